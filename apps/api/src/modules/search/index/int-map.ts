/**
 * A map from integer ids (0 to 2^31 − 1) to unsigned 32-bit numbers (a slot, a row's xmin), in two
 * typed arrays: open addressing, linear probing, deletion by shifting the entries after it back (no
 * tombstones, so a table that sees many updates stays as short to probe as one that saw none). A
 * `Map<number, number>` of a million rows is about 50 MB of heap that every major collection walks,
 * and a version kept as text (`xmin::text`) adds a string per row; this is 8 bytes per place in the table
 * (at most three quarters of the places are taken), outside the heap's object graph. The search index keeps one per
 * corpus (id → slot) and one for the listings' versions (issue 25, ADR 0019 step 7).
 */

const EMPTY = -1;
const SMALLEST = 16;

const emptyKeys = (places: number) => new Int32Array(places).fill(EMPTY);

export class IntMap {
  // The number of places is a power of two: a key's home is the top bits of its hash (`home`), and a
  // probe steps on within `places - 1`.
  private keys = emptyKeys(SMALLEST);
  private values = new Uint32Array(SMALLEST);
  size = 0;

  /**
   * An empty map with room for `count` keys without growing. A map filled from another's `forEach` must
   * be made so: that order follows the other table's places, and put into a smaller table that grows
   * as it fills, those keys pile up at its first places (a million took six minutes, ADR 0019 step 8).
   */
  static withRoomFor(count: number): IntMap {
    const map = new IntMap();
    let places = SMALLEST;
    while ((count + 1) * 4 > places * 3) places *= 2;
    map.keys = emptyKeys(places);
    map.values = new Uint32Array(places);
    return map;
  }

  get(key: number): number | undefined {
    const keys = this.keys;
    const mask = keys.length - 1;
    for (let at = this.home(key); ; at = (at + 1) & mask) {
      const held = keys[at] as number;
      if (held === key) return this.values[at] as number;
      if (held === EMPTY) return undefined;
    }
  }

  has(key: number): boolean {
    return this.get(key) !== undefined;
  }

  set(key: number, value: number): void {
    if (!Number.isInteger(key) || key < 0 || key > 0x7fffffff)
      throw new RangeError(`IntMap keys are 0 to 2^31 − 1, not ${key}`);
    // At most three quarters full: linear probing still finds a key in about two reads on average.
    if ((this.size + 1) * 4 > this.keys.length * 3) this.grow();
    const keys = this.keys;
    const mask = keys.length - 1;
    for (let at = this.home(key); ; at = (at + 1) & mask) {
      const held = keys[at] as number;
      if (held === key) {
        this.values[at] = value;
        return;
      }
      if (held === EMPTY) {
        keys[at] = key;
        this.values[at] = value;
        this.size += 1;
        return;
      }
    }
  }

  /** Removes `key`; true when it was there. Entries further along its probe run move back into the gap. */
  delete(key: number): boolean {
    const keys = this.keys;
    const values = this.values;
    const mask = keys.length - 1;
    let gap = this.home(key);
    while (keys[gap] !== key) {
      if (keys[gap] === EMPTY) return false;
      gap = (gap + 1) & mask;
    }
    for (let at = (gap + 1) & mask; keys[at] !== EMPTY; at = (at + 1) & mask) {
      const home = this.home(keys[at] as number);
      // The entry at `at` may fill the gap unless its home lies cyclically after the gap, up to `at`.
      const staysPut = gap <= at ? gap < home && home <= at : gap < home || home <= at;
      if (staysPut) continue;
      keys[gap] = keys[at] as number;
      values[gap] = values[at] as number;
      gap = at;
    }
    keys[gap] = EMPTY;
    this.size -= 1;
    return true;
  }

  /** Calls `visit` with every key and its value (in no particular order). */
  forEach(visit: (key: number, value: number) => void): void {
    const keys = this.keys;
    const values = this.values;
    for (let at = 0; at < keys.length; at++) {
      if (keys[at] !== EMPTY) visit(keys[at] as number, values[at] as number);
    }
  }

  clear(): void {
    this.keys = emptyKeys(SMALLEST);
    this.values = new Uint32Array(SMALLEST);
    this.size = 0;
  }

  private home(key: number): number {
    // Fibonacci hashing: the product's top log2(places) bits, which every bit of the id moves.
    return Math.imul(key, 0x9e3779b1) >>> (Math.clz32(this.keys.length) + 1);
  }

  private grow(): void {
    const keys = this.keys;
    const values = this.values;
    this.keys = emptyKeys(keys.length * 2);
    this.values = new Uint32Array(keys.length * 2);
    this.size = 0;
    for (let at = 0; at < keys.length; at++) {
      if (keys[at] !== EMPTY) this.set(keys[at] as number, values[at] as number);
    }
  }
}
