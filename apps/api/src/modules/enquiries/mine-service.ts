/** The enquirer's own enquiries on their profile (issue 27 items 4 and 5): what they sent, the answers, and deleting one. */
import type { MyEnquiryPage } from "@lwl/contracts/enquiries";
import { type PageQuery, toPage } from "@lwl/contracts/paging";
import type { Database } from "../../db/client.ts";
import { notFound } from "../../shared/http-error.ts";
import type { Actor } from "../access/policy.ts";
import { toMyEnquiry } from "./mappers.ts";
import * as queries from "./queries.ts";

/** GET /api/enquiries/mine: the enquiries sent while signed in, newest first. */
export async function listMine(deps: { db: Database }, actor: Actor, query: PageQuery): Promise<MyEnquiryPage> {
  const where = queries.ofUser(actor.userId);
  const [rows, total] = await Promise.all([
    queries.findEnquiries(deps.db, where, query),
    queries.countEnquiries(deps.db, where),
  ]);
  const replies = await queries.findReplies(
    deps.db,
    rows.map((row) => row.enquiry.id),
  );
  return toPage(
    rows.map((row) => toMyEnquiry(row, replies)),
    query,
    total,
  );
}

/** DELETE /api/enquiries/mine/{id}: gone for the owner too, with its replies; 404 for one that is not theirs. */
export async function deleteMine(deps: { db: Database }, actor: Actor, id: number): Promise<void> {
  if (!(await queries.deleteOwnEnquiry(deps.db, id, actor.userId))) throw notFound("Enquiry", id);
}
