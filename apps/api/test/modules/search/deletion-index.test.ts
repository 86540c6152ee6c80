/**
 * The one-edit lookup (src/modules/search/index/deletion-index.ts): the words it names for a word include
 * every known word within one edit of it, whether they were filed before or after the last fold.
 */
import { describe, expect, it } from "vitest";
import { Random } from "../../../src/db/seed/random.ts";
import { DeletionIndex } from "../../../src/modules/search/index/deletion-index.ts";
import { boundedDistance } from "../../../src/modules/search/index/typos.ts";

const codePoints = (word: string) => [...word].map((letter) => letter.codePointAt(0) as number);

describe("words one edit away", () => {
  it("names every word within one edit, sorted in or recent, in a vocabulary with many near neighbours", () => {
    const generator = new Random(29);
    const random = (below: number) => generator.int(0, below - 1);
    // A small alphabet: many words share variants, and hashes of different variants collide in the sort.
    const alphabet = "aeiobdkmnré";
    const wordOf = (length: number) => Array.from({ length }, () => alphabet[random(alphabet.length)]).join("");
    const words = [...new Set(Array.from({ length: 4000 }, () => wordOf(4 + random(6))))];
    // Folded every 500 variants: most words are in the sorted arrays, the last few hundred in the recent ones.
    const index = new DeletionIndex(500);
    for (const [id, word] of words.entries()) index.add(id, codePoints(word));

    const letter = () => alphabet[random(alphabet.length)];
    // Each known word changed by one edit at any place: a letter replaced, one added, one taken away.
    const probes = [
      ...words.slice(0, 200).map((word) => {
        const at = random(word.length);
        return `${word.slice(0, at)}${letter()}${word.slice(at + 1)}`;
      }),
      ...words.slice(200, 300).map((word) => {
        const at = random(word.length + 1);
        return `${word.slice(0, at)}${letter()}${word.slice(at)}`;
      }),
      ...words.slice(300, 400).map((word) => {
        const at = random(word.length);
        return `${word.slice(0, at)}${word.slice(at + 1)}`;
      }),
      ...words.slice(-100),
      ...Array.from({ length: 100 }, () => wordOf(5 + random(4))),
    ];
    for (const probe of probes) {
      const named = new Set(index.candidates(codePoints(probe)).map((id) => words[id]));
      const withinOne = words.filter((word) => boundedDistance([...probe], [...word], 1) <= 1);
      expect([probe, withinOne.filter((word) => !named.has(word))]).toEqual([probe, []]);
    }
  });

  it("names nothing in an empty vocabulary, and a word added later at once", () => {
    const index = new DeletionIndex();
    expect(index.candidates(codePoints("pune"))).toEqual([]);
    index.add(7, codePoints("puna"));
    expect(index.candidates(codePoints("pune"))).toEqual([7]);
    expect(index.candidates(codePoints("mumbai"))).toEqual([]);
  });
});
