/**
 * A corpus that has lived through thousands of writes (rows added, replaced and removed, clicks,
 * compactions, postings sealed into segments on the way) answers every search exactly as a corpus
 * loaded from scratch with its live rows does: the same page, keys, total and facets. Its lexicon is
 * the document words of the rows it has seen since its last compaction and of the rows it kept then.
 * The corpus that lived is given each row's words as lists, the fresh one as the text of a search
 * document (what a load reads, tsvector.ts): both ways index the same postings.
 */

import { describe, expect, it, vi } from "vitest";
import { Random } from "../../../src/db/seed/random.ts";
import {
  Corpus,
  type CorpusQuery,
  type IndexedRow,
  type PageRequest,
  type WordLists,
} from "../../../src/modules/search/index/corpus.ts";

/** Replayable draws (the seeds' mulberry32), so that a failure can be replayed. */
const seeded = (seed: number) => {
  const generator = new Random(seed);
  return () => generator.next();
};

/** A row with its words as lists. */
type ListedRow = IndexedRow & { words: WordLists };

/** The row with its words as PostgreSQL writes a search document: `'lexeme':1A,2B 'other'`, quotes doubled. */
function asDocumentText(row: ListedRow): IndexedRow {
  const { name, place, facts, document } = row.words;
  const text = [...new Set(document)]
    .sort()
    .map((lexeme) => {
      const positions = [
        name.includes(lexeme) ? "1A" : "",
        place.includes(lexeme) ? "2B" : "",
        facts.includes(lexeme) ? "3C" : "",
      ]
        .filter(Boolean)
        .join(",");
      const quoted = `'${lexeme.replaceAll("'", "''").replaceAll("\\", "\\\\")}'`;
      return positions ? `${quoted}:${positions}` : quoted;
    })
    .join(" ");
  return { ...row, words: { text } };
}

const WORDS = [
  "school",
  "schola",
  "scholar",
  "science",
  "college",
  "colleges",
  "academy",
  "tutor",
  "tutoring",
  "music",
  "maths",
  "physics",
  "chemistry",
  "public",
  "private",
  "board",
  "state",
  "central",
  "high",
  "primary",
  "ab",
  "an",
  "art",
  "arts",
  "artist",
  "delhi",
  "mumbai",
  "pune",
  "chennai",
  "kolkata",
  "o'brien",
];
const CITIES = ["Delhi", "Mumbai", "Pune", "", "Chennai"];
const SUBJECTS = ["maths", "physics", "art", "music"];

function makeRow(id: number, random: () => number): ListedRow {
  const pick = (count: number) =>
    Array.from({ length: count }, () => WORDS[Math.floor(random() ** 2 * WORDS.length)] as string);
  const nameWords = pick(1 + Math.floor(random() * 3));
  const name = nameWords.map((word) => word[0]?.toUpperCase() + word.slice(1)).join(" ");
  const place = pick(Math.floor(random() * 3));
  const facts = pick(Math.floor(random() * 3));
  // Some long-tail words of the row's own, so the lexicon grows and shrinks.
  const rare = random() < 0.3 ? [`rare${id}`] : [];
  const positioned = random() < 0.8;
  return {
    id,
    name,
    folded: nameWords.join(" "),
    popularity: Math.floor(random() * 4),
    latitude: positioned ? 10 + random() * 5 : null,
    longitude: positioned ? 70 + random() * 5 : null,
    startsAt: 0,
    endsAt: null,
    listingId: id,
    facets: {
      city: random() < 0.9 ? (CITIES[Math.floor(random() * CITIES.length)] as string) : null,
      subjects: SUBJECTS.filter(() => random() < 0.3),
    },
    words: { name: nameWords, place, facts, document: [...nameWords, ...place, ...facts, ...pick(3), ...rare] },
  };
}

const newCorpus = () => new Corpus("listing", ["city", "subjects"], ["subjects"]);

const SEARCHES: { query: CorpusQuery; request: PageRequest }[] = [];
const plain = { filters: {}, near: undefined };
for (const [words, phrase] of [
  [[{ word: "school", typos: ["schola"] }], "school"],
  [[{ word: "sch", typos: [] }], "sch"],
  [[{ word: "art", typos: [] }], "art"],
  [[{ word: "ab", typos: [] }], "ab"],
  [
    [
      { word: "college", typos: ["colleges"] },
      { word: "delhi", typos: [] },
    ],
    "college delhi",
  ],
  [[{ word: "rare17", typos: ["rare71"] }], "rare17"],
  [[], ""],
] as const) {
  const query = { words: words.map((word) => ({ word: word.word, typos: [...word.typos] })), phrase, ...plain };
  SEARCHES.push({ query, request: { sort: "relevance", page: 0, size: 10, facets: ["city", "subjects"] } });
  SEARCHES.push({ query, request: { sort: "name", page: 1, size: 5 } });
  SEARCHES.push({
    query: { ...query, filters: { city: ["Pune"], subjects: ["art"] } },
    request: { sort: "relevance", page: 0, size: 20, facets: ["city", "subjects"] },
  });
  SEARCHES.push({
    query: { ...query, near: { lat: 12, lng: 72, radiusKm: 150 } },
    request: { sort: "distance", page: 0, size: 10 },
  });
}

describe("a corpus after thousands of writes", () => {
  it("answers every search as a corpus loaded from scratch with its live rows does", () => {
    const random = seeded(2025);
    const corpus = newCorpus();
    const rows = new Map<number, ListedRow>();
    /** The lexicon expected: document words kept at the last compaction, and those of every row since. */
    let words = new Set<string>();
    const check = (step: number) => {
      const fresh = newCorpus();
      for (const row of rows.values()) fresh.upsert(asDocumentText(row));
      expect(corpus.size).toBe(rows.size);
      expect(new Set(corpus.idsOf())).toEqual(new Set(rows.keys()));
      for (const { query, request } of SEARCHES) {
        expect(corpus.search(query, request), `${JSON.stringify(query)} at step ${step}`).toEqual(
          fresh.search(query, request),
        );
      }
      expect(corpus.words()).toEqual([...words].sort());
    };
    for (let step = 0; step < 4000; step++) {
      const roll = random();
      const id = 1 + Math.floor(random() * 600);
      if (roll < 0.6) {
        const row = makeRow(id, random);
        const clicks = rows.get(id)?.popularity;
        corpus.upsert(row);
        rows.set(id, row);
        for (const word of row.words.document) words.add(word);
        if (clicks !== undefined) expect(corpus.size).toBe(rows.size);
      } else if (roll < 0.85) {
        corpus.remove(id);
        rows.delete(id);
      } else if (roll < 0.99) {
        const row = rows.get(id);
        const clicks = Math.floor(random() * 5);
        corpus.setPopularityOf(id, clicks);
        if (row) rows.set(id, { ...row, popularity: clicks });
      } else {
        corpus.compact();
        expect(corpus.deadSlots).toBe(0);
        words = new Set([...rows.values()].flatMap((row) => row.words.document));
      }
      if (step % 400 === 399) check(step);
    }
  });
});

describe("a search after other searches", () => {
  /**
   * One of two corpora of different sizes (a search's arrays are shared by every corpus): 0 is loaded and
   * compacted, then written to (postings in segments and in the tail); 1 is written to.
   */
  const build = (CorpusClass: typeof Corpus, which: number) => {
    const random = seeded(77 + which);
    const corpus = new CorpusClass("listing", ["city", "subjects"], ["subjects"]);
    if (which === 0) {
      for (let id = 1; id <= 600; id++) corpus.upsert(asDocumentText(makeRow(id, random)));
      corpus.compact();
      for (let id = 601; id <= 750; id++) corpus.upsert(makeRow(id, random));
    } else {
      for (let id = 1; id <= 150; id++) corpus.upsert(makeRow(id, random));
    }
    return corpus;
  };

  /** The searches that rank by the words' marks (relevance, with and without filters). */
  const MARKING = SEARCHES.filter(({ query, request }) => request.sort === "relevance" && query.words.length > 0);

  it("answers as the first search of a fresh process would: what one search marks, the next never sees", async () => {
    // Each search's answer as the only search of a fresh copy of the module (its arrays never used before).
    const expected: unknown[][] = [[], []];
    for (const [index, { query, request }] of MARKING.entries()) {
      for (const which of [0, 1]) {
        vi.resetModules();
        const fresh = await import("../../../src/modules/search/index/corpus.ts");
        (expected[which] as unknown[])[index] = build(fresh.Corpus, which).search(query, request);
      }
    }
    const corpora = [build(Corpus, 0), build(Corpus, 1)];
    const random = seeded(5);
    for (let round = 0; round < 200; round++) {
      const index = Math.floor(random() * MARKING.length);
      const which = random() < 0.5 ? 0 : 1;
      const { query, request } = MARKING[index] as (typeof MARKING)[number];
      expect(corpora[which]?.search(query, request), `${JSON.stringify(query)} in corpus ${which}`).toEqual(
        (expected[which] as unknown[])[index],
      );
    }
  });
});
