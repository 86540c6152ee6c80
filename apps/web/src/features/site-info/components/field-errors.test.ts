import { describe, expect, it } from "vitest";
import { fieldErrorsFrom } from "./field-errors.ts";

describe("fieldErrorsFrom", () => {
  it("gives each field its own message and keeps the rest", () => {
    expect(fieldErrorsFrom("name is required; body.subject: Invalid input; body: Expected object")).toEqual({
      fields: { name: "Name is required", subject: "Subject: Invalid input" },
      other: ["body: Expected object"],
    });
  });

  it("does not mistake a field name inside another word", () => {
    expect(fieldErrorsFrom("messages are closed").fields).toEqual({});
  });
});
