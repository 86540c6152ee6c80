import { describe, expect, it } from "vitest";
import { diffFields, fieldLabel, valueText } from "./field-diff.ts";

describe("the field-by-field difference of an update", () => {
  const current = {
    name: "Green Valley School",
    description: "<p>Old</p>",
    address: { line1: "1 Road", city: "Pune" },
    tags: ["a", "b"],
    logo: null,
  };

  it("marks exactly the fields whose values differ, nested fields by their dotted names", () => {
    const proposed = { ...current, name: "Green Valley High", address: { line1: "1 Road", city: "Mumbai" } };
    expect(diffFields(current, proposed)).toEqual([
      { field: "name", current: "Green Valley School", proposed: "Green Valley High", changed: true },
      { field: "description", current: "<p>Old</p>", proposed: "<p>Old</p>", changed: false },
      { field: "address.line1", current: "1 Road", proposed: "1 Road", changed: false },
      { field: "address.city", current: "Pune", proposed: "Mumbai", changed: true },
      { field: "tags", current: ["a", "b"], proposed: ["a", "b"], changed: false },
      { field: "logo", current: null, proposed: null, changed: false },
    ]);
  });

  it("compares lists by their entries and treats a missing value like null", () => {
    const changes = diffFields(current, { ...current, tags: ["b", "a"], logo: undefined });
    expect(changes.find((change) => change.field === "tags")?.changed).toBe(true);
    expect(changes.find((change) => change.field === "logo")?.changed).toBe(false);
  });

  it("keeps fields only the live version has, and a group that became null", () => {
    const changes = diffFields({ ...current, extra: "x" }, { ...current, address: null });
    expect(changes.find((change) => change.field === "extra")).toEqual({
      field: "extra",
      current: "x",
      proposed: null,
      changed: true,
    });
    expect(changes.find((change) => change.field === "address")).toEqual({
      field: "address",
      current: null,
      proposed: null,
      changed: false,
    });
    expect(changes.find((change) => change.field === "address.city")).toMatchObject({ current: "Pune", changed: true });
  });

  it("marks nothing as changed for new content (no live version)", () => {
    expect(diffFields(null, current).every((change) => !change.changed)).toBe(true);
  });

  it("labels and shows values for people", () => {
    expect(fieldLabel("address.postalCode")).toBe("Address: postal code");
    expect(fieldLabel("coverPicture")).toBe("Cover picture");
    expect(valueText(null)).toBe("—");
    expect(valueText(["a", "b"])).toBe("a, b");
    expect(valueText(true)).toBe("Yes");
  });
});
