/**
 * The owner's inbox of enquiries (issue 27 items 4 and 5): the enquiries to their listings with the
 * enquirer's contact details, which nobody else sees (policy.ts). Opening one marks it read; a reply is
 * kept and e-mailed to the enquirer through the mail outbox in the same transaction (status REPLIED);
 * closing ends it. Another owner's enquiry is a 404, so its existence is not told either.
 */
import type { EnquiryReplyWrite, InboxEnquiry, InboxPage, InboxQuery, UnreadCount } from "@lwl/contracts/enquiries";
import { toPage } from "@lwl/contracts/paging";
import { conflict, notFound } from "../../shared/http-error.ts";
import { type Actor, isAdministrator } from "../access/policy.ts";
import { keepForSending } from "../mail-outbox/service.ts";
import * as rateLimits from "../rate-limits/service.ts";
import { replyLetter } from "./letters.ts";
import { toInboxEnquiry } from "./mappers.ts";
import { handlesEnquiry, inboxRefusal } from "./policy.ts";
import * as queries from "./queries.ts";
import { type EnquiriesDeps, sendAfterCommit } from "./service.ts";

/** Replies an owner sends in an hour: plenty for a busy admissions office, too few for a spam relay. */
export const REPLY_LIMIT: rateLimits.RateLimit = { bucket: "enquiry-reply-user", max: 60, windowMinutes: 60 };
export const CLOSED_ENQUIRY = "This enquiry is closed: it takes no more replies.";

function inboxWhere(actor: Actor) {
  const refusal = inboxRefusal(actor);
  if (refusal) throw refusal;
  return queries.inboxOf(actor.userId, isAdministrator(actor));
}

/** GET /api/enquiries/inbox: newest first, with the unread count. */
export async function listInbox(deps: EnquiriesDeps, actor: Actor, query: InboxQuery): Promise<InboxPage> {
  const where = inboxWhere(actor);
  const filtered = queries.withStatus(where, query.status);
  const [rows, total, unread] = await Promise.all([
    queries.findEnquiries(deps.db, filtered, query),
    queries.countEnquiries(deps.db, filtered),
    queries.countEnquiries(deps.db, queries.unread(where)),
  ]);
  const replies = await queries.findReplies(
    deps.db,
    rows.map((row) => row.enquiry.id),
  );
  return {
    ...toPage(
      rows.map((row) => toInboxEnquiry(row, replies)),
      query,
      total,
    ),
    unread,
  };
}

/** GET /api/enquiries/inbox/unread: the header's count. */
export async function countUnread(deps: EnquiriesDeps, actor: Actor): Promise<UnreadCount> {
  return { unread: await queries.countEnquiries(deps.db, queries.unread(inboxWhere(actor))) };
}

/** The enquiry, when it is the actor's to handle; 403 for a user without an inbox, 404 otherwise. */
async function handledEnquiry(deps: Pick<EnquiriesDeps, "db">, actor: Actor, id: number) {
  const refusal = inboxRefusal(actor);
  if (refusal) throw refusal;
  const found = await queries.findEnquiry(deps.db, id);
  if (!found || !handlesEnquiry(actor, found.enquiry.ownerId)) throw notFound("Enquiry", id);
  return found;
}

async function viewOf(deps: Pick<EnquiriesDeps, "db">, id: number): Promise<InboxEnquiry> {
  const found = await queries.findEnquiry(deps.db, id);
  if (!found) throw notFound("Enquiry", id);
  return toInboxEnquiry(found, await queries.findReplies(deps.db, [id]));
}

/** GET /api/enquiries/inbox/{id}: opening it marks it read. */
export async function openEnquiry(deps: EnquiriesDeps, actor: Actor, id: number): Promise<InboxEnquiry> {
  await handledEnquiry(deps, actor, id);
  await queries.markRead(deps.db, id, deps.now());
  return viewOf(deps, id);
}

/** POST /api/enquiries/inbox/{id}/replies: kept, e-mailed to the enquirer, and the enquiry is REPLIED. */
export async function replyToEnquiry(
  deps: EnquiriesDeps,
  actor: Actor,
  id: number,
  body: EnquiryReplyWrite,
): Promise<InboxEnquiry> {
  const { enquiry, listing } = await handledEnquiry(deps, actor, id);
  if (enquiry.status === "CLOSED") throw conflict(CLOSED_ENQUIRY);
  const hits = await rateLimits.admitAll(deps, [[REPLY_LIMIT, `user:${actor.userId}`]], "replies from you");
  return rateLimits.givingBackOnFailure(deps, hits, async () => {
    const now = deps.now();
    // Replying by e-mail reaches whoever answered: the owner, or the site's team for a listing nobody owns.
    const replyTo = enquiry.ownerId === null ? deps.siteEmail : await queries.findUserEmail(deps.db, actor.userId);
    const kept = await deps.db.transaction(async (tx) => {
      await queries.insertReply(tx, { enquiryId: id, authorId: actor.userId, body: body.body, createdAt: now });
      await queries.setStatus(tx, id, "REPLIED", now);
      await queries.markRead(tx, id, now);
      return keepForSending(
        { ...deps, db: tx },
        replyLetter(enquiry.email, replyTo ?? deps.siteEmail, listing, body.body, enquiry.message),
      );
    });
    await sendAfterCommit(deps, [kept], id);
    return viewOf(deps, id);
  });
}

/** POST /api/enquiries/inbox/{id}/close: no more replies; closing twice is closing once. */
export async function closeEnquiry(deps: EnquiriesDeps, actor: Actor, id: number): Promise<InboxEnquiry> {
  await handledEnquiry(deps, actor, id);
  const now = deps.now();
  await queries.setStatus(deps.db, id, "CLOSED", now);
  await queries.markRead(deps.db, id, now);
  return viewOf(deps, id);
}
