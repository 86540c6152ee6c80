import type { ContactMessage, ContactReceipt } from "@lwl/contracts/contact";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import type { Clock } from "../../shared/clock.ts";
import { tooManyRequests } from "../../shared/http-error.ts";
import type { Mailer } from "../../shared/mailer.ts";
import { sendDurably } from "../mail-outbox/service.ts";
import type { RateLimit } from "../rate-limits/service.ts";
import * as rateLimits from "../rate-limits/service.ts";
import * as queries from "./queries.ts";

export interface ContactDeps {
  db: Database;
  /** The app's clock: the hourly limit's window, the outbox's retries. */
  now: Clock;
  mailer: Mailer;
  siteEmail: string;
  log: FastifyBaseLogger;
}

/** A contact form is a spam target: a few messages per address and hour is plenty for a person. */
export const CONTACT_LIMIT: RateLimit = { bucket: "contact", max: 5, windowMinutes: 60 };

const THANK_YOU = "Thank you! Your message has been sent. We will get back to you soon.";

/**
 * Counts the submission against the address's hourly limit, or refuses it with a 429 that says when
 * to come back. Only accepted messages count (rate-limits/service.ts).
 */
async function admitSubmission(deps: ContactDeps, clientIp: string): Promise<string> {
  const admission = await rateLimits.admitHit(deps, CONTACT_LIMIT, clientIp);
  if (admission.admitted) return admission.hitId;
  throw tooManyRequests(
    `Too many messages from your address. Please try again in ${rateLimits.minutesToWait(admission.retryAfterSeconds)}.`,
    admission.retryAfterSeconds,
  );
}

/**
 * Stores the message first so it is never lost, then e-mails it to the site's address through the mail
 * outbox (docs/decisions/0015-mail-outbox.md): when the mail server refuses it, a later round sends it,
 * and emailed_at stays empty (it records a message that went out at once). Only a failure to keep the
 * e-mail in the outbox is logged; the visitor's message is received either way.
 */
export async function receiveContactMessage(
  deps: ContactDeps,
  message: ContactMessage,
  clientIp: string,
): Promise<ContactReceipt> {
  const submissionId = await admitSubmission(deps, clientIp);
  let id: number;
  try {
    id = await queries.insertContactMessage(deps.db, message);
  } catch (error) {
    await rateLimits.forgetHit(deps, submissionId);
    throw error;
  }
  try {
    const sentAtOnce = await sendDurably(deps, {
      to: deps.siteEmail,
      replyTo: message.email,
      subject: `[Contact] ${message.subject}`,
      text: `From: ${message.name} <${message.email}>\nMessage #${id}\n\n${message.message}\n`,
    });
    if (sentAtOnce) await queries.markEmailed(deps.db, id, deps.now());
  } catch (error) {
    deps.log.error({ err: error, contactMessageId: id }, "contact message stored, but its e-mail could not be kept");
  }
  return { id, message: THANK_YOU };
}
