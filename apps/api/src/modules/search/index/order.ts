/**
 * One order of a corpus's live rows (by popularity, by name, by start, by folded name, by latitude),
 * kept in step with every change instead of sorted again after it (issue 25): a corpus of a million
 * rows re-sorted after each write or click spent about a second per order on the search that followed.
 *
 * The rows in order are one Int32Array of slots; a row added or moved is put in its place by a binary
 * search and one shift of the array (a memory move of a few MB at most). Each slot also has a rank, a
 * number that grows along the order, so that a search can rank thousands of candidates by reading one
 * number per candidate. Ranks start `GAP` apart; a row put between two others takes the number half
 * way between theirs, so nothing else is renumbered, until a gap has been halved down to
 * `SMALLEST_GAP` and every rank is numbered afresh (one pass, no sort).
 */

const GAP = 256;
const SMALLEST_GAP = 0.5;

/**
 * A fresh order's arrays: room for an eighth more rows before they grow (by doubling). Twice the rows, as
 * before, was 12 bytes per row that most orders never used: about 50 MB at a million listings.
 */
const withRoom = (count: number) => count + Math.max(1024, count >> 3);

export class SortedSlots {
  private order = new Int32Array(1024);
  private count = 0;
  /** Each slot's rank (NaN: not in the order). */
  private ranks = new Float64Array(1024).fill(Number.NaN);

  /** `compare` orders two slots; it must never answer 0 for two different slots (ids break ties). */
  constructor(private readonly compare: (a: number, b: number) => number) {}

  get size(): number {
    return this.count;
  }

  /** The slot at a place in the order. */
  at(place: number): number {
    return this.order[place] as number;
  }

  /** A slot's rank: larger further along the order (NaN when the slot is not in it). */
  rankOf(slot: number): number {
    return slot < this.ranks.length ? (this.ranks[slot] as number) : Number.NaN;
  }

  /**
   * Every slot's rank by slot (NaN: not in the order), for loops over thousands of candidates: valid
   * until the order next changes.
   */
  rankArray(): Float64Array {
    return this.ranks;
  }

  /**
   * Replaces the whole order with these slots, sorted (a load, a renumbering of the corpus). Slots
   * `likelySorted` (a corpus renumbered in this order) are checked in one pass and sorted only if not.
   */
  build(slots: Iterable<number>, slotCount: number, likelySorted = false): void {
    const sorted = Int32Array.from(slots);
    const compare = this.compare;
    const inOrder =
      likelySorted && sorted.every((slot, place) => place === 0 || compare(sorted[place - 1] as number, slot) < 0);
    if (!inOrder) sorted.sort(compare);
    this.restored(sorted, slotCount);
  }

  /** The slots in order (a copy: inserts and removes shift them in place), for a snapshot. */
  slotsInOrder(): Int32Array {
    return this.order.slice(0, this.count);
  }

  /** Slots already in order (a snapshot's, `slotsInOrder`; or `build`'s, once sorted), taken as they are: no sort, no check. */
  restored(sorted: Int32Array, slotCount: number): void {
    this.order = new Int32Array(withRoom(sorted.length));
    this.order.set(sorted);
    this.count = sorted.length;
    this.ranks = new Float64Array(withRoom(slotCount)).fill(Number.NaN);
    this.renumber();
  }

  /** The first place whose slot `before` does not put before the sought one (a binary search). */
  firstPlaceNotBefore(before: (slot: number) => boolean): number {
    let low = 0;
    let high = this.count;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (before(this.order[middle] as number)) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Puts a slot in its place. */
  insert(slot: number): void {
    const place = this.firstPlaceNotBefore((other) => this.compare(other, slot) < 0);
    if (this.count === this.order.length) {
      const grown = new Int32Array(this.order.length * 2);
      grown.set(this.order);
      this.order = grown;
    }
    this.order.copyWithin(place + 1, place, this.count);
    this.order[place] = slot;
    this.count += 1;
    if (slot >= this.ranks.length) {
      const grown = new Float64Array(Math.max(slot + 1, this.ranks.length * 2)).fill(Number.NaN);
      grown.set(this.ranks);
      this.ranks = grown;
    }
    const before = place > 0 ? (this.ranks[this.order[place - 1] as number] as number) : 0;
    const after = place + 1 < this.count ? (this.ranks[this.order[place + 1] as number] as number) : before + 2 * GAP;
    if (after - before < 2 * SMALLEST_GAP) {
      this.renumber();
    } else {
      this.ranks[slot] = (before + after) / 2;
    }
  }

  /** Takes a slot out of the order; its sort keys must be those it was put in with. */
  remove(slot: number): void {
    if (Number.isNaN(this.rankOf(slot))) return;
    const place = this.firstPlaceNotBefore((other) => this.compare(other, slot) < 0);
    if (this.order[place] !== slot) throw new Error(`slot ${slot} is not where its keys put it`);
    this.order.copyWithin(place, place + 1, this.count);
    this.count -= 1;
    this.ranks[slot] = Number.NaN;
  }

  private renumber(): void {
    for (let place = 0; place < this.count; place++) this.ranks[this.order[place] as number] = (place + 1) * GAP;
  }
}
