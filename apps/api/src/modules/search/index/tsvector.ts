/**
 * A row's words from the text of its search_document alone (migration 0011): the document is the
 * name's lexemes weighted A, the place's B, the facts' C and the description's (stripped of positions),
 * so a lexeme with an A position is in the name, and so on. One column instead of four: at a million
 * rows PostgreSQL wrote the four as JSON in 32 s and this one in 14 s (issue 25), and it is parsed here
 * in one pass.
 *
 * The text form: `'lexeme':1A,5B 'other' 'it''s':3` — lexemes quoted, a quote doubled and a backslash
 * escaped inside, positions (with their weight letter, none for D) after a colon.
 */
import type { WordLists } from "./corpus.ts";

const QUOTE = 39; // '
const BACKSLASH = 92;
const COLON = 58;
const COMMA = 44;
const A = 65;
const B = 66;
const C = 67;
const D = 68;

/** Weights of a lexeme's positions, as bits: in the name (A), the place (B), the facts (C). */
export const IN_NAME = 1;
export const IN_PLACE = 2;
export const IN_FACTS = 4;

/**
 * Calls `visit` for each lexeme of a search document's text, once each (a tsvector's lexemes are
 * distinct), with where it stands in `text` (`decoded` is null) or, for the rare lexeme written with
 * escapes, its decoded text; and its weights as IN_NAME | IN_PLACE | IN_FACTS bits.
 */
export function scanDocument(
  text: string,
  visit: (start: number, end: number, decoded: string | null, weights: number) => void,
): void {
  const length = text.length;
  let at = 0;
  while (at < length) {
    // The opening quote of the next lexeme.
    while (at < length && text.charCodeAt(at) !== QUOTE) at++;
    if (at >= length) break;
    at++;
    const start = at;
    let end = at;
    let decoded: string | null = null;
    let from = at;
    for (;;) {
      const code = text.charCodeAt(at);
      if (at >= length) {
        end = at;
        break;
      }
      if (code === BACKSLASH) {
        decoded = (decoded ?? "") + text.slice(from, at);
        from = at + 1;
        at += 2;
      } else if (code === QUOTE) {
        if (text.charCodeAt(at + 1) === QUOTE) {
          decoded = (decoded ?? "") + text.slice(from, at + 1);
          at += 2;
          from = at;
        } else {
          end = at;
          at++;
          break;
        }
      } else {
        at++;
      }
    }
    if (decoded !== null) decoded += text.slice(from, end);
    let weights = 0;
    if (text.charCodeAt(at) === COLON) {
      at++;
      // Positions: digits, an optional weight letter, separated by commas.
      for (;;) {
        while (at < length) {
          const code = text.charCodeAt(at);
          if (code < 48 || code > 57) break;
          at++;
        }
        const weight = text.charCodeAt(at);
        if (weight === A) weights |= IN_NAME;
        else if (weight === B) weights |= IN_PLACE;
        else if (weight === C) weights |= IN_FACTS;
        if (weight >= A && weight <= D) at++;
        if (text.charCodeAt(at) !== COMMA) break;
        at++;
      }
    }
    visit(start, end, decoded, weights);
  }
}

/** A document's lexemes per field, as strings (tests, and rows loaded a few at a time). */
export function wordsOfDocument(text: string | null): WordLists {
  const name: string[] = [];
  const place: string[] = [];
  const facts: string[] = [];
  const document: string[] = [];
  if (!text) return { name, place, facts, document };
  scanDocument(text, (start, end, decoded, weights) => {
    const lexeme = decoded ?? text.slice(start, end);
    document.push(lexeme);
    if (weights & IN_NAME) name.push(lexeme);
    if (weights & IN_PLACE) place.push(lexeme);
    if (weights & IN_FACTS) facts.push(lexeme);
  });
  return { name, place, facts, document };
}
