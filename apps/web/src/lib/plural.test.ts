import { describe, expect, it } from "vitest";
import { countOf, nounFor, possessive } from "./plural.ts";

const result = { one: "result", other: "results" };

describe("countOf", () => {
  it("takes the singular for one and the plural for every other count", () => {
    expect(countOf(1, result)).toBe("1 result");
    expect(countOf(0, result)).toBe("0 results");
    expect(countOf(2, result)).toBe("2 results");
    expect(countOf(21, result)).toBe("21 results");
  });

  it("keeps nouns whose plural is not an added s", () => {
    expect(countOf(1, { one: "upcoming event", other: "upcoming events" })).toBe("1 upcoming event");
    expect(countOf(3, { one: "entry", other: "entries" })).toBe("3 entries");
  });
});

describe("nounFor", () => {
  it("gives the noun alone, in the count's form", () => {
    expect(nounFor(1, result)).toBe("result");
    expect(nounFor(5, result)).toBe("results");
  });
});

describe("possessive", () => {
  it("adds 's to a name", () => {
    expect(possessive("Sunrise College")).toBe("Sunrise College's");
  });

  it("adds only an apostrophe to a name ending in s", () => {
    expect(possessive("Kaveri Institute of Management Studies")).toBe("Kaveri Institute of Management Studies'");
    expect(possessive("St. Xavier's School of Arts")).toBe("St. Xavier's School of Arts'");
  });
});
