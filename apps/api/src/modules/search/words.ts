/**
 * The words of a search and how each may match (docs/decisions/0009-search.md): a word of three
 * letters or more also matches as the start of a longer word (typing "manag" finds "Management");
 * from five letters one typo is forgiven and from nine two (Meilisearch's default); shorter words
 * match exactly. Words are folded as the database folds them (lwl_search: unaccent, lower case).
 */

/** More words than this add nothing to a search but cost. */
export const MAX_QUERY_WORDS = 8;
export const PREFIX_FROM_LETTERS = 3;

/** Letters the unaccent rules map to more than a bare letter, which NFD does not split. */
const SPECIAL_FOLDS: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", đ: "d", ł: "l", ı: "i" };

function isAscii(text: string): boolean {
  for (let index = 0; index < text.length; index++) if (text.charCodeAt(index) > 127) return false;
  return true;
}

/** École → ecole, ÆON → aeon: what lwl_search makes of a word. */
export function fold(text: string): string {
  // Plain ASCII (most names and searches) has no accents to take off.
  if (isAscii(text)) return text.toLowerCase();
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .replace(/[ßæœøđłı]/g, (letter) => SPECIAL_FOLDS[letter] ?? letter);
}

const WORD = /[\p{L}\p{N}]+/gu;

/** The distinct folded words of a search, at most MAX_QUERY_WORDS, in the order typed. */
export function queryWords(key: string): string[] {
  const words = [...fold(key).matchAll(WORD)].map((match) => match[0]);
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

/** Typos forgiven in a word of this many letters. */
export function typoBudget(word: string): number {
  const letters = [...word].length;
  if (letters >= 9) return 2;
  if (letters >= 5) return 1;
  return 0;
}

/** One word of the search with the known spellings it may stand for (from the index's vocabulary, index/typos.ts). */
export interface MatchedWord {
  word: string;
  /** Known words within the word's typo budget, the word itself excluded. */
  typos: string[];
}

/** Does a folded word of a name match a query word (exactly, as its start, or as one of its typos)? */
function matchLength(nameWord: string, words: MatchedWord[]): number {
  let best = 0;
  for (const { word, typos } of words) {
    if (nameWord === word || typos.includes(nameWord)) return nameWord.length;
    if ([...word].length >= PREFIX_FROM_LETTERS && nameWord.startsWith(word)) best = Math.max(best, word.length);
  }
  return best;
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * The name, HTML-escaped, with the matched part of each word in <mark>: the whole word for an exact or
 * misspelt match, the typed beginning for a prefix match (Bengaluru with "beng": <mark>Beng</mark>aluru).
 */
export function highlight(name: string, words: MatchedWord[]): string {
  if (words.length === 0) return escapeHtml(name);
  let html = "";
  let last = 0;
  for (const match of name.matchAll(WORD)) {
    const original = match[0];
    const start = match.index ?? 0;
    const folded = fold(original);
    const matched = matchLength(folded, words);
    html += escapeHtml(name.slice(last, start));
    if (matched === 0) {
      html += escapeHtml(original);
    } else {
      // Walk the original letters until their folded form covers the matched length (É folds to one letter).
      let cut = 0;
      let covered = 0;
      for (const character of original) {
        if (covered >= matched) break;
        covered += fold(character).length;
        cut += character.length;
      }
      html += `<mark>${escapeHtml(original.slice(0, cut))}</mark>${escapeHtml(original.slice(cut))}`;
    }
    last = start + original.length;
  }
  return html + escapeHtml(name.slice(last));
}
