import { describe, expect, it } from "vitest";
import { fieldMessage } from "./field-message.ts";

describe("fieldMessage", () => {
  it("puts the box's label where the contract names the field", () => {
    expect(fieldMessage("full_name must be on one line", "Full name")).toBe("Full name must be on one line.");
    expect(fieldMessage("oldPassword (additionalProp1) is required", "Current password")).toBe(
      "Current password is required.",
    );
    expect(fieldMessage("user_metadata.mobile must be 7 to 20 characters", "Mobile number")).toBe(
      "Mobile number must be 7 to 20 characters.",
    );
  });

  it("keeps sentences that do not start with a field name", () => {
    expect(fieldMessage("The two passwords do not match.", "Confirm password")).toBe("The two passwords do not match.");
    expect(fieldMessage("choose a password", "Password")).toBe("Choose a password.");
  });

  it("names a field of a list's rows by the word after the list, and other fields the sentence names by their labels", () => {
    expect(fieldMessage("details.courses name is required", "Course name")).toBe("Course name is required.");
    expect(fieldMessage("details.courses may hold at most 30 entries", "Courses")).toBe(
      "Courses may hold at most 30 entries.",
    );
    const labelOf = (name: string) => ({ "details.tuition.min": "Lowest tuition" })[name];
    expect(
      fieldMessage("details.tuition.max must not be less than details.tuition.min", "Highest tuition", labelOf),
    ).toBe("Highest tuition must not be less than lowest tuition.");
    expect(fieldMessage("website must be like stars.example", "Website", labelOf)).toBe(
      "Website must be like stars.example.",
    );
  });
});
