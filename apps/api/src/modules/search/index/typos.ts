/**
 * Known misspellings in memory (ADR 0019): the words a search word may stand for, within its typo
 * budget (words.ts typoBudget), found among the lexemes of the searchable content. The rule is the
 * SQL one it replaces (ADR 0009): edit distance (Levenshtein, counted in characters) at most the
 * budget, the word itself excluded, closest first then in text order, 20 at most.
 */
import { typoBudget } from "../words.ts";
import { compareText } from "./corpus.ts";

/** Alternatives one word may take at most: more would only slow every test of the word. */
export const MOST_TYPOS = 20;

/** Lookups kept at most (then forgotten all at once): a few MB. */
const KNOWN_WORDS = 20_000;

/** Words of the vocabulary grouped by length in characters, for the length window of a budget. */
export class Vocabulary {
  private byLength = new Map<number, string[][]>();
  private all = new Set<string>();
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
      const letters = [...term];
      const group = this.byLength.get(letters.length) ?? [];
      this.byLength.set(letters.length, group);
      group.push(letters);
      added = true;
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
    for (let length = letters.length - budget; length <= letters.length + budget; length++) {
      for (const term of this.byLength.get(length) ?? []) {
        const distance = boundedDistance(letters, term, budget);
        if (distance > 0 && distance <= budget) found.push({ term: term.join(""), distance });
      }
    }
    return found
      .sort((a, b) => a.distance - b.distance || compareText(a.term, b.term))
      .slice(0, MOST_TYPOS)
      .map((entry) => entry.term);
  }
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
