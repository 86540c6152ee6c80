/**
 * Writing listings and reading them as their owner (docs/product.md section 4.4): who may write is
 * listings/policy.ts, what a write does (publish, submit for review, propose a change) is the
 * moderation rule of modules/moderation/service.ts.
 */
import type { ListingVersion, ListingWrite, OwnerListing, OwnerListingSummary } from "@lwl/contracts/listing-writes";
import { type Page, type PageQuery, toPage } from "@lwl/contracts/paging";
import { slugify } from "@lwl/contracts/slug";
import type { Database } from "../../db/client.ts";
import { notFound } from "../../shared/http-error.ts";
import { cachedCount } from "../../shared/page-totals.ts";
import { type Actor, hasOwnerRights, refusedOwnership } from "../access/policy.ts";
import { sanitizeArticleHtml } from "../content/html.ts";
import { contentChanged } from "../content-changes/service.ts";
import {
  changedFields,
  type ModerationState,
  moderationStates,
  NO_MODERATION_STATE,
  planCreate,
  planWrite,
  proposeChanges,
  settleWrittenContent,
  statusAfter,
  submitForReview,
} from "../moderation/service.ts";
import type { ListingsDeps } from "./deps.ts";
import { toListing, toListingSummary } from "./mappers.ts";
import { NOT_YOUR_LISTING, ownsListing } from "./policy.ts";
import * as queries from "./queries.ts";
import { listingValuesOf, versionOfListing } from "./versions.ts";
import * as writes from "./write-queries.ts";

export interface ListingWriteDeps extends ListingsDeps {
  /** PUBLIC_URL, for the sanitiser's own-media rule. */
  publicUrl: string;
}

/** A write body as it will be stored: the description sanitised. */
function versionOf(deps: ListingWriteDeps, body: ListingWrite): ListingVersion {
  return { ...body, description: sanitizeArticleHtml(body.description, { publicUrl: deps.publicUrl }) };
}

async function ownerView(db: Database, row: queries.ListingDetailRow): Promise<OwnerListing> {
  const states = await moderationStates<Partial<ListingVersion>>({ db }, "LISTING", [row.id]);
  return { ...toListing(row), ...(states.get(row.id) ?? NO_MODERATION_STATE) };
}

/** POST /api/listings (the route lets ListingOwners and Administrators in). The creator is the author. */
export async function createListing(deps: ListingWriteDeps, actor: Actor, body: ListingWrite): Promise<OwnerListing> {
  const version = versionOf(deps, body);
  const plan = planCreate(actor);
  const created = await deps.db.transaction(async (tx) => {
    const row = await writes.insertListingRow(tx, {
      ...listingValuesOf(version),
      type: version.type,
      name: version.name,
      slug: slugify(version.name) || "listing",
      authorId: actor.userId,
      status: statusAfter(plan),
      publishedAt: plan === "publish" ? new Date() : null,
    });
    if (plan === "submit") await submitForReview({ db: tx }, "LISTING", row.id, actor.userId);
    // The creator is the author, so their role is the author's role.
    return ownerView(tx, { ...row, authorRole: actor.role });
  });
  await contentChanged(deps.db, { kind: "listing", id: created.id });
  return created;
}

/** PUT /api/listings/{id}: the author (a ListingOwner) or an Administrator; 404 for an unknown listing. */
export async function updateListing(
  deps: ListingWriteDeps,
  actor: Actor,
  id: number,
  body: ListingWrite,
): Promise<OwnerListing> {
  const version = versionOf(deps, body);
  const written = await deps.db.transaction(async (tx) => {
    const row = await writes.lockListingRow(tx, id);
    if (!row) throw notFound("Listing", id);
    if (!ownsListing(actor, row)) throw refusedOwnership(actor, NOT_YOUR_LISTING);
    const plan = planWrite(actor, row.status);
    if (plan === "propose") {
      const changes = changedFields(versionOfListing(row), version);
      await proposeChanges({ db: tx }, "LISTING", id, actor.userId, changes);
      return ownerView(tx, row);
    }
    const updated = await writes.updateListingRow(tx, id, {
      ...listingValuesOf(version),
      status: statusAfter(plan),
      ...(plan === "publish" ? { publishedAt: writes.firstPublished } : {}),
    });
    await settleWrittenContent({ db: tx }, plan, "LISTING", id, actor.userId);
    // A write never changes the author, so the author's role read with the locked row still holds.
    return ownerView(tx, { ...updated, authorRole: row.authorRole });
  });
  await contentChanged(deps.db, { kind: "listing", id });
  return written;
}

/** GET /api/listings/{id}/manage: a listing in any status, with its moderation state, for its author or an Administrator. */
export async function getOwnerListing(deps: ListingsDeps, actor: Actor, id: number): Promise<OwnerListing> {
  const row = await queries.findListingById(deps.db, id);
  if (!row) throw notFound("Listing", id);
  if (!ownsListing(actor, row)) throw refusedOwnership(actor, NOT_YOUR_LISTING);
  return ownerView(deps.db, row);
}

/**
 * GET /api/listings/author/{authorId}: every status with its moderation state for the author (while a
 * ListingOwner) or an Administrator; published listings only (with empty moderation fields) for anyone
 * else, a demoted author included.
 */
export async function listAuthorListings(
  deps: ListingsDeps,
  viewer: Actor | null,
  authorId: string,
  page: PageQuery,
): Promise<Page<OwnerListingSummary>> {
  const id = authorId.toLowerCase();
  const everyStatus = viewer !== null && hasOwnerRights(viewer, id);
  const filter = { authorId: id, publishedOnly: !everyStatus };
  const count = () => queries.countListings(deps.db, filter);
  const [rows, total] = await Promise.all([
    queries.findListingRows(deps.db, filter, page),
    // What visitors see is counted through the short-lived cache, as on the other public lists.
    everyStatus ? count() : cachedCount(deps.db, `listings:*:${id}`, count),
  ]);
  const states = everyStatus
    ? await moderationStates<Partial<ListingVersion>>(
        deps,
        "LISTING",
        rows.map((row) => row.id),
      )
    : new Map<number, ModerationState<Partial<ListingVersion>>>();
  const content = rows.map((row) => ({ ...toListingSummary(row), ...(states.get(row.id) ?? NO_MODERATION_STATE) }));
  return toPage(content, page, total);
}
