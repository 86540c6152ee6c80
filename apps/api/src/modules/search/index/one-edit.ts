/**
 * The words one edit away from a word, found without measuring the vocabulary (issue 25). Two words are
 * within one edit (Levenshtein: an insertion, a deletion or a substitution) exactly when they share a
 * *variant*: the word itself or the word less one letter (a substitution at i leaves both words equal
 * without their letter i; an insertion leaves the longer word without it equal to the shorter word).
 * This is the deletion neighbourhood of SymSpell, for one edit.
 *
 * Each word is filed under a 32-bit hash of each of its variants, so a lookup is a few probes (one per
 * variant of the word looked up) and a measure of the handful of words they name; a hash shared by
 * chance only adds a word the measure then rules out. At a vocabulary of 160,000 words the bigram count
 * this replaces for one-edit words (typos.ts) read tens of thousands of list entries per lookup, most
 * of a search's time while typing.
 *
 * Storage: the (hash, word id) pairs sorted by hash in two typed arrays (8 bytes per variant: about 70
 * MB at a million words of nine letters), plus a Map for the words added since they were last sorted,
 * folded in once it holds `FOLD_AT` variants.
 */

const FOLD_AT = 1 << 16;

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a over the code points of `letters`, without the one at `skip` (-1: none). */
function variantHash(letters: readonly number[], skip: number): number {
  let hash = FNV_OFFSET;
  for (let index = 0; index < letters.length; index++) {
    if (index === skip) continue;
    const code = letters[index] as number;
    // A code point in up to three bytes' worth of steps, so that "ab" and a letter "\u6162" differ.
    hash = Math.imul(hash ^ (code & 0xff), FNV_PRIME);
    hash = Math.imul(hash ^ ((code >>> 8) & 0xff), FNV_PRIME);
    hash = Math.imul(hash ^ (code >>> 16), FNV_PRIME);
  }
  return hash >>> 0;
}

/** The distinct hashes of a word's variants (the word, and the word less each letter). */
function variantHashes(letters: readonly number[]): number[] {
  const hashes = new Set<number>([variantHash(letters, -1)]);
  for (let skip = 0; skip < letters.length; skip++) hashes.add(variantHash(letters, skip));
  return [...hashes];
}

export class OneEditIndex {
  /** Sorted by hash; `ids[i]` is a word filed under `hashes[i]`. */
  private hashes = new Uint32Array(0);
  private ids = new Int32Array(0);
  /** Variants added since the last fold: hash → word ids. */
  private recent = new Map<number, number[]>();
  private recentCount = 0;

  /** `foldAt`: the recent variants that are sorted in with the others (smaller in tests). */
  constructor(private readonly foldAt = FOLD_AT) {}

  /** Files word `id` (its letters as code points) under each of its variants. */
  add(id: number, letters: readonly number[]): void {
    for (const hash of variantHashes(letters)) {
      const ids = this.recent.get(hash);
      if (ids) ids.push(id);
      else this.recent.set(hash, [id]);
      this.recentCount += 1;
    }
    if (this.recentCount >= this.foldAt) this.fold();
  }

  /** The ids filed under any variant of `letters` (each once): the words that may be one edit away. */
  candidates(letters: readonly number[]): number[] {
    const found = new Set<number>();
    for (const hash of variantHashes(letters)) {
      for (let at = this.firstAt(hash); at < this.hashes.length && this.hashes[at] === hash; at++) {
        found.add(this.ids[at] as number);
      }
      for (const id of this.recent.get(hash) ?? []) found.add(id);
    }
    return [...found];
  }

  /** The first place whose hash is not below `hash` (a binary search). */
  private firstAt(hash: number): number {
    let low = 0;
    let high = this.hashes.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.hashes[middle] as number) < hash) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Sorts the recent variants in with the others: a radix sort of the new ones, then one merge. */
  private fold(): void {
    const count = this.recentCount;
    let newHashes = new Uint32Array(count);
    let newIds = new Int32Array(count);
    let at = 0;
    for (const [hash, ids] of this.recent) {
      for (const id of ids) {
        newHashes[at] = hash;
        newIds[at++] = id;
      }
    }
    [newHashes, newIds] = radixSorted(newHashes, newIds);
    const total = this.hashes.length + count;
    const hashes = new Uint32Array(total);
    const ids = new Int32Array(total);
    let old = 0;
    let fresh = 0;
    for (let place = 0; place < total; place++) {
      const takeOld =
        fresh >= count || (old < this.hashes.length && (this.hashes[old] as number) <= (newHashes[fresh] as number));
      if (takeOld) {
        hashes[place] = this.hashes[old] as number;
        ids[place] = this.ids[old++] as number;
      } else {
        hashes[place] = newHashes[fresh] as number;
        ids[place] = newIds[fresh++] as number;
      }
    }
    this.hashes = hashes;
    this.ids = ids;
    this.recent = new Map();
    this.recentCount = 0;
  }
}

/** The pairs sorted by hash: two passes of a stable 16-bit counting sort (LSD radix). */
function radixSorted(
  hashes: Uint32Array<ArrayBuffer>,
  ids: Int32Array<ArrayBuffer>,
): [Uint32Array<ArrayBuffer>, Int32Array<ArrayBuffer>] {
  let fromHashes = hashes;
  let fromIds = ids;
  let toHashes = new Uint32Array(hashes.length);
  let toIds = new Int32Array(ids.length);
  for (const shift of [0, 16]) {
    const counts = new Uint32Array(0x10001);
    for (let index = 0; index < fromHashes.length; index++) {
      const digit = ((fromHashes[index] as number) >>> shift) & 0xffff;
      counts[digit + 1] = (counts[digit + 1] as number) + 1;
    }
    for (let digit = 0; digit < 0x10000; digit++) {
      counts[digit + 1] = (counts[digit + 1] as number) + (counts[digit] as number);
    }
    for (let index = 0; index < fromHashes.length; index++) {
      const hash = fromHashes[index] as number;
      const digit = (hash >>> shift) & 0xffff;
      const place = counts[digit] as number;
      counts[digit] = place + 1;
      toHashes[place] = hash;
      toIds[place] = fromIds[index] as number;
    }
    [fromHashes, toHashes] = [toHashes, fromHashes];
    [fromIds, toIds] = [toIds, fromIds];
  }
  return [fromHashes, fromIds];
}
