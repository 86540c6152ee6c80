import { describe, expect, it } from "vitest";
import { slugify } from "../src/slug.ts";

describe("slugify", () => {
  it("lowercases and turns spaces into hyphens", () => {
    expect(slugify("Green Valley High School")).toBe("green-valley-high-school");
  });
  it("removes accents", () => {
    expect(slugify("École Polytechnique Fédérale")).toBe("ecole-polytechnique-federale");
    expect(slugify("São Paulo Añejo Über")).toBe("sao-paulo-anejo-uber");
  });
  it("drops punctuation and other non-alphanumerics", () => {
    expect(slugify("St. Xavier's College (Autonomous), Mumbai!")).toBe("st-xaviers-college-autonomous-mumbai");
    expect(slugify("A & B: C/D")).toBe("a-b-cd");
  });
  it("collapses runs of spaces and trims", () => {
    expect(slugify("  Maths   Tutor  ")).toBe("maths-tutor");
    expect(slugify("Maths - Tutor")).toBe("maths-tutor");
  });
  it("keeps digits", () => {
    expect(slugify("Class 10 Board Prep 2026")).toBe("class-10-board-prep-2026");
  });
  it("gives an empty slug for a title without letters or digits", () => {
    expect(slugify("!!!")).toBe("");
  });
});
