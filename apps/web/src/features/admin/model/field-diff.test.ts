import { describe, expect, it } from "vitest";
import { fieldLabel, flattenVersion, valueText } from "./field-diff.ts";

describe("the fields of a version by their dotted names", () => {
  it("names nested fields by their dotted paths, and keeps a group that is null as one field", () => {
    const version = { name: "Green Valley School", address: { line1: "1 Road", city: "Pune" }, details: null };
    expect([...flattenVersion(version)]).toEqual([
      ["name", "Green Valley School"],
      ["address.line1", "1 Road"],
      ["address.city", "Pune"],
      ["details", null],
    ]);
  });

  it("labels and shows values for people", () => {
    expect(fieldLabel("address.postalCode")).toBe("Address: postal code");
    expect(fieldLabel("coverPicture")).toBe("Cover picture");
    expect(valueText(null)).toBe("—");
    expect(valueText(["a", "b"])).toBe("a, b");
    expect(valueText(true)).toBe("Yes");
  });
});
