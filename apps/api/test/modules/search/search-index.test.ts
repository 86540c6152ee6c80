/**
 * The search index in memory (docs/decisions/0019-search-index-in-memory.md) follows the content: a
 * write reported by the app is searchable by the next search; a listing that leaves the published
 * state leaves the results with its events; a write behind the app's back is found by the
 * background check. Its parts: the typo vocabulary, the bounded page selection, the cards kept per row.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, listings } from "../../../src/db/schema.ts";
import { Random } from "../../../src/db/seed/random.ts";
import { contentChanged } from "../../../src/modules/content-changes/service.ts";
import { CardShelf } from "../../../src/modules/search/index/cards.ts";
import { Corpus, type IndexedRow, smallest, TopKeys } from "../../../src/modules/search/index/corpus.ts";
import { SortedSlots } from "../../../src/modules/search/index/order.ts";
import { searchIndexOf } from "../../../src/modules/search/index/search-index.ts";
import { boundedDistance, letterSetOf, letterSetOfText, Vocabulary } from "../../../src/modules/search/index/typos.ts";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { insertEvent, insertListing, insertListingRow } from "../../helpers/fixtures.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BASE = "/searchservice/api/v1";
async function names(url: string): Promise<string[]> {
  const response = await t.app.inject({ method: "GET", url: `${BASE}${url}` });
  expect(response.statusCode).toBe(200);
  return response.json().content.map((item: { name?: string; title?: string }) => item.name ?? item.title);
}

describe("the index follows the content", () => {
  it("finds a listing the moment its write is reported, and a renamed one under its new name only", async () => {
    const listing = await insertListing(t.database.db, { name: "Zephyrine Polytechnic" });
    expect(await names("/listing/college?key=zephyrine")).toEqual(["Zephyrine Polytechnic"]);

    await t.database.db.update(listings).set({ name: "Quillmore Polytechnic" }).where(eq(listings.id, listing.id));
    await contentChanged(t.database.db, { kind: "listing", id: listing.id });
    expect(await names("/listing/college/autocomplete?key=zephyrine")).toEqual([]);
    expect(await names("/listing/college/autocomplete?key=quillmore")).toEqual(["Quillmore Polytechnic"]);
  });

  it("drops a listing that is no longer published, and its events with it", async () => {
    const listing = await insertListing(t.database.db, { name: "Marrowdale Academy" });
    await insertEvent(t.database.db, listing.id, { title: "Marrowdale Science Fair" });
    expect(await names("/listing/college?key=marrowdale")).toEqual(["Marrowdale Academy"]);
    expect(await names("/event?key=marrowdale")).toEqual(["Marrowdale Science Fair"]);

    await t.database.db.update(listings).set({ status: "ARCHIVED" }).where(eq(listings.id, listing.id));
    await contentChanged(t.database.db, { kind: "listing", id: listing.id });
    expect(await names("/listing/college/autocomplete?key=marrowdale")).toEqual([]);
    expect(await names("/event/autocomplete?key=marrowdale")).toEqual([]);
  });

  it("drops a deleted event", async () => {
    const listing = await insertListing(t.database.db, { name: "Harrowgate Institute" });
    const event = await insertEvent(t.database.db, listing.id, { title: "Harrowgate Robotics Day" });
    expect(await names("/event?key=harrowgate")).toEqual(["Harrowgate Robotics Day"]);
    await t.database.db.delete(events).where(eq(events.id, event.id));
    await contentChanged(t.database.db, { kind: "event", id: event.id });
    expect(await names("/event/autocomplete?key=harrowgate")).toEqual([]);
  });

  it("finds a write made behind the app's back once the background check has run", async () => {
    expect(await names("/listing/college?key=thornbury")).toEqual([]);
    await insertListingRow(t.database.db, { name: "Thornbury Music College" });
    // Nobody told the app: the index does not know yet.
    expect(await names("/listing/college?key=thornbury&size=19")).toEqual([]);
    await searchIndexOf(t.database.db).checkNow();
    // The same search: the answer kept from before the check is forgotten with it.
    expect(await names("/listing/college?key=thornbury&size=19")).toEqual(["Thornbury Music College"]);
  });

  it("reads only the rows the change feed names: a change that left no trace there stays unseen", async () => {
    const traced = await insertListing(t.database.db, { name: "Fernhollow College" });
    const untraced = await insertListing(t.database.db, { name: "Gildenmoor College" });
    expect(await names("/listing/college?key=fernhollow")).toEqual(["Fernhollow College"]);
    expect(await names("/listing/college?key=gildenmoor")).toEqual(["Gildenmoor College"]);
    await searchIndexOf(t.database.db).checkNow();

    // A rename with the feed's trigger off, as no writer can do: only a comparison of every row would find it.
    await t.database.db.execute(sql`alter table listings disable trigger listings_search_row_changed`);
    await t.database.db
      .update(listings)
      .set({ name: "Gildenmoor Renamed College" })
      .where(eq(listings.id, untraced.id));
    await t.database.db.execute(sql`alter table listings enable trigger listings_search_row_changed`);
    await t.database.db.update(listings).set({ name: "Fernhollow Renamed College" }).where(eq(listings.id, traced.id));
    await searchIndexOf(t.database.db).checkNow();

    expect(await names("/listing/college/autocomplete?key=fernhollow")).toEqual(["Fernhollow Renamed College"]);
    expect(await names("/listing/college/autocomplete?key=gildenmoor")).toEqual(["Gildenmoor College"]);
  });

  it("applies clicks counted behind the app's back to that listing's popularity, from the feed", async () => {
    const quiet = await insertListing(t.database.db, { name: "Larkspire Music School" });
    const popular = await insertListing(t.database.db, { name: "Larkspire Dance School" });
    // Equal clicks: by name, so Dance first; then Music gains clicks behind the app's back.
    expect(await names("/listing/college?key=larkspire")).toEqual(["Larkspire Dance School", "Larkspire Music School"]);
    await t.database.db.execute(
      sql`update listings set search_popularity = search_popularity + 7 where id = ${quiet.id}`,
    );
    const [feed] = (
      (await t.database.db.execute(
        sql`select kind from search_changes where row_id = ${quiet.id} order by xid desc limit 1`,
      )) as unknown as { rows: { kind: string }[] }
    ).rows;
    expect(feed).toEqual({ kind: "popularity" });
    await searchIndexOf(t.database.db).checkNow();
    expect(await names("/listing/college?key=larkspire")).toEqual(["Larkspire Music School", "Larkspire Dance School"]);
    expect(popular.id).toBeGreaterThan(0);
  });

  it("answers the card of a renamed listing, not the card it showed before", async () => {
    const listing = await insertListing(t.database.db, { name: "Oakhaven Arts College" });
    expect(await names("/listing/college?key=oakhaven")).toEqual(["Oakhaven Arts College"]);
    await t.database.db.update(listings).set({ name: "Oakhaven School of Arts" }).where(eq(listings.id, listing.id));
    await contentChanged(t.database.db, { kind: "listing", id: listing.id });
    expect(await names("/listing/college?key=oakhaven&size=19")).toEqual(["Oakhaven School of Arts"]);
  });
});

describe("typos come from the vocabulary of the content", () => {
  const letters = (word: string) => [...word];

  it("measures edit distance in characters, and stops past the budget", () => {
    expect(boundedDistance(letters("bengalru"), letters("bengaluru"), 2)).toBe(1);
    expect(boundedDistance(letters("bangaluru"), letters("bengaluru"), 2)).toBe(1);
    expect(boundedDistance(letters("école"), letters("ecole"), 1)).toBe(1);
    expect(boundedDistance(letters("kitten"), letters("sitting"), 3)).toBe(3);
    expect(boundedDistance(letters("kitten"), letters("sitting"), 1)).toBe(2);
  });

  it("forgives one typo from five letters and two from nine, closest first, then in text order", () => {
    const vocabulary = new Vocabulary([["chemistry", "chemist", "physics", "physic", "mumbai", "mumbay", "pune"]]);
    expect(vocabulary.typosOf("chemestry")).toEqual(["chemistry"]);
    expect(vocabulary.typosOf("mumbai")).toEqual(["mumbay"]);
    expect(vocabulary.typosOf("physica")).toEqual(["physic", "physics"]);
    // Below five letters a word matches only as itself.
    expect(vocabulary.typosOf("puna")).toEqual([]);
    expect(vocabulary.has("pune")).toBe(true);
    expect(vocabulary.has("pun")).toBe(false);
  });

  it("finds exactly the words a measure of every word would, in a large vocabulary", () => {
    let seed = 17;
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % below;
    };
    const alphabet = "aeioubdkmnrst";
    const wordOf = (length: number) => Array.from({ length }, () => alphabet[random(alphabet.length)]).join("");
    const words = [...new Set(Array.from({ length: 3000 }, () => wordOf(4 + random(8))))];
    const vocabulary = new Vocabulary([words]);
    const everyWord = (word: string) => {
      const budget = word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0;
      return words
        .map((term) => ({ term, distance: boundedDistance(letters(word), letters(term), budget) }))
        .filter((found) => found.distance > 0 && found.distance <= budget)
        .sort((a, b) => a.distance - b.distance || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0))
        .slice(0, 20)
        .map((found) => found.term);
    };
    // Known words with one or two letters changed, and words nobody wrote.
    const probes = [
      ...words.slice(0, 150).map((word) => `${word.slice(0, 2)}${alphabet[random(alphabet.length)]}${word.slice(3)}`),
      ...words.slice(150, 250).map((word) => `${word}${alphabet[random(alphabet.length)]}`),
      ...Array.from({ length: 100 }, () => wordOf(5 + random(6))),
      "aaaaaaa",
      "abababab",
    ];
    for (const probe of probes) expect([probe, vocabulary.typosOf(probe)]).toEqual([probe, everyWord(probe)]);
  });

  it("finds exactly those words too among words of every letter, accented and beyond the alphabet", () => {
    let seed = 29;
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % below;
    };
    const alphabet = [..."abcdefghijklmnopqrstuvwxyzéüñçø", "𝒜", "ß"];
    const wordOf = (length: number) => Array.from({ length }, () => alphabet[random(alphabet.length)]).join("");
    const words = [...new Set(Array.from({ length: 1200 }, () => wordOf(5 + random(8))))];
    const vocabulary = new Vocabulary([words]);
    const termLetters = words.map((term) => ({ term, letters: letters(term) }));
    const everyWord = (word: string) => {
      const probe = letters(word);
      const budget = probe.length >= 9 ? 2 : probe.length >= 5 ? 1 : 0;
      return termLetters
        .map(({ term, letters }) => ({ term, distance: boundedDistance(probe, letters, budget) }))
        .filter((found) => found.distance > 0 && found.distance <= budget)
        .sort((a, b) => a.distance - b.distance || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0))
        .slice(0, 20)
        .map((found) => found.term);
    };
    const change = (word: string, at: number) => {
      const chars = letters(word);
      chars[at % chars.length] = alphabet[random(alphabet.length)] as string;
      return chars.join("");
    };
    // One letter changed, two changed, one dropped, one added.
    const probes = [
      ...words.slice(0, 120).map((word) => change(word, 2)),
      ...words.slice(120, 240).map((word) => change(change(word, 1), 6)),
      ...words.slice(240, 300).map((word) => letters(word).slice(1).join("")),
      ...words.slice(300, 360).map((word) => `${word}${alphabet[random(alphabet.length)]}`),
    ];
    const found = probes.filter((probe) => everyWord(probe).length > 0);
    expect(found.length).toBeGreaterThan(150);
    // A restored vocabulary takes the letters again from the words' text.
    for (const word of words)
      expect(letterSetOfText(word)).toBe(letterSetOf([...word].map((c) => c.codePointAt(0) as number)));
    for (const probe of probes) expect([probe, vocabulary.typosOf(probe)]).toEqual([probe, everyWord(probe)]);
  });

  it("offers twenty alternatives at most", () => {
    const words = Array.from({ length: 30 }, (_, index) => `word${String.fromCharCode(97 + (index % 26))}${index}`);
    const vocabulary = new Vocabulary([words.map((word) => word.slice(0, 5))]);
    const typos = vocabulary.typosOf("wordz");
    expect(typos).toHaveLength(20);
    expect([typos[0], typos.at(-1)]).toEqual(["worda", "wordt"]);
  });
});

describe("the page is the smallest keys, in order", () => {
  it("agrees with a full sort for every page size", () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % 1000;
    };
    const keys = Array.from({ length: 500 }, random);
    for (const count of [0, 1, 5, 20, 62, 63, 100, 499, 500, 600]) {
      const sorted = [...keys].sort((a, b) => a - b).slice(0, count);
      expect(smallest(Float64Array.from(keys), count)).toEqual(sorted);
    }
  });
});

describe("the page of a relevance search", () => {
  it("keeps the smallest keys offered, in order, for every page size", () => {
    const generator = new Random(3);
    const keys = Array.from({ length: 500 }, () => generator.int(0, 999) + generator.next());
    const top = new TopKeys();
    for (const count of [0, 1, 5, 20, 62, 63, 100, 499, 500, 600]) {
      top.reset(count);
      for (const [slot, key] of keys.entries()) top.offer(key, slot);
      const expected = keys
        .map((key, slot) => ({ key, slot }))
        .sort((a, b) => a.key - b.key)
        .slice(0, count)
        .map((entry) => entry.slot);
      expect(top.slotsInOrder()).toEqual(expected);
    }
  });

  it("is the first rows of the whole order, whether the name hits fill it or the other fields are needed", () => {
    const generator = new Random(8);
    const pick = <T>(list: readonly T[]) => list[generator.int(0, list.length - 1)] as T;
    // "orchid" is in some names, places and facts, "orchd" a known misspelling of it in others; popular
    // rows often have it only in their place or facts, so a page that ignored those fields would differ.
    const words = ["orchid", "orchard", "orchd", "maple", "river", "hill"];
    const rowOf = (id: number): IndexedRow => {
      const name = [pick(words), pick(words)];
      const place = generator.chance(0.3) ? [pick(words)] : [];
      const facts = generator.chance(0.3) ? [pick(words)] : [];
      return {
        id,
        name: name.join(" "),
        folded: name.join(" "),
        popularity: generator.int(0, 20),
        latitude: null,
        longitude: null,
        startsAt: 0,
        endsAt: null,
        listingId: id,
        facets: {},
        words: { name, place, facts, document: [...new Set([...name, ...place, ...facts, pick(words)])] },
      };
    };
    const corpus = new Corpus("listing", []);
    const rows = new Map<number, IndexedRow>();
    const put = (id: number) => {
      const row = rowOf(id);
      rows.set(id, row);
      corpus.upsert(row);
    };
    for (let id = 1; id <= 6000; id++) put(id);
    const searches = [
      { word: "orchid", typos: ["orchd"] },
      { word: "orc", typos: [] },
      { word: "orchd", typos: ["orchid"] },
      { word: "hill", typos: [] },
    ];
    const pagesAgree = () => {
      for (const word of searches) {
        const query = { words: [word], phrase: word.word, filters: {}, near: undefined };
        const ids = (page: number, size: number) =>
          corpus.search(query, { sort: "relevance", page, size }).rows.map((row) => row.id);
        // The whole order, read after a cursor that comes before every row: every field marked, every
        // match ranked.
        const whole = corpus
          .search(query, { sort: "relevance", page: 0, size: 10_000, after: [-1, 0, "", 0] })
          .rows.map((row) => row.id);
        expect(whole.length).toBeGreaterThan(2000);
        for (const [size, page] of [
          [1, 0],
          [3, 1],
          [10, 0],
          [25, 3],
          [70, 2],
          [1000, 2],
        ] as const) {
          expect([word.word, size, page, ids(page, size)]).toEqual([
            word.word,
            size,
            page,
            whole.slice(page * size, page * size + size),
          ]);
        }
      }
    };
    pagesAgree();
    // Renumbered in the popular order (as after a load), then rows renamed, added, removed and clicked:
    // the moved rows' slots no longer follow their rank.
    corpus.compact();
    pagesAgree();
    for (let step = 0; step < 400; step++) {
      const id = generator.int(1, 6200);
      const change = generator.int(0, 2);
      if (change === 0) {
        corpus.remove(id);
        rows.delete(id);
      } else if (change === 1) put(id);
      else corpus.setPopularityOf(id, generator.int(0, 40));
    }
    // Clicks on rows with the word in their name but not first (the rows a page reads in slot order):
    // up, down, or to the same count.
    for (const row of rows.values()) {
      const [first, second] = row.name.split(" ");
      if (second === "orchid" && first !== "orchid") {
        corpus.setPopularityOf(row.id, generator.int(0, 40));
      }
    }
    pagesAgree();
  });
});

describe("the orders are kept in step with every change, not sorted again", () => {
  const lcg = (start: number) => {
    let seed = start;
    return (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % below;
    };
  };

  it("matches a full sort after thousands of random inserts and removals, with ranks growing along it", () => {
    const random = lcg(11);
    const keys = new Map<number, number>();
    const order = new SortedSlots((a, b) => (keys.get(a) as number) - (keys.get(b) as number) || a - b);
    order.build([], 0);
    const inOrder = new Set<number>();
    for (let step = 0; step < 4000; step++) {
      const slot = random(600);
      if (inOrder.has(slot)) {
        order.remove(slot);
        inOrder.delete(slot);
      } else {
        // Many equal keys, and runs of rows put in one place, so that gaps are halved until renumbered.
        keys.set(slot, step % 7 === 0 ? 5 : random(40));
        order.insert(slot);
        inOrder.add(slot);
      }
    }
    const expected = [...inOrder].sort((a, b) => (keys.get(a) as number) - (keys.get(b) as number) || a - b);
    const actual = Array.from({ length: order.size }, (_, place) => order.at(place));
    expect(actual).toEqual(expected);
    const ranks = actual.map((slot) => order.rankOf(slot));
    expect(ranks.every((rank, place) => place === 0 || rank > (ranks[place - 1] as number))).toBe(true);
    expect(Number.isNaN(order.rankOf(999))).toBe(true);

    // Always put first: each rank is half the one before, until the gap is spent and all are renumbered.
    const first = new SortedSlots((a, b) => b - a);
    first.build([], 0);
    for (let slot = 0; slot < 100; slot++) first.insert(slot);
    const frontRanks = Array.from({ length: 100 }, (_, place) => first.rankOf(first.at(place)));
    expect(Array.from({ length: 100 }, (_, place) => first.at(place))).toEqual(
      Array.from({ length: 100 }, (_, place) => 99 - place),
    );
    expect(frontRanks.every((rank, place) => place === 0 || rank > (frontRanks[place - 1] as number))).toBe(true);
    expect(frontRanks[0]).toBeGreaterThanOrEqual(0.5);
  });

  it("ranks a corpus's rows as a corpus built from scratch does, after renames, removals and clicks", () => {
    const random = lcg(5);
    const row = (id: number, name: string, popularity: number): IndexedRow => ({
      id,
      name,
      folded: name.toLowerCase(),
      popularity,
      latitude: 18 + (id % 10) / 10,
      longitude: 73.8,
      startsAt: 0,
      endsAt: null,
      listingId: id,
      facets: {},
      words: { name: name.toLowerCase().split(" "), place: [], facts: [], document: name.toLowerCase().split(" ") },
    });
    const kept = new Corpus("listing", []);
    const rows = new Map<number, IndexedRow>();
    const query = { words: [{ word: "academy", typos: [] }], phrase: "academy", filters: {}, near: undefined };
    const everything = { sort: "relevance" as const, page: 0, size: 500 };
    for (let id = 1; id <= 200; id++) rows.set(id, row(id, `Academy ${random(50)}`, random(4)));
    for (const value of rows.values()) kept.upsert(value);
    // The orders are built by the first search; every change after it is put in place.
    kept.search(query, everything);
    for (let step = 0; step < 300; step++) {
      const id = 1 + random(220);
      const change = random(3);
      if (change === 0) {
        rows.delete(id);
        kept.remove(id);
      } else if (change === 1) {
        const renamed = row(id, `Academy ${random(50)} ${id}`, random(4));
        rows.set(id, renamed);
        kept.upsert(renamed);
      } else if (rows.has(id)) {
        const clicks = random(6);
        rows.set(id, { ...(rows.get(id) as IndexedRow), popularity: clicks });
        kept.setPopularityOf(id, clicks);
      }
    }
    const fresh = new Corpus("listing", []);
    for (const value of rows.values()) fresh.upsert(value);
    const ids = (corpus: Corpus, sort: "relevance" | "name" | "distance") =>
      corpus
        .search(sort === "distance" ? { ...query, near: { lat: 18.5, lng: 73.8, radiusKm: 200 } } : query, {
          ...everything,
          sort,
        })
        .rows.map((found) => found.id);
    expect(ids(kept, "relevance")).toEqual(ids(fresh, "relevance"));
    expect(ids(kept, "name")).toEqual(ids(fresh, "name"));
    expect(ids(kept, "distance")).toEqual(ids(fresh, "distance"));
    expect(ids(kept, "relevance")).toHaveLength(rows.size);
  });
});

describe("cards kept per row", () => {
  const load = (name: string) => async (ids: number[]) => ids.map((id) => ({ id, name }));
  const idOf = (card: { id: number }) => card.id;

  it("keeps a card once read, and forgets it when its row changes", async () => {
    const shelf = new CardShelf<{ id: number; name: string }>(10);
    expect((await shelf.cardsOf([1], load("first"), idOf)).get(1)?.name).toBe("first");
    expect((await shelf.cardsOf([1], load("second"), idOf)).get(1)?.name).toBe("first");
    shelf.forget(1);
    expect((await shelf.cardsOf([1], load("third"), idOf)).get(1)?.name).toBe("third");
  });

  it("does not keep a card read while a change was under way", async () => {
    const shelf = new CardShelf<{ id: number; name: string }>(10);
    const read = shelf.cardsOf(
      [2],
      async (ids) => {
        shelf.forget(2);
        return ids.map((id) => ({ id, name: "read before the change" }));
      },
      idOf,
    );
    expect((await read).get(2)?.name).toBe("read before the change");
    expect((await shelf.cardsOf([2], load("after"), idOf)).get(2)?.name).toBe("after");
  });

  it("holds at most its capacity, the oldest going first", async () => {
    const shelf = new CardShelf<{ id: number; name: string }>(2);
    await shelf.cardsOf([1, 2, 3], load("old"), idOf);
    const reloaded: number[] = [];
    await shelf.cardsOf(
      [1, 2, 3],
      async (ids) => {
        reloaded.push(...ids);
        return ids.map((id) => ({ id, name: "new" }));
      },
      idOf,
    );
    expect(reloaded).toEqual([1]);
  });

  it("keeps a card read again after a change for a full turn, not for what was left of its old one", async () => {
    const shelf = new CardShelf<{ id: number; name: string }>(3);
    await shelf.cardsOf([1, 2, 3], load("old"), idOf);
    shelf.forget(2);
    await shelf.cardsOf([2], load("renamed"), idOf); // the oldest, 1, goes
    await shelf.cardsOf([4], load("old"), idOf); // 2's old turn: nothing goes
    expect(shelf.size).toBe(3);
    const reloaded: number[] = [];
    const cards = await shelf.cardsOf(
      [1, 2, 3, 4],
      async (ids) => {
        reloaded.push(...ids);
        return ids.map((id) => ({ id, name: "loaded again" }));
      },
      idOf,
    );
    expect(reloaded).toEqual([1]);
    expect(cards.get(2)?.name).toBe("renamed");
  });
});

describe("a corpus renumbered", () => {
  const row = (id: number, name: string, latitude: number | null, subjects: string[]): IndexedRow => ({
    id,
    name,
    folded: name.toLowerCase(),
    popularity: 0,
    latitude,
    longitude: latitude === null ? null : 77.6,
    startsAt: 0,
    endsAt: null,
    listingId: id,
    facets: { city: "Pune", subject: subjects },
    words: {
      name: name.toLowerCase().split(" "),
      place: ["pune"],
      facts: subjects.map((subject) => subject.toLowerCase()),
      document: [...name.toLowerCase().split(" "), "pune", ...subjects.map((subject) => subject.toLowerCase())],
    },
  });
  const query = { words: [{ word: "tutor", typos: [] }], phrase: "tutor", filters: {}, near: undefined };
  const page = { sort: "relevance" as const, page: 0, size: 10, facets: ["city", "subject"] };

  it("answers as before, without its removed rows", () => {
    const corpus = new Corpus("listing", ["city", "subject"], ["subject"]);
    corpus.upsert(row(1, "Asha Tutor", 18.6, ["Physics"]));
    corpus.upsert(row(2, "Bela Tutor", 18.4, ["Physics", "Chemistry"]));
    corpus.upsert(row(3, "Chitra Tutor", null, ["Biology"]));
    corpus.upsert(row(4, "Dev Tutor", 18.5, ["Chemistry"]));
    corpus.upsert(row(2, "Bela Tutor", 18.45, ["Chemistry"]));
    corpus.remove(4);
    const before = corpus.search(query, page);
    corpus.compact();
    expect(corpus.deadSlots).toBe(0);
    expect(corpus.search(query, page)).toEqual(before);
    expect(before.rows.map((found) => found.id)).toEqual([1, 2, 3]);
    expect(before.facets).toEqual({
      city: [{ value: "Pune", count: 3 }],
      subject: [
        { value: "Biology", count: 1 },
        { value: "Chemistry", count: 1 },
        { value: "Physics", count: 1 },
      ],
    });
    const near = { ...query, near: { lat: 18.45, lng: 77.6, radiusKm: 10 } };
    expect(corpus.search(near, { ...page, sort: "distance" }).rows.map((found) => found.id)).toEqual([2]);
  });
});
