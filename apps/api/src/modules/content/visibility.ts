/**
 * The visibility rule, in one place: visitors see published content only (docs/decisions/0002).
 * "Published" compares case-insensitively (docs/product.md section 4). Code asks `isVisibleStatus`, SQL asks
 * `isVisible(column)`; both answer the same for every status, which test/modules/content/visibility.test.ts
 * checks against the database.
 */
import { type ContentStatus, isPublished } from "@lwl/contracts/status";
import { eq, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

const PUBLISHED = "PUBLISHED" satisfies ContentStatus;

/** For a status read in code (a row, a request): published, in any letter case. */
export const isVisibleStatus: (status: string | null | undefined) => boolean = isPublished;

/**
 * For SQL: `status = 'PUBLISHED'`. The CHECK constraints on listings, events and blogs
 * (`*_status_check` in db/schema.ts) admit the upper-case names only, so a stored status is
 * published exactly when it equals 'PUBLISHED': the case-insensitive rule without `upper(status)`,
 * which would keep the (status, ...) indexes from being used.
 */
export function isVisible(status: PgColumn): SQL {
  return eq(status, PUBLISHED);
}
