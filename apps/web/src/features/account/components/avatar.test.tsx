import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Avatar, initialsOf } from "./avatar.tsx";

describe("initials of a name", () => {
  it("takes the first letters of the first and last names, in capitals", () => {
    expect(initialsOf("meera s. iyer")).toBe("MI");
    expect(initialsOf("  Kabir  ")).toBe("K");
    expect(initialsOf("")).toBe("?");
  });

  it("takes whole characters as readers see them, never half of an emoji or a syllable", () => {
    expect(initialsOf("Zoë 👩🏽‍🎓")).toBe("Z👩🏽‍🎓");
    expect(initialsOf("🦁 Lion")).toBe("🦁L");
    expect(initialsOf("Éva Ñúñez")).toBe("ÉÑ");
    // "e" followed by a combining acute accent is one character on screen.
    expect(initialsOf("e\u0301lise")).toBe("E\u0301");
    expect(initialsOf("क्षमा शर्मा")).toBe("क्षश");
  });

  it("shows them when there is no picture", () => {
    const { container } = render(<Avatar pictureUrl={null} name="Zara 😀" />);
    expect(container.textContent).toBe("Z😀");
    expect(container.textContent).not.toContain("\uFFFD");
  });
});
