/**
 * Totals of public paged lists, kept for a few seconds per database. Counting every matching row is
 * the dearest part of a page (about 10 ms on PostgreSQL and 40 ms on PGlite for 30,000 listings), and a
 * total that lags a new listing by seconds misleads nobody. Rows themselves are never cached. Pages
 * asked at the same moment share one count, and an expired total is answered while it is recounted
 * (kept-values.ts).
 */
import type { Clock } from "./clock.ts";
import { KeptValues } from "./kept-values.ts";

const pageTotals = new KeptValues();

/** `now`: the caller's deps.now (the app's clock), which ages the totals. */
export function cachedCount(db: object, key: string, count: () => Promise<number>, now: Clock): Promise<number> {
  return pageTotals.get(db, key, count, now);
}
