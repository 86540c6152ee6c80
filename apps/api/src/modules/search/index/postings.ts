/**
 * The postings of one field of a corpus (lexeme id → the slots of the rows that have it), held in
 * typed arrays rather than a JavaScript array per lexeme (issue 25: at a million rows, ninety million
 * postings as small arrays took gigabytes of heap and most of a load's time, and every major
 * collection walked them).
 *
 * As in Lucene, the postings are immutable segments plus a small mutable tail. A segment lists, for
 * every lexeme id it knows, a run of slots (`starts[lexeme]` to `starts[lexeme + 1]` in `slots`: one
 * offsets array and one slots array, CSR). Postings added since the last seal sit in the tail, a chain
 * per lexeme in growable typed arrays, until it holds `SEAL_AT` of them and becomes a segment. A new
 * segment is merged with the one before it while that one is not more than twice its size, so there
 * are about log₂(postings / SEAL_AT) segments and each posting is copied about as many times. Merges
 * drop the postings of dead slots; `compact` merges everything into one segment.
 *
 * Slots only grow along the tail and along the segments (oldest first), and merges and `compact` keep
 * that order, so every run is ascending: a search reads the rows' columns at its candidates in order.
 */

/** Postings the tail takes before it is sealed: 12 MB of typed arrays at most, and few merges. */
const SEAL_AT = 1 << 20;

/** A sealed run of postings: lexeme `l`'s slots are `slots[starts[l]]` up to `slots[starts[l + 1]]`. */
export interface Segment {
  /** Offsets per lexeme id known when the segment was made (lexemes beyond have no postings in it). */
  readonly starts: Int32Array;
  readonly slots: Int32Array;
}

export class Postings {
  /** Oldest first. */
  segments: Segment[] = [];
  /** The tail: per posting its slot, its lexeme and the tail's previous posting of that lexeme (-1: none). */
  private tailSlots: Int32Array = new Int32Array(1024);
  private tailLexemes: Int32Array = new Int32Array(1024);
  private tailNext: Int32Array = new Int32Array(1024);
  private tailSize = 0;
  /** Per lexeme id, its last posting in the tail (-1: none). */
  private heads = new Int32Array(1024).fill(-1);

  /** `sealAt`: the tail's size when it becomes a segment (smaller in tests). */
  constructor(private readonly sealAt = SEAL_AT) {}

  /** Postings in the tail (sealed into a segment at `sealAt`). */
  get tailLength(): number {
    return this.tailSize;
  }

  /** Adds a posting; `slot` is at least every slot added before (a new row). */
  add(lexeme: number, slot: number, live: Uint8Array): void {
    if (this.tailSize === this.tailSlots.length) {
      const size = this.tailSize * 2;
      this.tailSlots = grownInts(this.tailSlots, size);
      this.tailLexemes = grownInts(this.tailLexemes, size);
      this.tailNext = grownInts(this.tailNext, size);
    }
    if (lexeme >= this.heads.length) {
      const heads = new Int32Array(Math.max(lexeme + 1, this.heads.length * 2)).fill(-1);
      heads.set(this.heads);
      this.heads = heads;
    }
    const at = this.tailSize++;
    this.tailSlots[at] = slot;
    this.tailLexemes[at] = lexeme;
    this.tailNext[at] = this.heads[lexeme] as number;
    this.heads[lexeme] = at;
    if (this.tailSize >= this.sealAt) this.seal(live);
  }

  /** The tail's last posting of a lexeme (-1: none); earlier ones through `previousInTail`. */
  lastInTail(lexeme: number): number {
    return lexeme < this.heads.length ? (this.heads[lexeme] as number) : -1;
  }

  previousInTail(at: number): number {
    return this.tailNext[at] as number;
  }

  slotInTail(at: number): number {
    return this.tailSlots[at] as number;
  }

  /** The one segment of a compacted field (null when it has more, or a tail): what a snapshot holds. */
  get sealedSegment(): Segment | null {
    if (this.tailSize > 0 || this.segments.length > 1) return null;
    return this.segments[0] ?? { starts: new Int32Array(1), slots: new Int32Array(0) };
  }

  /** Postings holding exactly one segment (a snapshot's). */
  static restored(segment: Segment): Postings {
    const postings = new Postings();
    postings.segments = segment.slots.length > 0 ? [segment] : [];
    return postings;
  }

  /** Makes the tail a segment, merged with the last ones while they are not much larger. */
  seal(live: Uint8Array): void {
    if (this.tailSize === 0) return;
    this.segments.push(this.tailSegment());
    while (this.segments.length >= 2) {
      const last = this.segments[this.segments.length - 1] as Segment;
      const before = this.segments[this.segments.length - 2] as Segment;
      if (before.slots.length > 2 * last.slots.length) break;
      this.segments.splice(-2, 2, merge([before, last], live, null));
    }
  }

  /**
   * One segment of the live postings, each slot `s` as `renumbered[s]` (-1: dropped). When
   * `renumbered` does not keep the order of the slots it keeps (`reordered`), each run is sorted
   * again, so that runs stay ascending.
   */
  compact(live: Uint8Array, renumbered: Int32Array, reordered: boolean): void {
    const parts = this.tailSize > 0 ? [...this.segments, this.tailSegment()] : this.segments;
    this.segments = parts.length > 0 ? [merge(parts, live, renumbered)] : [];
    if (!reordered) return;
    for (const { starts, slots } of this.segments) {
      for (let lexeme = 0; lexeme + 1 < starts.length; lexeme++) {
        const from = starts[lexeme] as number;
        const to = starts[lexeme + 1] as number;
        if (to - from > 1) slots.subarray(from, to).sort();
      }
    }
  }

  /** The tail as a segment (a counting sort by lexeme, which keeps each lexeme's slots in order); the tail emptied. */
  private tailSegment(): Segment {
    let lexemes = 0;
    for (let at = 0; at < this.tailSize; at++) lexemes = Math.max(lexemes, (this.tailLexemes[at] as number) + 1);
    const starts = new Int32Array(lexemes + 1);
    for (let at = 0; at < this.tailSize; at++) {
      const lexeme = this.tailLexemes[at] as number;
      starts[lexeme + 1] = (starts[lexeme + 1] as number) + 1;
    }
    for (let lexeme = 0; lexeme < lexemes; lexeme++) {
      starts[lexeme + 1] = (starts[lexeme + 1] as number) + (starts[lexeme] as number);
    }
    const fill = starts.slice(0, lexemes);
    const slots = new Int32Array(this.tailSize);
    for (let at = 0; at < this.tailSize; at++) {
      const lexeme = this.tailLexemes[at] as number;
      const place = fill[lexeme] as number;
      slots[place] = this.tailSlots[at] as number;
      fill[lexeme] = place + 1;
      this.heads[lexeme] = -1;
    }
    this.tailSize = 0;
    if (this.tailSlots.length > 1024 * 64) {
      // A tail that grew for a load is let go: between loads it holds a few changes.
      this.tailSlots = new Int32Array(1024);
      this.tailLexemes = new Int32Array(1024);
      this.tailNext = new Int32Array(1024);
    }
    return { starts, slots };
  }
}

function grownInts(array: Int32Array, size: number): Int32Array {
  const grown = new Int32Array(size);
  grown.set(array);
  return grown;
}

/**
 * The segments as one, oldest first within each lexeme, without the dead slots' postings; each kept
 * slot renumbered when `renumbered` is given. Two passes: count per lexeme, then copy.
 */
function merge(parts: Segment[], live: Uint8Array, renumbered: Int32Array | null): Segment {
  let lexemes = 0;
  for (const part of parts) lexemes = Math.max(lexemes, part.starts.length - 1);
  const starts = new Int32Array(lexemes + 1);
  for (const part of parts) {
    const { starts: from, slots } = part;
    const known = from.length - 1;
    for (let lexeme = 0; lexeme < known; lexeme++) {
      let kept = 0;
      const end = from[lexeme + 1] as number;
      for (let at = from[lexeme] as number; at < end; at++) kept += live[slots[at] as number] as number;
      starts[lexeme + 1] = (starts[lexeme + 1] as number) + kept;
    }
  }
  for (let lexeme = 0; lexeme < lexemes; lexeme++) {
    starts[lexeme + 1] = (starts[lexeme + 1] as number) + (starts[lexeme] as number);
  }
  const slots = new Int32Array(starts[lexemes] as number);
  const fill = starts.slice(0, lexemes);
  for (const part of parts) {
    const { starts: from, slots: partSlots } = part;
    const known = from.length - 1;
    for (let lexeme = 0; lexeme < known; lexeme++) {
      let place = fill[lexeme] as number;
      const end = from[lexeme + 1] as number;
      for (let at = from[lexeme] as number; at < end; at++) {
        const slot = partSlots[at] as number;
        if (live[slot] === 0) continue;
        slots[place++] = renumbered ? (renumbered[slot] as number) : slot;
      }
      fill[lexeme] = place;
    }
  }
  return { starts, slots };
}
