/**
 * Compare (issue 27 item 3): two to four published listings of one type side by side, each with its
 * facts (compare-facts.ts) and its reviews' summary (the reviews module's own).
 */
import type { Comparison } from "@lwl/contracts/compare";
import { badRequest } from "../../shared/http-error.ts";
import { isVisibleStatus } from "../content/visibility.ts";
import { getReviewSummary } from "../reviews/service.ts";
import { compareRows } from "./compare-facts.ts";
import * as queries from "./queries.ts";
import type { ShortlistDeps } from "./service.ts";

/** GET /api/listings/compare?ids=…: the listings in the order asked, or a 400 that says what is wrong. */
export async function compareListings(deps: ShortlistDeps, ids: readonly number[]): Promise<Comparison> {
  const found = await queries.findCompared(deps.db, ids);
  const byId = new Map(found.filter((row) => isVisibleStatus(row.status)).map((row) => [row.id, row]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0) {
    throw badRequest(
      `${missing.length === 1 ? "Listing" : "Listings"} ${missing.join(", ")} cannot be compared: not found or not published`,
    );
  }
  const rows = ids.map((id) => byId.get(id) as queries.ComparedRow);
  const type = (rows[0] as queries.ComparedRow).type;
  if (rows.some((row) => row.type !== type)) {
    throw badRequest(
      "Only listings of one type can be compared: colleges with colleges, schools with schools, tutors with tutors",
    );
  }
  const compared = await Promise.all(rows.map(async (row) => ({ row, reviews: await getReviewSummary(deps, row.id) })));
  return {
    type,
    listings: rows.map((row) => ({ id: row.id, slug: row.slug, name: row.name, type: row.type, logo: row.logo })),
    rows: compareRows(type, compared),
  };
}
