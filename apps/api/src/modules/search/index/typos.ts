/**
 * Known misspellings in memory (ADR 0019): the words a search word may stand for, within its typo
 * budget (words.ts typoBudget), found among the lexemes of the searchable content. The rule is the
 * SQL one it replaces (ADR 0009): edit distance (Levenshtein, counted in characters) at most the
 * budget, the word itself excluded, closest first then in text order, 20 at most.
 */
import { typoBudget } from "../words.ts";
import { ByteColumn, UintColumn } from "./columns.ts";
import { compareText } from "./corpus.ts";
import { DeletionIndex, twoDeletionPrefixHashes } from "./deletion-index.ts";
import type { SnapshotPart, SnapshotReader } from "./snapshot-format.ts";

/** Alternatives one word may take at most: more would only slow every test of the word. */
export const MOST_TYPOS = 20;

/** Lookups kept at most (then forgotten all at once): a few MB. */
const KNOWN_WORDS = 20_000;

/**
 * The known words, filed two ways by the lookups that read them:
 * - a word of five to eight letters may be one edit from another (typoBudget): the words of four to
 *   nine letters are filed under their one-deletion variants (deletion-index.ts), so such a lookup measures
 *   only the few words sharing a variant with it;
 * - a word of nine letters or more may be two edits from another: the words of seven letters or more
 *   are filed under the variants of their first seven letters less up to two of them (SymSpell's
 *   prefix neighbourhood), a few hundred candidates per lookup that a bit-parallel measure checks (a
 *   banded table beyond 32 letters).
 * Both replaced a count of shared bigrams (issue 25): at a long-tail vocabulary even a long word's
 * rarest bigrams are in tens of thousands of words, and at a million listings those counts were the
 * search thread's largest cost while people type (6.9 ms per two-edit lookup among 340,000 words, now
 * 0.5 ms; a walk of a trie of the words with the table's rows, also tried, took 5.4 ms).
 */
export class Vocabulary {
  private terms: string[] = [];
  /** Per word, its length in letters (capped at 255). */
  private lengths = new ByteColumn();
  /** Per word, the letters it has (`letterSetOf`): most candidates of a lookup are ruled out by these alone. */
  private letterSets = new UintColumn();
  private all = new Set<string>();
  /** Words of four to nine letters by their one-deletion variants: the candidates of one-edit lookups. */
  private oneEdit = new DeletionIndex();
  /** Words of seven letters or more by the two-deletion variants of their first seven letters. */
  private long = new DeletionIndex(undefined, twoDeletionPrefixHashes);
  private measure = new BandedDistance();
  private bitParallel = new BitParallelDistance();
  /** Words already looked up (forgotten when words are added). */
  private known = new Map<string, string[]>();

  constructor(lexicons: Iterable<readonly string[]> = []) {
    for (const lexicon of lexicons) this.add(lexicon);
  }

  /**
   * Adds words (those already known are skipped). A word only ever joins: one whose rows are gone
   * still offers itself as an alternative, which then matches nothing, until the index is rebuilt.
   */
  add(terms: readonly string[]): void {
    let added = false;
    const oneEdit: { id: number; letters: number[] }[] = [];
    const twoEdit: { id: number; letters: number[] }[] = [];
    for (const term of terms) {
      if (this.all.has(term)) continue;
      this.all.add(term);
      const id = this.terms.length;
      const letters = codePointsOf([...term]);
      this.terms.push(term);
      this.lengths.push(Math.min(letters.length, 255));
      this.letterSets.push(letterSetOf(letters));
      added = true;
      if (letters.length >= ONE_EDIT_LENGTHS.from && letters.length <= ONE_EDIT_LENGTHS.to)
        oneEdit.push({ id, letters });
      if (letters.length >= TWO_EDIT_SHORTEST) twoEdit.push({ id, letters });
    }
    for (const [index, words] of [
      [this.oneEdit, oneEdit],
      [this.long, twoEdit],
    ] as const) {
      // A load's many words are sorted in at once; a write's few join the recent ones.
      if (words.length > MANY_WORDS) index.addMany(words);
      else for (const { id, letters } of words) index.add(id, letters);
    }
    // A word looked up before may have a new alternative now.
    if (added) this.known.clear();
  }

  /**
   * The vocabulary as a snapshot's parts (ADR 0019 step 8): arrays that words joining later replace,
   * never write in place.
   */
  snapshotParts(): SnapshotPart[] {
    const oneEdit = this.oneEdit.snapshotArrays();
    const long = this.long.snapshotArrays();
    return [
      { name: "terms", strings: this.terms.slice() },
      { name: "lengths", array: this.lengths.used },
      { name: "oneEdit.hashes", array: oneEdit.hashes },
      { name: "oneEdit.ids", array: oneEdit.ids },
      { name: "long.hashes", array: long.hashes },
      { name: "long.ids", array: long.ids },
    ];
  }

  /** A vocabulary from the parts `snapshotParts` gave (`part` reads one by name). */
  static restored(part: SnapshotReader): Vocabulary {
    const vocabulary = new Vocabulary();
    vocabulary.terms = part.strings("terms");
    vocabulary.all = new Set(vocabulary.terms);
    vocabulary.lengths.restored(part.array("lengths", Uint8Array));
    // Not a part of the snapshot: taken again from the words (tens of milliseconds at a million listings).
    for (const term of vocabulary.terms) vocabulary.letterSets.push(letterSetOfText(term));
    vocabulary.oneEdit.restore(part.array("oneEdit.hashes", Uint32Array), part.array("oneEdit.ids", Int32Array));
    vocabulary.long.restore(part.array("long.hashes", Uint32Array), part.array("long.ids", Int32Array));
    return vocabulary;
  }

  /** Is this exactly a known word? */
  has(word: string): boolean {
    return this.all.has(word);
  }

  /** The known words within the word's typo budget, closest first (none below five letters). */
  typosOf(word: string): string[] {
    const known = this.known.get(word);
    if (known) return known;
    const typos = this.lookUp(word);
    if (this.known.size >= KNOWN_WORDS) this.known.clear();
    this.known.set(word, typos);
    return typos;
  }

  private lookUp(word: string): string[] {
    const budget = typoBudget(word);
    if (budget === 0) return [];
    const letters = codePointsOf([...word]);
    const found: { term: string; distance: number }[] = [];
    const index = budget === 1 ? this.oneEdit : this.long;
    const lengths = this.lengths.values;
    const letterSets = this.letterSets.values;
    const letterSet = letterSetOf(letters);
    // Up to 32 letters, the bit-parallel measure (a word's letters as one 32-bit number's bits).
    const bitParallel = this.bitParallel.prepare(letters) ? this.bitParallel : null;
    for (const id of index.candidates(letters)) {
      // A hash shared by chance, or a word of the wrong length: ruled out by the measure.
      if (Math.abs((lengths[id] as number) - letters.length) > budget) continue;
      // Each letter one of them has and the other lacks takes an edit of its own: more than the budget rules the word out.
      const termSet = letterSets[id] as number;
      if (bitCount(letterSet & ~termSet) > budget || bitCount(termSet & ~letterSet) > budget) continue;
      const term = this.terms[id] as string;
      const distance = bitParallel ? bitParallel.distance(term) : this.measure.distance(letters, term, budget);
      if (distance > 0 && distance <= budget) found.push({ term, distance });
    }
    return closestFirst(found);
  }
}

/**
 * Levenshtein distance of a word (as code points) to a term, or budget + 1 as soon as it must exceed the
 * budget: only the cells within `budget` of the table's diagonal are computed (no path through another
 * stays within the budget), in arrays reused by every measure.
 */
class BandedDistance {
  private term = new Int32Array(64);
  private previous = new Int32Array(66);
  private current = new Int32Array(66);

  distance(word: readonly number[], text: string, budget: number): number {
    let length = 0;
    for (const letter of text) {
      if (length === this.term.length)
        return boundedDistance(
          word.map((code) => String.fromCodePoint(code)),
          [...text],
          budget,
        );
      this.term[length++] = letter.codePointAt(0) as number;
    }
    if (Math.abs(length - word.length) > budget) return budget + 1;
    if (word.length + 2 > this.previous.length) {
      this.previous = new Int32Array(word.length + 2);
      this.current = new Int32Array(word.length + 2);
    }
    const term = this.term;
    const far = budget + 1;
    let previous = this.previous;
    let current = this.current;
    // Row 0: the term's first j letters against nothing.
    for (let j = 0; j <= length; j++) previous[j] = j <= budget ? j : far;
    for (let i = 1; i <= word.length; i++) {
      const from = Math.max(1, i - budget);
      const to = Math.min(length, i + budget);
      current[from - 1] = from - 1 === 0 && i <= budget ? i : far;
      let rowBest = far;
      const letter = word[i - 1] as number;
      for (let j = from; j <= to; j++) {
        const substitution = (previous[j - 1] as number) + (term[j - 1] === letter ? 0 : 1);
        const deletion = j <= i - 1 + budget ? (previous[j] as number) + 1 : far;
        const insertion = (current[j - 1] as number) + 1;
        let value = substitution < deletion ? substitution : deletion;
        if (insertion < value) value = insertion;
        if (value > far) value = far;
        current[j] = value;
        if (value < rowBest) rowBest = value;
      }
      if (to < length) current[to + 1] = far;
      if (rowBest > budget) return far;
      const swap = previous;
      previous = current;
      current = swap;
    }
    return previous[length] as number;
  }
}

/**
 * Levenshtein distance of one word to many terms, bit-parallel (Myers 1999, in Hyyrö's form for the
 * distance of two whole strings): the word's letters are the bits of a 32-bit number, and each letter
 * of a term costs a dozen bit operations instead of a row of the table. A two-edit lookup measures
 * hundreds of terms, and the measure was half of the search thread's work while people type (issue 25).
 */
export class BitParallelDistance {
  /** Per letter of the word (below 128; others in `others`), the places it is at, as bits. */
  private ascii = new Int32Array(128);
  private others = new Map<number, number>();
  private letters: readonly number[] = [];
  private last = 0;

  /** Takes the word the next measures are from; false when it has more than 32 letters. */
  prepare(letters: readonly number[]): boolean {
    if (letters.length === 0 || letters.length > 32) return false;
    this.ascii.fill(0);
    this.others.clear();
    letters.forEach((code, place) => {
      if (code < 128) this.ascii[code] = (this.ascii[code] as number) | (1 << place);
      else this.others.set(code, (this.others.get(code) ?? 0) | (1 << place));
    });
    this.letters = letters;
    this.last = 1 << (letters.length - 1);
    return true;
  }

  /** The edit distance of the prepared word to `text` (in code points). */
  distance(text: string): number {
    let positive = -1;
    let negative = 0;
    let score = this.letters.length;
    const last = this.last;
    for (let index = 0; index < text.length; index++) {
      let code = text.charCodeAt(index);
      if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) {
        const low = text.charCodeAt(index + 1);
        if (low >= 0xdc00 && low <= 0xdfff) {
          code = (code - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
          index += 1;
        }
      }
      const equal = code < 128 ? (this.ascii[code] as number) : (this.others.get(code) ?? 0);
      const vertical = equal | negative;
      const horizontal = (((equal & positive) + positive) ^ positive) | equal | 0;
      let up = negative | ~(horizontal | positive);
      let down = positive & horizontal;
      if (up & last) score += 1;
      else if (down & last) score -= 1;
      // The table's first row counts the term's letters: a step up enters at the bottom.
      up = (up << 1) | 1;
      down <<= 1;
      positive = down | ~(vertical | up);
      negative = up & vertical;
    }
    return score;
  }
}

/** More new words than this at once are filed as a batch. */
const MANY_WORDS = 1000;

/** Word lengths filed for one-edit lookups: a word of five to eight letters, one letter more or less. */
const ONE_EDIT_LENGTHS = { from: 4, to: 9 };
/** The shortest word a two-edit lookup (nine letters or more) can find: two letters fewer. */
const TWO_EDIT_SHORTEST = 7;

/** At most MOST_TYPOS words, closest first, then in text order. */
function closestFirst(found: { term: string; distance: number }[]): string[] {
  return found
    .sort((a, b) => a.distance - b.distance || compareText(a.term, b.term))
    .slice(0, MOST_TYPOS)
    .map((entry) => entry.term);
}

/**
 * The letters of a word as the bits of a 32-bit number: a to z one bit each, any other letter one of
 * six bits by its code. A bit one word has and another lacks is a letter of the first that the second
 * does not have at all (letters sharing a bit only hide differences), and every such letter costs an
 * edit: so the count of those bits, either way round, is never more than the words' edit distance.
 */
export function letterSetOf(letters: readonly number[]): number {
  let set = 0;
  for (const code of letters) set |= letterBit(code);
  return set >>> 0;
}

/** `letterSetOf` a word given as text. */
export function letterSetOfText(text: string): number {
  let set = 0;
  for (const letter of text) set |= letterBit(letter.codePointAt(0) as number);
  return set >>> 0;
}

/** The bit of one letter (a code point) in a letter set. */
const letterBit = (code: number) => 1 << (code >= 97 && code <= 122 ? code - 97 : 26 + (code % 6));

/** How many bits of a 32-bit number are set. */
function bitCount(value: number): number {
  let bits = value - ((value >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return Math.imul((bits + (bits >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

const codePointsOf = (letters: readonly string[]) => letters.map((letter) => letter.codePointAt(0) as number);

/** Levenshtein distance of two words (as characters), or budget + 1 as soon as it must exceed the budget. */
export function boundedDistance(a: readonly string[], b: readonly string[], budget: number): number {
  if (Math.abs(a.length - b.length) > budget) return budget + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  let current = new Array<number>(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1);
      const value = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, substitution);
      current[j] = value;
      if (value < rowBest) rowBest = value;
    }
    if (rowBest > budget) return budget + 1;
    [previous, current] = [current, previous];
  }
  return previous[b.length] as number;
}
