/**
 * Known misspellings in memory (ADR 0019): the words a search word may stand for, within its typo
 * budget (words.ts typoBudget), found among the lexemes of the searchable content. The rule is the
 * SQL one it replaces (ADR 0009): edit distance (Levenshtein, counted in characters) at most the
 * budget, the word itself excluded, closest first then in text order, 20 at most.
 */
import { typoBudget } from "../words.ts";
import { compareText } from "./corpus.ts";
import { OneEditIndex } from "./one-edit.ts";

/** Alternatives one word may take at most: more would only slow every test of the word. */
export const MOST_TYPOS = 20;

/** Lookups kept at most (then forgotten all at once): a few MB. */
const KNOWN_WORDS = 20_000;

/**
 * The known words, filed two ways by the lookups that read them:
 * - a word of five to eight letters may be one edit from another (typoBudget): the words of four to
 *   nine letters are filed under their one-deletion variants (one-edit.ts), so such a lookup measures
 *   only the few words sharing a variant with it;
 * - a word of nine letters or more may be two edits from another: the words of seven letters or more
 *   are filed under each pair of letters that follows one another in them (a bigram). A word within k
 *   edits of another keeps at least (its distinct bigrams − 2k) of them (each edit breaks at most two),
 *   so a lookup counts the shared bigrams of the words that have any, and measures the distance only of
 *   those that keep enough: about a hundred words, not the tens of thousands of a similar length in a
 *   long-tail vocabulary (issue 25; measuring every word of a similar length took milliseconds per new
 *   word at 100,000 words).
 * The bigram count was also how one-edit words were looked up: at 100,000 listings it was the search
 * thread's largest cost while people type (0.45 ms of about 0.8 ms per autocomplete).
 */
export class Vocabulary {
  private terms: string[] = [];
  private lengths: number[] = [];
  private all = new Set<string>();
  /** Words of four to nine letters by their one-deletion variants: the candidates of one-edit lookups. */
  private oneEdit = new OneEditIndex();
  /** Per bigram and word length (bigramKey), the words of seven letters or more that have it. */
  private byBigram = new Map<number, number[]>();
  /** Words too short or too repetitive for the bigram count to rule anything out, by length. */
  private byLength = new Map<number, number[]>();
  /** Shared bigrams per word during one lookup (cleared after it through `touched`). */
  private counts = new Uint16Array(1024);
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
    for (const term of terms) {
      if (this.all.has(term)) continue;
      this.all.add(term);
      const id = this.terms.length;
      const letters = [...term];
      this.terms.push(term);
      this.lengths.push(letters.length);
      added = true;
      if (letters.length >= ONE_EDIT_LENGTHS.from && letters.length <= ONE_EDIT_LENGTHS.to) {
        this.oneEdit.add(id, codePointsOf(letters));
      }
      if (letters.length < TWO_EDIT_SHORTEST) continue;
      for (const bigram of bigramsOf(letters)) {
        const key = bigramKey(bigram, letters.length);
        const ids = this.byBigram.get(key);
        if (ids) ids.push(id);
        else this.byBigram.set(key, [id]);
      }
      const sameLength = this.byLength.get(letters.length);
      if (sameLength) sameLength.push(id);
      else this.byLength.set(letters.length, [id]);
    }
    if (this.counts.length < this.terms.length) {
      this.counts = new Uint16Array(Math.max(this.terms.length, this.counts.length * 2));
    }
    // A word looked up before may have a new alternative now.
    if (added) this.known.clear();
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
    const letters = [...word];
    const found: { term: string; distance: number }[] = [];
    const consider = (id: number) => {
      const length = this.lengths[id] as number;
      if (Math.abs(length - letters.length) > budget) return;
      const term = this.terms[id] as string;
      const distance = boundedDistance(letters, [...term], budget);
      if (distance > 0 && distance <= budget) found.push({ term, distance });
    };
    if (budget === 1) {
      for (const id of this.oneEdit.candidates(codePointsOf(letters))) consider(id);
      return closestFirst(found);
    }
    const bigrams = bigramsOf(letters);
    const needed = bigrams.size - 2 * budget;
    if (needed <= 0) {
      // Too few distinct bigrams to rule anything out: every word of a similar length is measured.
      for (let length = letters.length - budget; length <= letters.length + budget; length++) {
        for (const id of this.byLength.get(length) ?? []) consider(id);
      }
    } else {
      const touched: number[] = [];
      for (const bigram of bigrams) {
        // Only the words of a length within the budget: the others could never be close enough.
        for (let length = letters.length - budget; length <= letters.length + budget; length++) {
          const ids = this.byBigram.get(bigramKey(bigram, length));
          if (!ids) continue;
          for (let index = 0; index < ids.length; index++) {
            const id = ids[index] as number;
            if (this.counts[id] === 0) touched.push(id);
            this.counts[id] = (this.counts[id] as number) + 1;
          }
        }
      }
      for (const id of touched) {
        if ((this.counts[id] as number) >= needed) consider(id);
        this.counts[id] = 0;
      }
    }
    return closestFirst(found);
  }
}

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

const codePointsOf = (letters: readonly string[]) => letters.map((letter) => letter.codePointAt(0) as number);

/**
 * Words are filed under each bigram per length: a lookup reads the words of a length within its budget
 * only (at a long-tail vocabulary of a million words, a common bigram's list of every length was tens
 * of thousands of words, most too long or too short to be a typo).
 */
const bigramKey = (bigram: number, length: number) => bigram * 64 + Math.min(length, 63);

/** The distinct pairs of neighbouring letters of a word, each as one number (no string per pair). */
function bigramsOf(letters: readonly string[]): Set<number> {
  const bigrams = new Set<number>();
  for (let index = 1; index < letters.length; index++) {
    const first = (letters[index - 1] as string).codePointAt(0) as number;
    const second = (letters[index] as string).codePointAt(0) as number;
    bigrams.add(first * 0x110000 + second);
  }
  return bigrams;
}

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
