import { describe, expect, it } from "vitest";
import { formatShortDate, truncate } from "./format.ts";

describe("format", () => {
  it("writes dates as short month, day, year", () => {
    expect(formatShortDate("2026-03-05T12:00:00.000Z")).toBe("Mar 5, 2026");
    expect(formatShortDate("not a date")).toBe("");
  });

  it("cuts text at the limit and marks the cut", () => {
    expect(truncate("short", 10)).toBe("short");
    expect(truncate("exactly 10", 10)).toBe("exactly 10");
    expect(truncate("a bit longer than ten", 10)).toBe("a bit long…");
    expect(truncate("trailing space here", 9)).toBe("trailing…");
  });
});
