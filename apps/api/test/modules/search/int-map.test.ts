import { describe, expect, it } from "vitest";
import { Random } from "../../../src/db/seed/random.ts";
import { IntMap } from "../../../src/modules/search/index/int-map.ts";

/** Every key the map answers for, by asking it about each key that was ever used. */
function contentsOf(map: IntMap, keys: Iterable<number>): Map<number, number> {
  const found = new Map<number, number>();
  for (const key of keys) {
    const value = map.get(key);
    if (value !== undefined) found.set(key, value);
    expect(map.has(key)).toBe(value !== undefined);
  }
  return found;
}

describe("IntMap (the search index's id → slot and id → version tables)", () => {
  it("answers as a Map does through sets, updates and deletes of ids that collide and wrap around the table", () => {
    const random = new Random(20261128);
    const map = new IntMap();
    const model = new Map<number, number>();
    // Few distinct keys (many updates and re-adds), spread out, in strides, and near the top of the range.
    const keyOf = () => {
      const kind = random.int(0, 3);
      if (kind === 0) return random.int(0, 300);
      if (kind === 1) return random.int(0, 40) * 4096;
      if (kind === 2) return 0x7fffffff - random.int(0, 50);
      return random.int(0, 2_000_000_000);
    };
    for (let step = 0; step < 40_000; step++) {
      const key = keyOf();
      if (random.chance(0.35)) {
        expect(map.delete(key)).toBe(model.delete(key));
      } else {
        const value = random.int(0, 0xffffffff);
        map.set(key, value);
        model.set(key, value);
      }
      expect(map.size).toBe(model.size);
    }
    const everyKeyTried = new Set(model.keys());
    for (let key = 0; key <= 300; key++) everyKeyTried.add(key);
    for (let key = 0; key <= 40; key++) everyKeyTried.add(key * 4096);
    expect(contentsOf(map, everyKeyTried)).toEqual(model);
  });

  it("keeps every entry reachable when a run of colliding entries loses its first one", () => {
    // Seven ids with one home in the smallest table (16 entries, grown only past three quarters; the home is
    // the top 4 bits of the id times 2^32/φ): deleting the head of their run must move the rest back, or
    // a later get stops at the hole and misses them.
    const homeIn16 = (id: number) => Math.imul(id, 0x9e3779b1) >>> 28;
    const keys: number[] = [];
    for (let id = 0; keys.length < 7; id++) if (homeIn16(id) === 15) keys.push(id);
    const map = new IntMap();
    for (const key of keys) map.set(key, key + 1);
    for (const removed of keys) {
      map.delete(removed);
      const left = keys.filter((key) => key > removed);
      expect(left.map((key) => map.get(key))).toEqual(left.map((key) => key + 1));
      expect(map.size).toBe(left.length);
    }
  });

  it("leaves in place the entries past the table's end whose home is not before the hole", () => {
    // An id homed at the last entry, then two homed at the first: the run wraps around the end. Deleting
    // the first leaves a hole at the end that the other two must not move into (their probes start after it).
    const homeIn16 = (id: number) => Math.imul(id, 0x9e3779b1) >>> 28;
    const homedAt = (home: number, count: number) => {
      const found: number[] = [];
      for (let id = 0; found.length < count; id++) if (homeIn16(id) === home) found.push(id);
      return found;
    };
    const [last] = homedAt(15, 1) as [number];
    const first = homedAt(0, 2);
    const map = new IntMap();
    for (const key of [last, ...first]) map.set(key, key + 1);
    map.delete(last);
    expect(first.map((key) => map.get(key))).toEqual(first.map((key) => key + 1));
  });

  it("holds a million consecutive ids, and forgets them all on clear", () => {
    const map = new IntMap();
    for (let id = 1; id <= 1_000_000; id++) map.set(id, id * 3);
    expect(map.size).toBe(1_000_000);
    expect([map.get(1), map.get(500_000), map.get(1_000_000), map.get(1_000_001), map.get(0)]).toEqual([
      3,
      1_500_000,
      3_000_000,
      undefined,
      undefined,
    ]);
    map.clear();
    expect([map.size, map.get(1)]).toEqual([0, undefined]);
  });

  it("refuses keys it cannot hold instead of filing them under another id", () => {
    const map = new IntMap();
    expect(() => map.set(-1, 1)).toThrow(RangeError);
    expect(() => map.set(2 ** 31, 1)).toThrow(RangeError);
    expect(() => map.set(1.5, 1)).toThrow(RangeError);
  });
});
