/**
 * Lexemes to ids without making a string per occurrence (issue 25): a load of a million rows reads
 * about 90 million lexemes, and a string made for each, then looked up in a `Map`, took most of the
 * load (27 million lookups at about 240 ns, and the collection of the strings). Here a lexeme is
 * hashed and compared where it stands in the row's text; a string is made only for a lexeme seen for
 * the first time.
 *
 * Open addressing over typed arrays: each id's hash is kept, so growing the table never hashes again.
 */

const EMPTY = -1;

export class Interner {
  private words: string[] = [];
  private hashes = new Int32Array(1024);
  private table = new Int32Array(2048).fill(EMPTY);
  private mask = 2047;

  get size(): number {
    return this.words.length;
  }

  /** Every lexeme, by id (a copy: the interner keeps adding to its own list). */
  allWords(): string[] {
    return this.words.slice();
  }

  /** An interner giving `words` the ids 0, 1, 2… in that order (a snapshot's). */
  static of(words: readonly string[]): Interner {
    const interner = new Interner();
    for (const word of words) interner.intern(word);
    return interner;
  }

  /** The lexeme of an id. */
  word(id: number): string {
    return this.words[id] as string;
  }

  /** The id of `word`, or -1 when it has none. */
  find(word: string): number {
    const hash = hashOf(word, 0, word.length);
    for (let at = hash & this.mask; ; at = (at + 1) & this.mask) {
      const id = this.table[at] as number;
      if (id === EMPTY) return EMPTY;
      if (this.hashes[id] === hash && this.words[id] === word) return id;
    }
  }

  /** The id of `word`, given one the first time it is seen. */
  intern(word: string): number {
    return this.internRange(word, 0, word.length);
  }

  /** The id of the lexeme `text.slice(start, end)`, given one the first time it is seen. */
  internRange(text: string, start: number, end: number): number {
    const hash = hashOf(text, start, end);
    let at = hash & this.mask;
    for (; ; at = (at + 1) & this.mask) {
      const id = this.table[at] as number;
      if (id === EMPTY) break;
      if (this.hashes[id] === hash && sameRange(this.words[id] as string, text, start, end)) return id;
    }
    const id = this.words.length;
    this.words.push(start === 0 && end === text.length ? text : text.slice(start, end));
    if (id === this.hashes.length) {
      const hashes = new Int32Array(id * 2);
      hashes.set(this.hashes);
      this.hashes = hashes;
    }
    this.hashes[id] = hash;
    this.table[at] = id;
    // At most half full, so that a probe ends soon.
    if (this.words.length * 2 > this.table.length) this.grow();
    return id;
  }

  private grow(): void {
    const size = this.table.length * 2;
    const table = new Int32Array(size).fill(EMPTY);
    const mask = size - 1;
    for (let id = 0; id < this.words.length; id++) {
      let at = (this.hashes[id] as number) & mask;
      while (table[at] !== EMPTY) at = (at + 1) & mask;
      table[at] = id;
    }
    this.table = table;
    this.mask = mask;
  }
}

/** FNV-1a over the UTF-16 units of `text` from `start` to `end`. */
function hashOf(text: string, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let at = start; at < end; at++) hash = Math.imul(hash ^ text.charCodeAt(at), 0x01000193);
  return hash >>> 1;
}

function sameRange(word: string, text: string, start: number, end: number): boolean {
  if (word.length !== end - start) return false;
  for (let at = 0; at < word.length; at++) if (word.charCodeAt(at) !== text.charCodeAt(start + at)) return false;
  return true;
}
