/**
 * A field's postings in typed arrays (index/postings.ts): sealed segments plus a mutable tail. What a
 * lexeme's postings are must not depend on where they sit: the tail, one segment or several, before
 * or after a compaction; only the dead slots' postings may go, and compaction renumbers in order.
 */

import { describe, expect, it } from "vitest";
import { Random } from "../../../src/db/seed/random.ts";
import { forEachSlot, Postings } from "../../../src/modules/search/index/postings.ts";

/** Replayable draws (the seeds' mulberry32), so that a failure can be replayed. */
const seeded = (seed: number) => {
  const generator = new Random(seed);
  return () => generator.next();
};

/** A lexeme's slots as a search reads them: every segment's run, then the tail. */
function slotsOf(postings: Postings, lexeme: number): number[] {
  const slots: number[] = [];
  for (const segment of postings.segments) forEachSlot(segment, lexeme, (slot) => slots.push(slot));
  const tail: number[] = [];
  for (let at = postings.lastInTail(lexeme); at >= 0; at = postings.previousInTail(at)) {
    tail.push(postings.slotInTail(at));
  }
  return [...slots, ...tail.reverse()];
}

describe("a field's postings", () => {
  it("keep new postings in the tail until it holds sealAt of them, then in a segment", () => {
    const postings = new Postings(4);
    const live = new Uint8Array(10).fill(1);
    postings.add(7, 0, live);
    postings.add(2, 0, live);
    postings.add(7, 1, live);
    expect(postings.segments).toHaveLength(0);
    expect(postings.tailLength).toBe(3);
    expect(slotsOf(postings, 7)).toEqual([0, 1]);

    postings.add(2, 2, live);
    expect(postings.tailLength).toBe(0);
    expect(postings.segments).toHaveLength(1);
    expect(slotsOf(postings, 7)).toEqual([0, 1]);
    expect(slotsOf(postings, 2)).toEqual([0, 2]);
    expect(slotsOf(postings, 5)).toEqual([]);
    // A lexeme first seen after the segment was made: beyond its offsets, found in the tail only.
    postings.add(40, 3, live);
    expect(slotsOf(postings, 40)).toEqual([3]);
  });

  it("merge a new segment with the one before while that is not more than twice its size: few segments", () => {
    const postings = new Postings(16);
    const live = new Uint8Array(100_000).fill(1);
    for (let slot = 0; slot < 100_000; slot++) postings.add(slot % 50, slot, live);
    // 6,250 seals of 16 postings: about log2(6,250) segments, not thousands.
    expect(postings.segments.length).toBeLessThanOrEqual(14);
    expect(slotsOf(postings, 3)).toEqual(Array.from({ length: 2000 }, (_, index) => index * 50 + 3));
  });

  it("drop the dead slots' postings when compacted, renumbering the kept slots in their order", () => {
    const postings = new Postings(3);
    const live = new Uint8Array(6).fill(1);
    for (let slot = 0; slot < 6; slot++) postings.add(slot % 2, slot, live);
    live[2] = 0;
    live[3] = 0;
    const renumbered = Int32Array.from([0, 1, -1, -1, 2, 3]);
    postings.compact(live, renumbered, false);
    expect(postings.segments).toHaveLength(1);
    expect(postings.tailLength).toBe(0);
    expect(slotsOf(postings, 0)).toEqual([0, 2]);
    expect(slotsOf(postings, 1)).toEqual([1, 3]);
  });

  it("keep every run ascending when compacted in another order (the popular order of a corpus)", () => {
    const postings = new Postings(4);
    const live = new Uint8Array(8).fill(1);
    for (let slot = 0; slot < 8; slot++) postings.add(slot % 2, slot, live);
    live[5] = 0;
    // Reversed: slot 7 becomes 0, slot 0 becomes 6; slot 5 is dropped.
    const renumbered = Int32Array.from([6, 5, 4, 3, 2, -1, 1, 0]);
    postings.compact(live, renumbered, true);
    expect(slotsOf(postings, 0)).toEqual([1, 2, 4, 6]);
    expect(slotsOf(postings, 1)).toEqual([0, 3, 5]);
  });

  it("hold slots far apart (gaps of one to four bytes) and near, as they were added", () => {
    const far = [0, 1, 127, 128, 129, 16_383, 16_384, 2_097_151, 2_097_152, 2_097_153, 4_200_000];
    const postings = new Postings(5);
    const live = new Uint8Array(4_200_001);
    for (const slot of far) {
      live[slot] = 1;
      postings.add(9, slot, live);
      postings.add(3, slot, live);
    }
    expect(postings.segments.length).toBeGreaterThan(0);
    expect(slotsOf(postings, 9)).toEqual(far);
    // Renumbered the other way round, next to each other.
    const dense = new Int32Array(4_200_001).fill(-1);
    far.forEach((slot, index) => {
      dense[slot] = far.length - 1 - index;
    });
    postings.compact(live, dense, true);
    expect(postings.segments).toHaveLength(1);
    expect(slotsOf(postings, 3)).toEqual(far.map((_, index) => index));
    // One byte a posting for slots next to each other.
    expect(postings.segments[0]?.bytes.length).toBe(2 * far.length);
  });

  it("read, for every lexeme, the live slots a naive map would, after random adds, removals, seals and compactions", () => {
    const random = seeded(25);
    const postings = new Postings(64);
    let live = new Uint8Array(0);
    /** The model: every lexeme's slots in order of addition; dead slots filtered when read. */
    let model = new Map<number, number[]>();
    let slots = 0;
    const lexemes = 300;
    for (let step = 0; step < 5000; step++) {
      const roll = random();
      if (roll < 0.8) {
        const slot = slots++;
        if (slot >= live.length) {
          const grown = new Uint8Array(Math.max(64, live.length * 2));
          grown.set(live);
          live = grown;
        }
        live[slot] = 1;
        const count = 1 + Math.floor(random() * 6);
        const seen = new Set<number>();
        for (let word = 0; word < count; word++) {
          // Skewed: a few common lexemes, a long tail of rare ones.
          const lexeme = Math.floor(random() ** 3 * lexemes);
          if (seen.has(lexeme)) continue;
          seen.add(lexeme);
          postings.add(lexeme, slot, live);
          model.set(lexeme, [...(model.get(lexeme) ?? []), slot]);
        }
      } else if (roll < 0.97) {
        if (slots > 0) live[Math.floor(random() * slots)] = 0;
      } else {
        const renumbered = new Int32Array(slots).fill(-1);
        let next = 0;
        for (let slot = 0; slot < slots; slot++) if (live[slot] === 1) renumbered[slot] = next++;
        postings.compact(live, renumbered, false);
        const compacted = new Map<number, number[]>();
        for (const [lexeme, list] of model) {
          const kept = list.filter((slot) => live[slot] === 1).map((slot) => renumbered[slot] as number);
          if (kept.length > 0) compacted.set(lexeme, kept);
        }
        model = compacted;
        live = new Uint8Array(Math.max(64, next)).fill(1, 0, next);
        slots = next;
      }
      if (step % 250 === 0 || step === 4999) {
        for (let lexeme = 0; lexeme < lexemes; lexeme++) {
          const read = slotsOf(postings, lexeme).filter((slot) => live[slot] === 1);
          const expected = (model.get(lexeme) ?? []).filter((slot) => live[slot] === 1);
          expect(read, `lexeme ${lexeme} at step ${step}`).toEqual(expected);
        }
      }
    }
  });
});
