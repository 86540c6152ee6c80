/**
 * Who may review a listing, vote on a review and report it (issue 26; docs/decisions/0025). A review
 * is written by a signed-in user with a verified e-mail who has no stake in the listing: not its
 * author (whatever their role now), not an Administrator (they moderate reviews), not someone whose
 * claim of it waits for a decision; and once per listing.
 */
import { REVIEW_REFUSALS } from "@lwl/contracts/reviews";
import { conflict, forbidden, type HttpError } from "../../shared/http-error.ts";
import { type Actor, isAdministrator } from "../access/policy.ts";

export const NOT_YOUR_REVIEW = "This review is not yours.";
export const OWN_REVIEW_VOTE = "You cannot vote on your own review.";
export const OWN_REVIEW_REPORT = "You cannot report your own review.";
export const ALREADY_HELPFUL = "You already marked this review as helpful.";
export const ALREADY_REPORTED = "You already reported this review.";

/** A signed-in user as the review rules see them (a request's viewer fits). */
export interface Reviewer extends Actor {
  emailVerified: boolean;
}

/** What the rules read about the reviewer and the listing. */
export interface ReviewStake {
  listingAuthorId: string | null;
  hasOpenClaim: boolean;
  hasReview: boolean;
}

/** The refusal of a new review of this listing, or null when the reviewer may write one. */
export function reviewRefusal(reviewer: Reviewer, stake: ReviewStake): HttpError | null {
  if (isAdministrator(reviewer)) return forbidden(REVIEW_REFUSALS.administrator);
  if (stake.listingAuthorId !== null && stake.listingAuthorId === reviewer.userId) {
    return forbidden(REVIEW_REFUSALS.owner);
  }
  if (stake.hasOpenClaim) return forbidden(REVIEW_REFUSALS.claimPending);
  if (!reviewer.emailVerified) return forbidden(REVIEW_REFUSALS.unverified);
  if (stake.hasReview) return conflict(REVIEW_REFUSALS.duplicate);
  return null;
}
