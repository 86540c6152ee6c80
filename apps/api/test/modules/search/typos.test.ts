/**
 * Typo lookups at a dense vocabulary (src/modules/search/index/typos.ts): the words named for a word are
 * exactly those a measure of every known word finds within its budget (one edit from five letters, two
 * from nine), closest first then in text order, whether the words came in one load or one by one.
 */
import { describe, expect, it } from "vitest";
import { Random } from "../../../src/db/seed/random.ts";
import { BitParallelDistance, boundedDistance, Vocabulary } from "../../../src/modules/search/index/typos.ts";

describe("typos at a vocabulary with many near neighbours", () => {
  it("names every word within the budget, and no other, through both lookups", () => {
    const generator = new Random(41);
    const random = (below: number) => generator.int(0, below - 1);
    // A small alphabet: most probes have several words one and two edits away, and hashes of
    // different variants share places in the sorted arrays.
    const alphabet = "aeobé";
    const letter = () => alphabet[random(alphabet.length)] as string;
    const wordOf = (length: number) => Array.from({ length }, letter).join("");
    const words = [...new Set(Array.from({ length: 2500 }, () => wordOf(4 + random(10))))];
    // Most words in one load (sorted in at once), the last ones one at a time (kept aside, then folded).
    const vocabulary = new Vocabulary([words.slice(0, 2000)]);
    for (const word of words.slice(2000)) vocabulary.add([word]);

    // A replaced, added or removed letter at any place.
    const edited = (word: string) => {
      const at = random(word.length);
      const kind = random(3);
      if (kind === 0) return `${word.slice(0, at)}${letter()}${word.slice(at + 1)}`;
      if (kind === 1) return `${word.slice(0, at)}${letter()}${word.slice(at)}`;
      return `${word.slice(0, at)}${word.slice(at + 1)}`;
    };
    const probes = [
      ...words.slice(0, 100).map(edited),
      ...words.slice(100, 300).map((word) => edited(edited(word))),
      ...words.slice(2400, 2500).map((word) => edited(edited(word))),
      // Two letters side by side replaced: only the variants without both of them agree.
      ...words.slice(330, 430).map((word) => {
        const at = random(Math.max(1, word.length - 1));
        return `${word.slice(0, at)}${letter()}${letter()}${word.slice(at + 2)}`;
      }),
      ...words.slice(300, 330),
      ...Array.from({ length: 50 }, () => wordOf(5 + random(9))),
    ];
    const lettersOf = words.map((word) => [...word]);
    let twoEdits = 0;
    for (const probe of probes) {
      const probeLetters = [...probe];
      const budget = probeLetters.length >= 9 ? 2 : probeLetters.length >= 5 ? 1 : 0;
      const within = words
        .map((term, id) => ({ term, distance: boundedDistance(probeLetters, lettersOf[id] as string[], budget) }))
        .filter((found) => found.distance > 0 && found.distance <= budget)
        .sort((a, b) => a.distance - b.distance || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0))
        .slice(0, 20);
      twoEdits += within.filter((found) => found.distance === 2).length;
      expect([probe, vocabulary.typosOf(probe)]).toEqual([probe, within.map((found) => found.term)]);
    }
    // Dense enough that two-edit lookups are tested on many words, not on a few.
    expect(twoEdits).toBeGreaterThan(100);
  });

  it("finds a word with two letters side by side replaced, added or removed, and one with a letter moved", () => {
    const vocabulary = new Vocabulary([["admissions", "scholarship", "engineering"]]);
    expect(vocabulary.typosOf("adxyssions")).toEqual(["admissions"]);
    expect(vocabulary.typosOf("scholarshipxy")).toEqual(["scholarship"]);
    expect(vocabulary.typosOf("engeering")).toEqual(["engineering"]);
    expect(vocabulary.typosOf("nengieering")).toEqual(["engineering"]);
  });
});

describe("the bit-parallel measure", () => {
  it("gives the distance the plain table gives, for words of 1 to 32 letters, accented and beyond the BMP", () => {
    const generator = new Random(7);
    const random = (below: number) => generator.int(0, below - 1);
    const alphabet = ["a", "b", "c", "é", "€", "𝒜", "😀"];
    const wordOf = (length: number) => Array.from({ length }, () => alphabet[random(alphabet.length)] as string);
    const measure = new BitParallelDistance();
    for (let round = 0; round < 400; round++) {
      const word = wordOf(1 + random(32));
      expect(measure.prepare(word.map((letter) => letter.codePointAt(0) as number))).toBe(true);
      for (let other = 0; other < 10; other++) {
        const term = wordOf(random(40));
        expect([word.join(""), term.join(""), measure.distance(term.join(""))]).toEqual([
          word.join(""),
          term.join(""),
          boundedDistance(word, term, 100),
        ]);
      }
    }
    expect(measure.prepare(wordOf(33).map((letter) => letter.codePointAt(0) as number))).toBe(false);
  });
});
