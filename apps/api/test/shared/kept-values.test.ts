/**
 * Page totals are kept 15 s of the app's clock (src/shared/kept-values.ts): callers that miss at
 * once share one computation, and an expired value is answered while one caller refreshes it. The
 * clock is moved, never waited for (helpers/clock.ts).
 */
import { describe, expect, it, vi } from "vitest";
import { logBackgroundWorkOf } from "../../src/shared/background-work.ts";
import { KeptValues } from "../../src/shared/kept-values.ts";
import { createTestClock } from "../helpers/clock.ts";

const kept = new KeptValues();
const clock = createTestClock("2026-11-27T10:00:00Z");
const keptValue = <Value>(db: object, key: string, load: () => Promise<Value>) => kept.get(db, key, load, clock.now);

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

  it("keeps a value for 15 s of the clock, and recounts once they have passed", async () => {
    const db = {};
    const load = vi.fn(() => Promise.resolve(1));
    expect(await keptValue(db, "k", load)).toBe(1);
    clock.advance(14_999);
    expect(await keptValue(db, "k", () => Promise.resolve(2))).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
    clock.advance(1);
    const recount = vi.fn(() => Promise.resolve(2));
    // Expired: answered once more while the recount runs, then the recounted value.
    expect(await keptValue(db, "k", recount)).toBe(1);
    expect(recount).toHaveBeenCalledTimes(1);
    expect(await keptValue(db, "k", recount)).toBe(2);
  });

  it("answers the expired value while one caller refreshes it, then the new one", async () => {
    const db = {};
    expect(await keptValue(db, "k", () => Promise.resolve(1))).toBe(1);
    clock.advance(15_001);
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

  it("logs a recount that fails after the expired value was answered, and never leaves its failure unhandled (issue 23.1)", async () => {
    // Only the app's clock moves: the turns of the event loop that report unhandled rejections stay real.
    const db = {};
    const warnings: { object: object; message: string }[] = [];
    logBackgroundWorkOf(db, { warn: (object, message) => warnings.push({ object, message }) });
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      expect(await keptValue(db, "listings:*", () => Promise.resolve(10))).toBe(10);
      clock.advance(15_001);
      const outage = new Error("Connection terminated unexpectedly");
      let failRecount: (error: Error) => void = () => {};
      const recount = new Promise<number>((_resolve, reject) => {
        failRecount = reject;
      });
      expect(await keptValue(db, "listings:*", () => recount)).toBe(10);
      failRecount(outage);
      await recount.catch(() => {});
      // Node reports an unhandled rejection once the microtasks have run: one turn of the loop is enough.
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
      expect(warnings).toEqual([
        { object: { err: outage }, message: 'recounting "listings:*" failed in the background' },
      ]);
      // The failed recount is forgotten: the expired value still answers, and the next caller recounts.
      expect(await keptValue(db, "listings:*", () => Promise.resolve(11))).toBe(10);
      await new Promise((resolve) => setImmediate(resolve));
      expect(await keptValue(db, "listings:*", () => Promise.resolve(12))).toBe(11);
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  });
});
