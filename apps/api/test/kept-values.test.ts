/**
 * Totals and facets of searches, and page totals, are kept 15 s (src/kept-values.ts): callers that miss at
 * once share one computation, and an expired value is answered while one caller refreshes it.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { KeptValues } from "../src/kept-values.ts";

const kept = new KeptValues();
const keptValue = <Value>(db: object, key: string, load: () => Promise<Value>) => kept.get(db, key, load);

afterEach(() => {
  vi.useRealTimers();
});

function deferred<Value>() {
  let resolve: (value: Value) => void = () => {};
  const promise = new Promise<Value>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe("kept search values", () => {
  it("computes once for callers that miss at the same time", async () => {
    const db = {};
    const load = vi.fn(() => Promise.resolve(42));
    const answers = await Promise.all([keptValue(db, "k", load), keptValue(db, "k", load), keptValue(db, "k", load)]);
    expect(answers).toEqual([42, 42, 42]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("answers the expired value while one caller refreshes it, then the new one", async () => {
    vi.useFakeTimers();
    const db = {};
    expect(await keptValue(db, "k", () => Promise.resolve(1))).toBe(1);
    vi.advanceTimersByTime(15_001);
    const refresh = deferred<number>();
    const load = vi.fn(() => refresh.promise);
    expect(await keptValue(db, "k", load)).toBe(1);
    expect(await keptValue(db, "k", load)).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
    refresh.resolve(2);
    await refresh.promise;
    expect(await keptValue(db, "k", () => Promise.resolve(3))).toBe(2);
  });

  it("keeps values apart per database and key, and forgets a failed first computation", async () => {
    const db = {};
    await expect(keptValue(db, "k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await keptValue(db, "k", () => Promise.resolve(5))).toBe(5);
    expect(await keptValue(db, "other", () => Promise.resolve(6))).toBe(6);
    expect(await keptValue({}, "k", () => Promise.resolve(7))).toBe(7);
  });
});
