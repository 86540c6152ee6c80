import { describe, expect, it, vi } from "vitest";
import { cachedCount } from "../../src/shared/page-totals.ts";
import { createTestClock } from "../helpers/clock.ts";

describe("cachedCount", () => {
  const clock = createTestClock("2026-11-27T10:00:00Z");
  it("counts once per key and database within 15 s of the app's clock, then counts again", async () => {
    const db = {};
    const count = vi.fn(async () => 42);
    expect(await cachedCount(db, "listings:*", count, clock.now)).toBe(42);
    clock.advance(14_999);
    expect(await cachedCount(db, "listings:*", count, clock.now)).toBe(42);
    expect(count).toHaveBeenCalledTimes(1);
    clock.advance(2);
    count.mockResolvedValueOnce(43);
    // The expired total is answered while it is recounted; the next page has the new one.
    expect(await cachedCount(db, "listings:*", count, clock.now)).toBe(42);
    expect(await cachedCount(db, "listings:*", count, clock.now)).toBe(43);
    expect(count).toHaveBeenCalledTimes(2);
  });

  it("counts once for pages asked at the same moment", async () => {
    const db = {};
    const count = vi.fn(async () => 9);
    const totals = await Promise.all([1, 2, 3].map(() => cachedCount(db, "events:*", count, clock.now)));
    expect(totals).toEqual([9, 9, 9]);
    expect(count).toHaveBeenCalledTimes(1);
  });

  it("keeps keys and databases apart", async () => {
    const first = {};
    const second = {};
    expect(await cachedCount(first, "a", async () => 1, clock.now)).toBe(1);
    expect(await cachedCount(first, "b", async () => 2, clock.now)).toBe(2);
    expect(await cachedCount(second, "a", async () => 3, clock.now)).toBe(3);
  });

  it("does not cache a failed count", async () => {
    const db = {};
    await expect(cachedCount(db, "k", async () => Promise.reject(new Error("down")), clock.now)).rejects.toThrow(
      "down",
    );
    expect(await cachedCount(db, "k", async () => 7, clock.now)).toBe(7);
  });
});
