/**
 * Sending an enquiry (issue 27 items 4 and 5): to a published listing, by anyone. It is stored, counted
 * in the listing's month, and its two e-mails (to the owner or the site's address, and the enquirer's
 * copy) are kept in the mail outbox in the same transaction, so an SMTP outage delays them and loses
 * nothing; they are tried once the transaction committed. Limits per address, per account and per
 * listing are kept in the database (modules/rate-limits); the same text sent to several other listings
 * within a day is refused. Old enquiries go after ENQUIRY_RETENTION_DAYS (`deleteExpired`).
 */
import { ENQUIRY_RETENTION_DAYS, type EnquiryReceipt, type EnquiryWrite } from "@lwl/contracts/enquiries";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import { type Clock, later } from "../../shared/clock.ts";
import { conflict, forbidden, notFound } from "../../shared/http-error.ts";
import type { Mailer } from "../../shared/mailer.ts";
import type { Actor } from "../access/policy.ts";
import { isVisibleStatus } from "../content/visibility.ts";
import { addToMonthlyCount } from "../listing-stats/service.ts";
import { hasOwner } from "../listings/policy.ts";
import { type KeptMessage, keepForSending, sendKept } from "../mail-outbox/service.ts";
import * as rateLimits from "../rate-limits/service.ts";
import { copyLetter, enquiryLetter } from "./letters.ts";
import { enquiryMessageHash } from "./message-hash.ts";
import * as queries from "./queries.ts";

export interface EnquiriesDeps {
  db: Database;
  /** Dates enquiries, the limits' windows, the same-message window and the retention. */
  now: Clock;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Where enquiries to listings nobody owns go (SITE_EMAIL, as the contact form's messages). */
  siteEmail: string;
  publicUrl: string;
}

const DAY_MS = 24 * 60 * 60_000;

/** A person sends a few enquiries an hour; a script sends many, from one address or account, or to one listing. */
export const ENQUIRY_RATE_LIMITS = {
  address: { bucket: "enquiry-address", max: 10, windowMinutes: 60 },
  user: { bucket: "enquiry-user", max: 10, windowMinutes: 60 },
  listing: { bucket: "enquiry-listing", max: 30, windowMinutes: 60 },
} satisfies Record<string, rateLimits.RateLimit>;

/**
 * The same message is refused once it went to this many other listings within SAME_MESSAGE_WINDOW_HOURS:
 * a family may ask three schools the same question; a fourth and more looks like a mailing.
 */
export const SAME_MESSAGE_MAX_OTHER_LISTINGS = 3;
export const SAME_MESSAGE_WINDOW_HOURS = 24;

export const OWN_LISTING = "You cannot send an enquiry to your own listing.";
export const SAME_MESSAGE =
  "This message was already sent to several other listings today. Please write to each listing about what you want to know from it.";
const SENT_TO_OWNER = "Thank you! Your enquiry has been sent. A copy is on its way to your e-mail.";
const SENT_TO_SITE =
  "Thank you! This listing has no owner on our site yet, so your enquiry went to our team. A copy is on its way to your e-mail.";

/** Tries kept e-mails after their commit; a failure to even record the try is logged (the round sends them). */
export async function sendAfterCommit(deps: EnquiriesDeps, kept: KeptMessage[], enquiryId: number): Promise<void> {
  for (const message of kept) {
    try {
      await sendKept(deps, message);
    } catch (error) {
      deps.log.error({ err: error, enquiryId }, "enquiry stored; its e-mail waits in the outbox for the next round");
    }
  }
}

/** POST /api/listings/{id}/enquiries. */
export async function sendEnquiry(
  deps: EnquiriesDeps,
  viewer: Actor | null,
  clientIp: string,
  listingId: number,
  body: EnquiryWrite,
): Promise<EnquiryReceipt> {
  const listing = await queries.findEnquiredListing(deps.db, listingId);
  if (!listing || !isVisibleStatus(listing.status)) throw notFound("Listing", listingId);
  const owned = hasOwner(listing);
  const ownerId = owned ? listing.authorId : null;
  if (viewer && ownerId === viewer.userId) throw forbidden(OWN_LISTING);

  const keys: [rateLimits.RateLimit, string][] = [[ENQUIRY_RATE_LIMITS.address, clientIp]];
  if (viewer) keys.push([ENQUIRY_RATE_LIMITS.user, `user:${viewer.userId}`]);
  keys.push([ENQUIRY_RATE_LIMITS.listing, `listing:${listingId}`]);
  const hits = await rateLimits.admitAll(deps, keys, "enquiries");

  return rateLimits.givingBackOnFailure(deps, hits, async () => {
    const now = deps.now();
    const messageHash = enquiryMessageHash(body.message);
    const since = later(now, -SAME_MESSAGE_WINDOW_HOURS * 60 * 60_000);
    const others = await queries.countOtherListingsWithMessage(deps.db, messageHash, listingId, since);
    if (others >= SAME_MESSAGE_MAX_OTHER_LISTINGS) throw conflict(SAME_MESSAGE);

    const recipient = owned && listing.authorEmail ? listing.authorEmail : deps.siteEmail;
    const { id, kept } = await deps.db.transaction(async (tx) => {
      const txDeps = { ...deps, db: tx };
      const row = await queries.insertEnquiry(tx, {
        listingId,
        ownerId,
        userId: viewer?.userId ?? null,
        name: body.name,
        email: body.email,
        phone: body.phone,
        asker: body.asker,
        interest: body.interest,
        message: body.message,
        messageHash,
        consentedAt: now,
        createdAt: now,
        updatedAt: now,
      });
      await addToMonthlyCount({ db: tx, now: deps.now }, listingId, "enquiries");
      const toOwner = await keepForSending(
        txDeps,
        enquiryLetter(recipient, !owned, listing, body, row.id, deps.publicUrl),
      );
      const copy = await keepForSending(txDeps, copyLetter(listing, body, !owned, deps.publicUrl));
      return { id: row.id, kept: [toOwner, copy] };
    });
    await sendAfterCommit(deps, kept, id);
    return { id, sentTo: owned ? "OWNER" : "SITE", message: owned ? SENT_TO_OWNER : SENT_TO_SITE };
  });
}

/** Deletes the enquiries sent more than ENQUIRY_RETENTION_DAYS ago. Answers how many went. */
export function deleteExpired(deps: Pick<EnquiriesDeps, "db" | "now">): Promise<number> {
  return queries.deleteSentBefore(deps.db, later(deps.now(), -ENQUIRY_RETENTION_DAYS * DAY_MS));
}
