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
 * The same filing serves two-edit lookups (typos.ts) with other variants: the first seven letters less
 * up to two of them (`twoDeletionPrefixHashes`).
 *
 * Storage: the (hash, word id) pairs sorted by hash in two typed arrays (8 bytes per variant: about 70
 * MB at a million words of nine letters), plus a Map for the words added one by one since they were
 * last sorted, folded in once it holds `FOLD_AT` variants or a quarter of the sorted ones; a load's
 * words are sorted in at once (`addMany`).
 */

import { IntColumn, UintColumn } from "./columns.ts";

const FOLD_AT = 1 << 16;

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a over the first `end` code points of `letters`, without those at `skip` and `also` (-1: none). */
function variantHash(letters: readonly number[], skip: number, also = -1, end = letters.length): number {
  let hash = FNV_OFFSET;
  for (let index = 0; index < end; index++) {
    if (index === skip || index === also) continue;
    const code = letters[index] as number;
    // A code point in up to three bytes' worth of steps, so that "ab" and a letter "\u6162" differ.
    hash = Math.imul(hash ^ (code & 0xff), FNV_PRIME);
    hash = Math.imul(hash ^ ((code >>> 8) & 0xff), FNV_PRIME);
    hash = Math.imul(hash ^ (code >>> 16), FNV_PRIME);
  }
  return hash >>> 0;
}

/** The distinct hashes of a word's variants (the word, and the word less each letter). */
function oneDeletionHashes(letters: readonly number[]): number[] {
  const hashes = new Set<number>([variantHash(letters, -1)]);
  for (let skip = 0; skip < letters.length; skip++) hashes.add(variantHash(letters, skip));
  return [...hashes];
}

/**
 * The distinct hashes of the variants of a word's first `TWO_EDIT_PREFIX` letters less up to two of
 * them: SymSpell's deletion neighbourhood for two edits over a prefix. Two words within two edits have
 * prefixes of that length that agree once each loses at most two letters (every edit costs each side
 * at most one letter of its prefix, a shift included), so every word within two edits shares a variant;
 * the prefix keeps the variants per word at 29 instead of about 50 for a whole word of ten letters.
 */
export function twoDeletionPrefixHashes(letters: readonly number[]): number[] {
  const end = Math.min(letters.length, TWO_EDIT_PREFIX);
  const hashes = new Set<number>([variantHash(letters, -1, -1, end)]);
  for (let skip = 0; skip < end; skip++) {
    hashes.add(variantHash(letters, skip, -1, end));
    for (let also = skip + 1; also < end; also++) hashes.add(variantHash(letters, skip, also, end));
  }
  return [...hashes];
}

const TWO_EDIT_PREFIX = 7;

export class DeletionIndex {
  /** Sorted by hash; `ids[i]` is a word filed under `hashes[i]`. */
  private hashes = new Uint32Array(0);
  private ids = new Int32Array(0);
  /** Variants added since the last fold: hash → word ids. */
  private recent = new Map<number, number[]>();
  private recentCount = 0;

  /** `foldAt`: the recent variants that are sorted in with the others (smaller in tests). */
  constructor(
    private readonly foldAt = FOLD_AT,
    private readonly variantsOf: (letters: readonly number[]) => number[] = oneDeletionHashes,
  ) {}

  /** Every pair, sorted (the recent ones folded in first), for a snapshot: arrays a later fold replaces, never changes. */
  snapshotArrays(): { hashes: Uint32Array; ids: Int32Array } {
    if (this.recentCount > 0) this.fold();
    return { hashes: this.hashes, ids: this.ids };
  }

  /** Takes a snapshot's pairs (`snapshotArrays`) as they are. */
  restore(hashes: Uint32Array, ids: Int32Array): void {
    // A decoded part is an array of its own (snapshot-format.ts), never a view of a shared buffer.
    this.hashes = hashes as Uint32Array<ArrayBuffer>;
    this.ids = ids as Int32Array<ArrayBuffer>;
    this.recent = new Map();
    this.recentCount = 0;
  }

  /** Files word `id` (its letters as code points) under each of its variants. */
  add(id: number, letters: readonly number[]): void {
    for (const hash of this.variantsOf(letters)) {
      const ids = this.recent.get(hash);
      if (ids) ids.push(id);
      else this.recent.set(hash, [id]);
      this.recentCount += 1;
    }
    // Folded once the recent ones are a good share of the sorted ones, so that many words added one by
    // one copy each variant a few times, not once per fold.
    if (this.recentCount >= Math.max(this.foldAt, this.hashes.length >>> 2)) this.fold();
  }

  /** The ids filed under any variant of `letters` (each once): the words that may be within its edits. */
  candidates(letters: readonly number[]): number[] {
    const found = new Set<number>();
    for (const hash of this.variantsOf(letters)) {
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

  /**
   * Files many words at once (a load): their variants go straight into typed arrays, sorted and merged
   * in with the others once, instead of through the recent ones.
   */
  addMany(words: readonly { id: number; letters: readonly number[] }[]): void {
    const hashes = new UintColumn();
    const ids = new IntColumn();
    for (const { id, letters } of words) {
      for (const hash of this.variantsOf(letters)) {
        hashes.push(hash);
        ids.push(id);
      }
    }
    this.mergeIn(hashes.values.slice(0, hashes.length), ids.values.slice(0, ids.length));
  }

  /** Sorts the recent variants in with the others. */
  private fold(): void {
    const hashes = new Uint32Array(this.recentCount);
    const ids = new Int32Array(this.recentCount);
    let at = 0;
    for (const [hash, recentIds] of this.recent) {
      for (const id of recentIds) {
        hashes[at] = hash;
        ids[at++] = id;
      }
    }
    this.recent = new Map();
    this.recentCount = 0;
    this.mergeIn(hashes, ids);
  }

  /** Merges (hash, id) pairs in with the sorted ones: a radix sort of the new ones, then one merge. */
  private mergeIn(pairHashes: Uint32Array<ArrayBuffer>, pairIds: Int32Array<ArrayBuffer>): void {
    const count = pairHashes.length;
    const [newHashes, newIds] = radixSorted(pairHashes, pairIds);
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
