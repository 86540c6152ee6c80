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
import type { IndexedRow } from "./corpus.ts";

const QUOTE = 39; // '
const BACKSLASH = 92;
const COLON = 58;
const COMMA = 44;
const A = 65;
const B = 66;
const C = 67;

export function wordsOfDocument(text: string | null): IndexedRow["words"] {
  const name: string[] = [];
  const place: string[] = [];
  const facts: string[] = [];
  const document: string[] = [];
  if (!text) return { name, place, facts, document };
  const length = text.length;
  let at = 0;
  while (at < length) {
    // The opening quote of the next lexeme.
    while (at < length && text.charCodeAt(at) !== QUOTE) at++;
    if (at >= length) break;
    at++;
    let lexeme = "";
    let from = at;
    for (;;) {
      const code = text.charCodeAt(at);
      if (code === BACKSLASH) {
        lexeme += text.slice(from, at);
        from = at + 1;
        at += 2;
      } else if (code === QUOTE) {
        if (text.charCodeAt(at + 1) === QUOTE) {
          lexeme += text.slice(from, at + 1);
          at += 2;
          from = at;
        } else {
          lexeme += text.slice(from, at);
          at++;
          break;
        }
      } else if (at >= length) {
        lexeme += text.slice(from, at);
        break;
      } else {
        at++;
      }
    }
    document.push(lexeme);
    if (text.charCodeAt(at) !== COLON) continue;
    at++;
    let inName = false;
    let inPlace = false;
    let inFacts = false;
    // Positions: digits, an optional weight letter, separated by commas.
    for (;;) {
      while (at < length) {
        const code = text.charCodeAt(at);
        if (code < 48 || code > 57) break;
        at++;
      }
      const weight = text.charCodeAt(at);
      if (weight === A) inName = true;
      else if (weight === B) inPlace = true;
      else if (weight === C) inFacts = true;
      if (weight === A || weight === B || weight === C || weight === 68) at++;
      if (text.charCodeAt(at) !== COMMA) break;
      at++;
    }
    if (inName) name.push(lexeme);
    if (inPlace) place.push(lexeme);
    if (inFacts) facts.push(lexeme);
  }
  return { name, place, facts, document };
}
