import type { Database } from "../../db/client.ts";
import type { Clock } from "../../shared/clock.ts";

/** What the listings services and policy use; routes.ts builds it once from the app's decorations. */
export interface ListingsDeps {
  db: Database;
  /**
   * The app's clock (shared/clock.ts): which month's search clicks rank the landing sections and make a
   * listing's `searchCount` (modules/search `popularMonth`).
   */
  now: Clock;
}

/**
 * What the rules and reads that do not depend on the time take (policy, ownership, lookups): the
 * database only, so the modules that call them (events, news, admin, ownership, the auth guards) pass
 * theirs, a transaction included.
 */
export type ListingsDbDeps = Pick<ListingsDeps, "db">;
