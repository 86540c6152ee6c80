/**
 * The administrators' decisions on "become a listing owner" requests and listing claims
 * (docs/product.md sections 3.6, 3.7 and 7 "Admin service"; design brief section 5). Each decision is
 * one transaction that locks the row, refuses one that is no longer pending (409), records who decided
 * and when, and writes one audit row; once it has committed, the requester's cached viewer is dropped
 * (a new role applies at once) and the requester is e-mailed through the mail outbox: a mail server
 * that fails neither turns the decision into an error the administrator would retry (and get a 409
 * for) nor loses the letter (modules/mail-outbox sends it again later).
 */
import type { AdminClaimRequest, AdminOwnershipRequest } from "@lwl/contracts/ownership";
import type { Page, PageQuery } from "@lwl/contracts/paging";
import type { RequestStatus } from "@lwl/contracts/status";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import type { Clock } from "../../shared/clock.ts";
import { conflict, notFound } from "../../shared/http-error.ts";
import type { Mailer, MailMessage } from "../../shared/mailer.ts";
import type { Actor } from "../access/policy.ts";
import { recordAudit } from "../audit/service.ts";
import { contentChanged } from "../content-changes/service.ts";
import { forgetViewer, type RoleChange, type RoleServiceDeps, raiseRoleTo } from "../identity/accounts/role-service.ts";
import {
  authoredListingsChanged,
  findPublishedListingIdsOfAuthor,
  lockListingOwnership,
  setListingAuthor,
} from "../listings/author-service.ts";
import { hasOwner } from "../listings/policy.ts";
import { sendDurably } from "../mail-outbox/service.ts";
import * as ownership from "../ownership/service.ts";

export interface RequestDecisionsDeps {
  db: Database;
  /** The app's clock: the instant a decision records, and the e-mail's place in the outbox. */
  now: Clock;
  mailer: Mailer;
  viewers: RoleServiceDeps["viewers"];
  /** The site's public origin, for the links in the e-mails. */
  publicUrl: string;
  log: FastifyBaseLogger;
}

export const otherClaimApprovedReason = (listingName: string) =>
  `Another claim on ${listingName} was approved, so the listing now has an owner.`;

const noLongerPending = (what: string, id: number, status: RequestStatus) =>
  conflict(`${what} ${id} is no longer pending: it is ${status}.`);

export function listOwnershipRequests(
  deps: RequestDecisionsDeps,
  page: PageQuery,
): Promise<Page<AdminOwnershipRequest>> {
  return ownership.listOwnershipRequestsToDecide(deps, page);
}

export function listClaims(deps: RequestDecisionsDeps, page: PageQuery): Promise<Page<AdminClaimRequest>> {
  return ownership.listClaimsToDecide(deps, page);
}

// ---------------------------------------------------------------- become a listing owner

export async function approveOwnershipRequest(
  deps: RequestDecisionsDeps,
  actor: Actor,
  id: number,
): Promise<AdminOwnershipRequest> {
  const decided = await deps.db.transaction(async (tx) => {
    const txDeps = { ...deps, db: tx };
    const request = await ownership.lockOwnershipRequestForDecision(txDeps, id);
    if (request.status !== "PENDING") throw noLongerPending("Listing request", id, request.status);
    const role = await raiseRoleTo(txDeps, request.userId, "ListingOwner");
    const after = await ownership.recordOwnershipDecision(txDeps, request, approvedBy(deps, actor));
    await recordAudit(txDeps, {
      actorId: actor.userId,
      action: "APPROVE_OWNERSHIP_REQUEST",
      entityType: "OWNERSHIP_REQUEST",
      entityId: id,
      details: { before: request, after, role },
    });
    return { after, listingIds: await listingsOwnedAgain(txDeps, request.userId, role) };
  });
  forgetViewer(deps, decided.after.userId);
  await authoredListingsChanged(deps, decided.listingIds);
  await sendDurably(deps, ownershipApprovedLetter(deps, decided.after));
  return decided.after;
}

export async function rejectOwnershipRequest(
  deps: RequestDecisionsDeps,
  actor: Actor,
  id: number,
  reason: string,
): Promise<AdminOwnershipRequest> {
  const decided = await deps.db.transaction(async (tx) => {
    const txDeps = { ...deps, db: tx };
    const request = await ownership.lockOwnershipRequestForDecision(txDeps, id);
    if (request.status !== "PENDING") throw noLongerPending("Listing request", id, request.status);
    const after = await ownership.recordOwnershipDecision(txDeps, request, rejectedBy(deps, actor, reason));
    await recordAudit(txDeps, {
      actorId: actor.userId,
      action: "REJECT_OWNERSHIP_REQUEST",
      entityType: "OWNERSHIP_REQUEST",
      entityId: id,
      details: { before: request, after, reason },
    });
    return after;
  });
  await sendDurably(deps, ownershipRejectedLetter(deps, decided, reason));
  return decided;
}

// ---------------------------------------------------------------- listing claims

/**
 * Makes the claimant the listing's author (and at least a ListingOwner), and rejects every other open
 * claim on the listing. A listing whose author was demoted has no owner, so it can change hands this
 * way, again and again. Locks are taken in one order (listing, claims, user), so two approvals of
 * claims on one listing queue on the listing: the second finds its claim rejected or the listing owned
 * and gets a 409.
 */
export async function approveClaim(deps: RequestDecisionsDeps, actor: Actor, id: number): Promise<AdminClaimRequest> {
  const listingId = await ownership.findClaimListingId(deps, id);
  const outcome = await deps.db.transaction(async (tx) => {
    const txDeps = { ...deps, db: tx };
    const listing = await lockListingOwnership(txDeps, listingId);
    if (!listing) throw notFound("Listing", listingId);
    const claim = await ownership.lockClaimForDecision(txDeps, id);
    if (claim.status !== "PENDING") throw noLongerPending("Claim request", id, claim.status);
    if (hasOwner(listing)) {
      throw conflict(`Listing ${listingId} already has an owner: claim request ${id} cannot be approved.`);
    }
    const others = await ownership.lockOtherOpenClaims(txDeps, listingId, id);
    await setListingAuthor(txDeps, listingId, claim.userId);
    const role = await raiseRoleTo(txDeps, claim.userId, "ListingOwner");
    // The claimed listing is told apart below; these are the claimant's others (a demoted owner's).
    const ownedAgain = (await listingsOwnedAgain(txDeps, claim.userId, role)).filter((other) => other !== listingId);
    const after = await ownership.recordClaimDecision(txDeps, claim, approvedBy(deps, actor));
    await recordAudit(txDeps, {
      actorId: actor.userId,
      action: "APPROVE_CLAIM",
      entityType: "CLAIM",
      entityId: id,
      details: { before: claim, after, listingAuthor: { before: listing.authorId, after: claim.userId }, role },
    });
    const reason = otherClaimApprovedReason(listing.name);
    const rejected: AdminClaimRequest[] = [];
    for (const other of others) {
      const otherAfter = await ownership.recordClaimDecision(txDeps, other, rejectedBy(deps, actor, reason));
      await recordAudit(txDeps, {
        actorId: actor.userId,
        action: "REJECT_CLAIM",
        entityType: "CLAIM",
        entityId: other.id,
        details: { before: other, after: otherAfter, reason, approvedClaimId: id },
      });
      rejected.push(otherAfter);
    }
    return { after, role, rejected, ownedAgain };
  });
  forgetViewer(deps, outcome.after.userId);
  // The listing has a new author (its page names who manages it, and it is no longer claimable).
  await contentChanged(deps.db, { kind: "listing", id: listingId });
  await authoredListingsChanged(deps, outcome.ownedAgain);
  await sendDurably(deps, claimApprovedLetter(deps, outcome.after, outcome.role));
  for (const other of outcome.rejected) {
    await sendDurably(deps, claimRejectedLetter(deps, other, other.rejectReason ?? ""));
  }
  return outcome.after;
}

export async function rejectClaim(
  deps: RequestDecisionsDeps,
  actor: Actor,
  id: number,
  reason: string,
): Promise<AdminClaimRequest> {
  const decided = await deps.db.transaction(async (tx) => {
    const txDeps = { ...deps, db: tx };
    const claim = await ownership.lockClaimForDecision(txDeps, id);
    if (claim.status !== "PENDING") throw noLongerPending("Claim request", id, claim.status);
    const after = await ownership.recordClaimDecision(txDeps, claim, rejectedBy(deps, actor, reason));
    await recordAudit(txDeps, {
      actorId: actor.userId,
      action: "REJECT_CLAIM",
      entityType: "CLAIM",
      entityId: id,
      details: { before: claim, after, reason },
    });
    return after;
  });
  await sendDurably(deps, claimRejectedLetter(deps, decided, reason));
  return decided;
}

// ---------------------------------------------------------------- helpers

/**
 * Inside the decision's transaction: when it raised the user's role, the listings they already author
 * (a demoted owner's) have an owner again and are no longer claimable; their cached details are
 * forgotten after the commit (`authoredListingsChanged`).
 */
async function listingsOwnedAgain(
  deps: Pick<RequestDecisionsDeps, "db">,
  userId: string,
  role: RoleChange | undefined,
): Promise<number[]> {
  if (!role || role.before === role.after) return [];
  return findPublishedListingIdsOfAuthor(deps, userId);
}

function approvedBy(deps: Pick<RequestDecisionsDeps, "now">, actor: Actor): ownership.Decision {
  return { status: "APPROVED", rejectReason: null, decidedBy: actor.userId, decidedAt: deps.now() };
}

function rejectedBy(deps: Pick<RequestDecisionsDeps, "now">, actor: Actor, reason: string): ownership.Decision {
  return { status: "REJECTED", rejectReason: reason, decidedBy: actor.userId, decidedAt: deps.now() };
}

const greeting = (name: string) => (name ? `Hello ${name},` : "Hello,");
const signature = "\n\nLEARN WITHOUT LIMITS";

function ownershipApprovedLetter(deps: RequestDecisionsDeps, request: AdminOwnershipRequest): MailMessage {
  return {
    to: request.requester.email,
    subject: "You are now a listing owner",
    text:
      `${greeting(request.requester.fullName)}\n\nYour request to become a listing owner for ` +
      `${request.organisationName} was approved. You can now add your listings: ` +
      `${deps.publicUrl}/add-listing-card${signature}`,
  };
}

function ownershipRejectedLetter(
  deps: RequestDecisionsDeps,
  request: AdminOwnershipRequest,
  reason: string,
): MailMessage {
  return {
    to: request.requester.email,
    subject: "Your request to become a listing owner was not approved",
    text:
      `${greeting(request.requester.fullName)}\n\nYour request to become a listing owner for ` +
      `${request.organisationName} was not approved.\n\nReason: ${reason}\n\n` +
      `You can see your requests on your profile: ${deps.publicUrl}/user-profile${signature}`,
  };
}

function claimApprovedLetter(
  deps: RequestDecisionsDeps,
  claim: AdminClaimRequest,
  role: RoleChange | undefined,
): MailMessage {
  const ownerNote = role && role.before !== role.after ? " You are now a listing owner." : "";
  return {
    to: claim.requester.email,
    subject: `Your claim of ${claim.listingName} was approved`,
    text:
      `${greeting(claim.requester.fullName)}\n\nYour claim of ${claim.listingName} was approved: ` +
      `the listing is now yours to keep up to date.${ownerNote} ` +
      `Edit it here: ${deps.publicUrl}/edit-listing/${claim.listingId}${signature}`,
  };
}

function claimRejectedLetter(deps: RequestDecisionsDeps, claim: AdminClaimRequest, reason: string): MailMessage {
  return {
    to: claim.requester.email,
    subject: `Your claim of ${claim.listingName} was not approved`,
    text:
      `${greeting(claim.requester.fullName)}\n\nYour claim of ${claim.listingName} was not approved.\n\n` +
      `Reason: ${reason}\n\nYou can see your claims on your profile: ${deps.publicUrl}/user-profile${signature}`,
  };
}
