import type { Database } from "../../db/client.ts";

/** What the listings services and policy use; routes.ts builds it once from the app's decorations. */
export interface ListingsDeps {
  db: Database;
}
