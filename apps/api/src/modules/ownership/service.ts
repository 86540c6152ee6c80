/**
 * "Become a listing owner" requests and listing claims (docs/product.md sections 3.6 and 3.7): the
 * requester's side. Only the requester or an Administrator reads or changes one. The administrators'
 * decisions (modules/admin/request-decisions-service.ts) use the functions at the end of this file.
 */
import type {
  AdminClaimRequest,
  AdminOwnershipRequest,
  ClaimRequest,
  ClaimRequestInput,
  OwnershipRequest,
  OwnershipRequestInput,
} from "@lwl/contracts/ownership";
import { type Page, type PageQuery, toPage } from "@lwl/contracts/paging";
import type { RequestStatus } from "@lwl/contracts/status";
import type { Database } from "../../db/client.ts";
import { badRequest, conflict, forbidden, HttpError, notFound } from "../../shared/http-error.ts";
import { type Actor, isAdministrator } from "../access/policy.ts";
import { findListingOwnership } from "../listings/author-service.ts";
import { hasOwner, isClaimable } from "../listings/policy.ts";
import { isDocumentUploadedBy } from "../media/service.ts";
import { toAdminClaimRequest, toAdminOwnershipRequest, toClaimRequest, toOwnershipRequest } from "./mappers.ts";
import * as queries from "./queries.ts";

export interface OwnershipDeps {
  db: Database;
}

/** Whether the user's claim of the listing waits for a decision (they may not review it meanwhile). */
export async function hasOpenClaim(deps: OwnershipDeps, userId: string, listingId: number): Promise<boolean> {
  return (await queries.findOpenClaim(deps.db, userId, listingId)) !== undefined;
}

export const ALREADY_OWNER = "You are already a listing owner: you can add listings from your profile.";
export const ADMINISTRATOR_NEEDS_NO_REQUEST = "Administrators can already manage every listing.";
export const LISTING_ALREADY_OWNED = "This listing already has an owner.";
export const NOT_YOUR_REQUEST = "This request is not yours.";
export const NOT_YOUR_CLAIM = "This claim is not yours.";
export const NOT_YOUR_DOCUMENT =
  "documentUrl must be a document you uploaded: upload it with this claim form, then send the claim.";

const requestNotFound = (id: number) => new HttpError(404, `Listing request ${id} not found`);
const claimNotFound = (id: number) => new HttpError(404, `Claim request ${id} not found`);
// The refusals say what the person can do, in their words; the open request's or claim's id is a
// database number they never see (the pages show the open one instead of the form, issue 28.7).
const OPEN_REQUEST_EXISTS =
  "You already have a request to become a listing owner waiting for review: edit or cancel it on your profile instead of asking again.";
const OPEN_CLAIM_EXISTS =
  "You already have a claim on this listing waiting for review: wait for its decision, or withdraw it on your profile to send a new one.";
const onlyWhilePending = (what: string, status: RequestStatus) =>
  conflict(`Only a pending request can be ${what}; this one is ${status}.`);

const ownsRecord = (actor: Actor, record: { userId: string }) =>
  record.userId === actor.userId || isAdministrator(actor);

const optionalText = (value: string | undefined) => (value ? value : null);

// ---------------------------------------------------------------- become a listing owner

async function readableRequest(deps: OwnershipDeps, actor: Actor, id: number) {
  const row = await queries.findOwnershipRequest(deps.db, id);
  if (!row) throw requestNotFound(id);
  if (!ownsRecord(actor, row)) throw forbidden(NOT_YOUR_REQUEST);
  return row;
}

/** Inside a transaction: the request, locked, after the same checks as reading it. */
async function lockedRequest(deps: OwnershipDeps, actor: Actor, id: number) {
  const row = await queries.lockOwnershipRequest(deps.db, id);
  if (!row) throw requestNotFound(id);
  if (!ownsRecord(actor, row)) throw forbidden(NOT_YOUR_REQUEST);
  return row;
}

/** A Reader asks to become a listing owner; one open request at a time. */
export async function createOwnershipRequest(
  deps: OwnershipDeps,
  actor: Actor,
  input: OwnershipRequestInput,
): Promise<OwnershipRequest> {
  if (actor.role === "Administrator") throw conflict(ADMINISTRATOR_NEEDS_NO_REQUEST);
  if (actor.role === "ListingOwner") throw conflict(ALREADY_OWNER);
  return deps.db.transaction(async (tx) => {
    await queries.lockKey(tx, `ownership-request:${actor.userId}`);
    const open = await queries.findOpenOwnershipRequest(tx, actor.userId);
    if (open) throw conflict(OPEN_REQUEST_EXISTS);
    const row = await queries.insertOwnershipRequest(tx, {
      userId: actor.userId,
      organisationName: input.organisationName,
      position: input.position,
      phone: input.phone,
      website: optionalText(input.website),
      message: input.message,
    });
    return toOwnershipRequest(row);
  });
}

export async function getOwnershipRequest(deps: OwnershipDeps, actor: Actor, id: number): Promise<OwnershipRequest> {
  return toOwnershipRequest(await readableRequest(deps, actor, id));
}

/** Newest first. The route lets only the user or an Administrator ask. */
export async function listOwnershipRequestsOfUser(deps: OwnershipDeps, userId: string): Promise<OwnershipRequest[]> {
  const rows = await queries.findOwnershipRequestsOfUser(deps.db, userId);
  return rows.map(toOwnershipRequest);
}

/** Replaces the fields of a pending request. */
export async function editOwnershipRequest(
  deps: OwnershipDeps,
  actor: Actor,
  id: number,
  input: OwnershipRequestInput,
): Promise<OwnershipRequest> {
  return deps.db.transaction(async (tx) => {
    const row = await lockedRequest({ ...deps, db: tx }, actor, id);
    if (row.status !== "PENDING") throw onlyWhilePending("edited", row.status);
    const updated = await queries.updateOwnershipRequest(tx, id, {
      organisationName: input.organisationName,
      position: input.position,
      phone: input.phone,
      website: optionalText(input.website),
      message: input.message,
    });
    return toOwnershipRequest(updated);
  });
}

export async function cancelOwnershipRequest(deps: OwnershipDeps, actor: Actor, id: number): Promise<OwnershipRequest> {
  return deps.db.transaction(async (tx) => {
    const row = await lockedRequest({ ...deps, db: tx }, actor, id);
    if (row.status !== "PENDING") throw onlyWhilePending("cancelled", row.status);
    return toOwnershipRequest(await queries.updateOwnershipRequest(tx, id, { status: "CANCELLED" }));
  });
}

/** A decided request stays as the record of the decision: only pending or cancelled ones can go. */
export async function deleteOwnershipRequest(deps: OwnershipDeps, actor: Actor, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await lockedRequest({ ...deps, db: tx }, actor, id);
    if (row.status !== "PENDING" && row.status !== "CANCELLED") {
      throw conflict(`Only a pending or cancelled request can be deleted; this one is ${row.status}.`);
    }
    await queries.deleteOwnershipRequest(tx, id);
  });
}

// ---------------------------------------------------------------- listing claims

async function readableClaim(deps: OwnershipDeps, actor: Actor, id: number) {
  const row = await queries.findClaim(deps.db, id);
  if (!row) throw claimNotFound(id);
  if (!ownsRecord(actor, row)) throw forbidden(NOT_YOUR_CLAIM);
  return row;
}

/**
 * A signed-in user claims a listing nobody owns: none authored it, or its author was demoted and lost
 * the owner's rights. A listing visitors cannot see (not published) is answered as not found, as the
 * public read answers it.
 */
export async function createClaim(deps: OwnershipDeps, actor: Actor, input: ClaimRequestInput): Promise<ClaimRequest> {
  // The document is private to its uploader and the administrators: a claim may point only at the
  // claimant's own upload, never at someone else's (or at a path that is no upload at all).
  if (input.documentUrl && !(await isDocumentUploadedBy(deps, input.documentUrl, actor.userId))) {
    throw badRequest(NOT_YOUR_DOCUMENT);
  }
  const listing = await findListingOwnership(deps, input.listingId);
  if (!listing) throw notFound("Listing", input.listingId);
  if (hasOwner(listing)) throw conflict(LISTING_ALREADY_OWNED);
  if (!isClaimable(listing)) throw notFound("Listing", input.listingId);
  return deps.db.transaction(async (tx) => {
    await queries.lockKey(tx, `claim:${actor.userId}:${input.listingId}`);
    const open = await queries.findOpenClaim(tx, actor.userId, input.listingId);
    if (open) throw conflict(OPEN_CLAIM_EXISTS);
    const row = await queries.insertClaim(tx, {
      userId: actor.userId,
      listingId: input.listingId,
      relationship: input.relationship,
      evidence: input.evidence,
      evidenceDocument: optionalText(input.documentUrl),
      contactEmail: input.contactEmail,
      contactPhone: input.contactPhone,
    });
    return toClaimRequest({ ...row, listingName: listing.name });
  });
}

export async function getClaim(deps: OwnershipDeps, actor: Actor, id: number): Promise<ClaimRequest> {
  return toClaimRequest(await readableClaim(deps, actor, id));
}

export async function listClaimsOfUser(deps: OwnershipDeps, userId: string): Promise<ClaimRequest[]> {
  const rows = await queries.findClaimsOfUser(deps.db, userId);
  return rows.map(toClaimRequest);
}

/** Withdraws (deletes) a pending claim. */
export async function withdrawClaim(deps: OwnershipDeps, actor: Actor, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await queries.lockClaim(tx, id);
    if (!row) throw claimNotFound(id);
    if (!ownsRecord(actor, row)) throw forbidden(NOT_YOUR_CLAIM);
    if (row.status !== "PENDING") throw conflict(`Only a pending claim can be withdrawn; this one is ${row.status}.`);
    await queries.deleteClaim(tx, id);
  });
}

// ---------------------------------------------------------------- for the administrators' decisions

export interface Decision {
  status: Extract<RequestStatus, "APPROVED" | "REJECTED">;
  rejectReason: string | null;
  decidedBy: string;
  decidedAt: Date;
}

export async function listOwnershipRequestsToDecide(
  deps: OwnershipDeps,
  page: PageQuery,
): Promise<Page<AdminOwnershipRequest>> {
  const [rows, total] = await Promise.all([
    queries.findOwnershipRequestPage(deps.db, page),
    queries.countOwnershipRequests(deps.db),
  ]);
  return toPage(rows.map(toAdminOwnershipRequest), page, total);
}

export async function listClaimsToDecide(deps: OwnershipDeps, page: PageQuery): Promise<Page<AdminClaimRequest>> {
  const [rows, total] = await Promise.all([queries.findClaimPage(deps.db, page), queries.countClaims(deps.db)]);
  return toPage(rows.map(toAdminClaimRequest), page, total);
}

/** Inside the decision's transaction: the request, locked (404 when there is none). */
export async function lockOwnershipRequestForDecision(deps: OwnershipDeps, id: number): Promise<AdminOwnershipRequest> {
  const row = await queries.lockOwnershipRequest(deps.db, id);
  if (!row) throw requestNotFound(id);
  return toAdminOwnershipRequest(row);
}

export async function recordOwnershipDecision(
  deps: OwnershipDeps,
  request: AdminOwnershipRequest,
  decision: Decision,
): Promise<AdminOwnershipRequest> {
  const row = await queries.updateOwnershipRequest(deps.db, request.id, decision);
  return { ...request, ...toOwnershipRequest(row), decidedBy: row.decidedBy };
}

/** Which listing a claim is on, read without a lock (404 when there is no such claim). */
export async function findClaimListingId(deps: OwnershipDeps, id: number): Promise<number> {
  const row = await queries.findClaim(deps.db, id);
  if (!row) throw claimNotFound(id);
  return row.listingId;
}

/** Inside the decision's transaction: the claim, locked (404 when there is none). */
export async function lockClaimForDecision(deps: OwnershipDeps, id: number): Promise<AdminClaimRequest> {
  const row = await queries.lockClaim(deps.db, id);
  if (!row) throw claimNotFound(id);
  return toAdminClaimRequest(row);
}

/** Inside the decision's transaction: the other pending claims on the listing, locked. */
export async function lockOtherOpenClaims(
  deps: OwnershipDeps,
  listingId: number,
  exceptId: number,
): Promise<AdminClaimRequest[]> {
  const rows = await queries.lockOtherOpenClaims(deps.db, listingId, exceptId);
  return rows.map(toAdminClaimRequest);
}

export async function recordClaimDecision(
  deps: OwnershipDeps,
  claim: AdminClaimRequest,
  decision: Decision,
): Promise<AdminClaimRequest> {
  await queries.setClaimDecision(deps.db, claim.id, decision);
  return {
    ...claim,
    status: decision.status,
    rejectReason: decision.rejectReason,
    decidedBy: decision.decidedBy,
    decidedAt: decision.decidedAt.toISOString(),
    updatedAt: decision.decidedAt.toISOString(),
  };
}
