import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LoadingOverlay } from "./loading-overlay.tsx";

describe("LoadingOverlay", () => {
  it("reads the spec's text by default", () => {
    render(<LoadingOverlay />);
    expect(screen.getByRole("status")).toHaveTextContent("Locating your position...");
  });
});
