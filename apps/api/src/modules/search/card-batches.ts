/**
 * The cards that searches miss on the shelf (index/cards.ts), read from the database in batches: every
 * search answered in one turn of the event loop that needs cards the shelf lacks asks for them in one
 * query, read once the turn's other callbacks have run (DataLoader, scheduled with setImmediate). Under a
 * search load the answers of the search thread arrive several to a turn, and each card query cost the
 * database about half a millisecond of CPU and the HTTP thread a round trip (issue 25); alone, a search
 * waits for no one (its turn ends at once).
 */
import DataLoader from "dataloader";

/** More ids than this are read in two queries. */
const MOST_IDS_PER_QUERY = 500;

/**
 * A function that reads the cards of some ids like `read` does (missing or unknown ids are left out),
 * batched with the reads of the same turn. An error of the batch's query is every waiting read's error.
 */
export function batchedCardReads<Card>(
  read: (ids: number[]) => Promise<Card[]>,
  idOf: (card: Card) => number,
): (ids: number[]) => Promise<Card[]> {
  const loader = new DataLoader<number, Card | null>(
    async (ids) => {
      const byId = new Map((await read([...ids])).map((card) => [idOf(card), card]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    // The shelf keeps cards (and forgets them on a change): the loader keeps none.
    { cache: false, maxBatchSize: MOST_IDS_PER_QUERY, batchScheduleFn: (callback) => setImmediate(callback) },
  );
  return async (ids) => {
    const found = await loader.loadMany(ids);
    const failed = found.find((card) => card instanceof Error);
    if (failed) throw failed;
    return found.filter((card): card is Card => card !== null && !(card instanceof Error));
  };
}
