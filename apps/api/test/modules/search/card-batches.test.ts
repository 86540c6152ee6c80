import { describe, expect, it } from "vitest";
import { batchedCardReads } from "../../../src/modules/search/card-batches.ts";

interface Card {
  id: number;
  name: string;
}

/** A card store that records the ids of every query it answers. */
function store(known: number[]) {
  const queries: number[][] = [];
  const read = async (ids: number[]): Promise<Card[]> => {
    queries.push(ids);
    return ids.filter((id) => known.includes(id)).map((id) => ({ id, name: `card ${id}` }));
  };
  return { queries, reads: batchedCardReads(read, (card) => card.id) };
}

describe("cards missed by the searches of one turn", () => {
  it("are read in one query, each search getting its own", async () => {
    const { queries, reads } = store([1, 2, 3, 4]);
    const [first, second] = await Promise.all([reads([1, 2]), reads([3, 2])]);
    expect(queries).toHaveLength(1);
    expect(new Set(queries[0])).toEqual(new Set([1, 2, 3]));
    expect(first).toEqual([
      { id: 1, name: "card 1" },
      { id: 2, name: "card 2" },
    ]);
    expect(second).toEqual([
      { id: 3, name: "card 3" },
      { id: 2, name: "card 2" },
    ]);
  });

  it("are read in one query when their searches were answered by separate callbacks of the turn", async () => {
    const { queries, reads } = store([1, 2]);
    // Two timers due together run in one turn, each followed by its promise jobs, as the search thread's
    // answers arriving together do.
    const pending = await new Promise<Promise<Card[]>[]>((resolve) => {
      const started: Promise<Card[]>[] = [];
      setTimeout(() => started.push(reads([1])), 0);
      setTimeout(() => resolve([...started, reads([2])]), 0);
    });
    expect(await Promise.all(pending)).toEqual([[{ id: 1, name: "card 1" }], [{ id: 2, name: "card 2" }]]);
    expect(queries).toEqual([[1, 2]]);
  });

  it("leave out ids the database does not have", async () => {
    const { reads } = store([1]);
    expect(await reads([1, 99])).toEqual([{ id: 1, name: "card 1" }]);
  });

  it("are read at once for a search alone: the next turn's search makes a query of its own", async () => {
    const { queries, reads } = store([1, 2]);
    await reads([1]);
    await reads([2]);
    expect(queries).toEqual([[1], [2]]);
  });

  it("fail every search of the batch with the query's error", async () => {
    const failing = batchedCardReads<Card>(
      () => Promise.reject(new Error("connection terminated")),
      (card) => card.id,
    );
    const results = await Promise.allSettled([failing([1]), failing([2])]);
    expect(results).toEqual([
      { status: "rejected", reason: new Error("connection terminated") },
      { status: "rejected", reason: new Error("connection terminated") },
    ]);
  });
});
