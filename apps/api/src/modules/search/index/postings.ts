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
 *
 * A segment's runs are stored as the gaps between ascending slots, seven bits to a byte (the high bit
 * says another byte follows; the first gap is from 0): a common word's rows are a few slots apart and
 * take one byte each instead of four. At a million listings the document field held 78 million
 * postings, 313 MB as 32-bit slots (issue 25's memory target is 1.2 GB per server); `forEachSlot` and
 * the corpus's marking loop read them back in order.
 */

/** Postings the tail takes before it is sealed: 12 MB of typed arrays at most, and few merges. */
const SEAL_AT = 1 << 20;

/**
 * Sealed runs of postings: lexeme `l`'s slots are encoded in `bytes[starts[l]]` up to
 * `bytes[starts[l + 1]]` (gaps, seven bits a byte, as above).
 */
export interface Segment {
  /** Byte offsets per lexeme id known when the segment was made (lexemes beyond have no postings in it). */
  readonly starts: Int32Array;
  readonly bytes: Uint8Array;
}

/** Calls `visit` with each slot of a lexeme's run in a segment, in ascending order. */
export function forEachSlot(segment: Segment, lexeme: number, visit: (slot: number) => void): void {
  const { starts, bytes } = segment;
  if (lexeme + 1 >= starts.length) return;
  const end = starts[lexeme + 1] as number;
  let slot = 0;
  for (let at = starts[lexeme] as number; at < end; ) {
    let byte = bytes[at++] as number;
    let gap = byte & 0x7f;
    for (let shift = 7; byte > 0x7f; shift += 7) {
      byte = bytes[at++] as number;
      gap |= (byte & 0x7f) << shift;
    }
    slot += gap;
    visit(slot);
  }
}

/** Writes the gap from `previous` to `slot` at `place` of `bytes`; the offset after it. */
function writeGap(bytes: Uint8Array, place: number, slot: number, previous: number): number {
  let gap = slot - previous;
  // Runs ascend by construction (see above); a gap below zero would be read back as another slot.
  if (gap < 0) throw new Error(`postings out of order: slot ${slot} after ${previous}`);
  let at = place;
  while (gap > 0x7f) {
    bytes[at++] = (gap & 0x7f) | 0x80;
    gap >>>= 7;
  }
  bytes[at++] = gap;
  return at;
}

/** Encodes `count` ascending slots of `slots` at `at` of `bytes`; the offset after them. */
function encodeRun(slots: Int32Array, count: number, bytes: Uint8Array, at: number): number {
  let previous = 0;
  let place = at;
  for (let index = 0; index < count; index++) {
    const slot = slots[index] as number;
    place = writeGap(bytes, place, slot, previous);
    previous = slot;
  }
  return place;
}

/** Bytes that grow by doubling, for a segment whose size is known only once written. */
class ByteBuffer {
  bytes: Uint8Array;
  length = 0;

  constructor(room: number) {
    this.bytes = new Uint8Array(Math.max(1024, room));
  }

  /** Room for `more` bytes after `length`. */
  reserve(more: number): Uint8Array {
    if (this.length + more > this.bytes.length) {
      const grown = new Uint8Array(Math.max(this.length + more, this.bytes.length * 2));
      grown.set(this.bytes.subarray(0, this.length));
      this.bytes = grown;
    }
    return this.bytes;
  }

  /** The bytes written, in an array of their exact size. */
  done(): Uint8Array {
    return this.bytes.length === this.length ? this.bytes : this.bytes.slice(0, this.length);
  }
}

/** The largest number of bytes one slot's gap can take (slots are below 2^28 here, so four). */
const MOST_BYTES_PER_SLOT = 5;

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
    return this.segments[0] ?? { starts: new Int32Array(1), bytes: new Uint8Array(0) };
  }

  /** Postings holding exactly one segment (a snapshot's). */
  static restored(segment: Segment): Postings {
    const postings = new Postings();
    postings.segments = segment.bytes.length > 0 ? [segment] : [];
    return postings;
  }

  /** Makes the tail a segment, merged with the last ones while they are not much larger. */
  seal(live: Uint8Array): void {
    if (this.tailSize === 0) return;
    this.segments.push(this.tailSegment());
    while (this.segments.length >= 2) {
      const last = this.segments[this.segments.length - 1] as Segment;
      const before = this.segments[this.segments.length - 2] as Segment;
      if (before.bytes.length > 2 * last.bytes.length) break;
      this.segments.splice(-2, 2, merge([before, last], live, null, false));
    }
  }

  /**
   * One segment of the live postings, each slot `s` as `renumbered[s]` (-1: dropped). When
   * `renumbered` does not keep the order of the slots it keeps (`reordered`), each run is sorted
   * again, so that runs stay ascending.
   */
  compact(live: Uint8Array, renumbered: Int32Array, reordered: boolean): void {
    const parts = this.tailSize > 0 ? [...this.segments, this.tailSegment()] : this.segments;
    this.segments = parts.length > 0 ? [merge(parts, live, renumbered, reordered)] : [];
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
    // Each lexeme's run, ascending (the tail's slots only grow), encoded in place of its offsets.
    const offsets = new Int32Array(lexemes + 1);
    const bytes = new ByteBuffer(this.tailSize * 2);
    for (let lexeme = 0; lexeme < lexemes; lexeme++) {
      const from = starts[lexeme] as number;
      const count = (starts[lexeme + 1] as number) - from;
      const room = bytes.reserve(count * MOST_BYTES_PER_SLOT);
      bytes.length = encodeRun(slots.subarray(from, from + count), count, room, bytes.length);
      offsets[lexeme + 1] = bytes.length;
    }
    this.tailSize = 0;
    if (this.tailSlots.length > 1024 * 64) {
      // A tail that grew for a load is let go: between loads it holds a few changes.
      this.tailSlots = new Int32Array(1024);
      this.tailLexemes = new Int32Array(1024);
      this.tailNext = new Int32Array(1024);
    }
    return { starts: offsets, bytes: bytes.done() };
  }
}

function grownInts(array: Int32Array, size: number): Int32Array {
  const grown = new Int32Array(size);
  grown.set(array);
  return grown;
}

/**
 * The segments as one, oldest first within each lexeme, without the dead slots' postings; each kept
 * slot renumbered when `renumbered` is given, and each run sorted again when that changes their order.
 */
function merge(parts: Segment[], live: Uint8Array, renumbered: Int32Array | null, reordered: boolean): Segment {
  let lexemes = 0;
  let room = 0;
  for (const part of parts) {
    lexemes = Math.max(lexemes, part.starts.length - 1);
    room += part.bytes.length;
  }
  return reordered
    ? mergeReordered(parts, lexemes, room, live, renumbered)
    : mergeInOrder(parts, lexemes, room, live, renumbered);
}

/**
 * `merge` when the slots keep their order: each posting decoded and its gap to the one before written
 * at once. Dropped postings and renumbering (which only closes the room of dropped slots) make gaps
 * smaller, so a run never takes more bytes than it took in its parts. Written out, as a load merges
 * every posting several times.
 */
function mergeInOrder(
  parts: Segment[],
  lexemes: number,
  room: number,
  live: Uint8Array,
  renumbered: Int32Array | null,
): Segment {
  const starts = new Int32Array(lexemes + 1);
  const buffer = new ByteBuffer(room);
  for (let lexeme = 0; lexeme < lexemes; lexeme++) {
    let most = 0;
    for (const part of parts) {
      if (lexeme + 1 < part.starts.length)
        most += (part.starts[lexeme + 1] as number) - (part.starts[lexeme] as number);
    }
    const out = buffer.reserve(most);
    let place = buffer.length;
    let previous = 0;
    for (const part of parts) {
      if (lexeme + 1 >= part.starts.length) continue;
      const bytes = part.bytes;
      const end = part.starts[lexeme + 1] as number;
      let slot = 0;
      for (let at = part.starts[lexeme] as number; at < end; ) {
        let byte = bytes[at++] as number;
        let gap = byte & 0x7f;
        for (let shift = 7; byte > 0x7f; shift += 7) {
          byte = bytes[at++] as number;
          gap |= (byte & 0x7f) << shift;
        }
        slot += gap;
        if (live[slot] === 0) continue;
        const kept = renumbered ? (renumbered[slot] as number) : slot;
        place = writeGap(out, place, kept, previous);
        previous = kept;
      }
    }
    buffer.length = place;
    starts[lexeme + 1] = place;
  }
  return { starts, bytes: buffer.done() };
}

/** `merge` when renumbering changes the slots' order: each run gathered, sorted, then encoded. */
function mergeReordered(
  parts: Segment[],
  lexemes: number,
  room: number,
  live: Uint8Array,
  renumbered: Int32Array | null,
): Segment {
  const starts = new Int32Array(lexemes + 1);
  let run = new Int32Array(1024);
  let count = 0;
  const take = (slot: number) => {
    if (live[slot] === 0) return;
    if (count === run.length) {
      const grown = new Int32Array(run.length * 2);
      grown.set(run);
      run = grown;
    }
    run[count++] = renumbered ? (renumbered[slot] as number) : slot;
  };
  // A new order spreads a run's slots: a quarter more room to start with.
  const buffer = new ByteBuffer(room + (room >>> 2));
  for (let lexeme = 0; lexeme < lexemes; lexeme++) {
    count = 0;
    for (const part of parts) forEachSlot(part, lexeme, take);
    if (count > 1) run.subarray(0, count).sort();
    const into = buffer.reserve(count * MOST_BYTES_PER_SLOT);
    buffer.length = encodeRun(run, count, into, buffer.length);
    starts[lexeme + 1] = buffer.length;
  }
  return { starts, bytes: buffer.done() };
}
