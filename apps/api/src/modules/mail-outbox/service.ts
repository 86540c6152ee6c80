/**
 * Mail that must not be lost (docs/decisions/0015-mail-outbox.md): an administrator's decision is
 * committed before its e-mail is sent, and a mail server that fails at that moment must neither undo
 * the decision nor drop the e-mail. So the message is written to `mail_outbox` first, sent at once,
 * and, when that fails, sent again later by whichever instance's round (`deliverDue`) finds it due,
 * after 1, 5 and 30 minutes, 2 and 12 hours, then daily; after the last attempt it stays with its
 * error for the operator. Rows do not pile up: `pruneOld` removes sent ones after SENT_KEPT_DAYS and
 * given-up ones after GIVEN_UP_KEPT_DAYS (they hold people's addresses and letters).
 */
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import { type Clock, later } from "../../shared/clock.ts";
import type { Mailer, MailMessage } from "../../shared/mailer.ts";
import * as queries from "./queries.ts";

export interface MailOutboxDeps {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The app's clock: when a message is due again, and how old a kept one is. */
  now: Clock;
}

/** Minutes after each failed attempt before the next; one more failure than there are delays gives up. */
export const RETRY_DELAYS_MINUTES = [1, 5, 30, 120, 720, 1440, 1440, 1440] as const;
/** How long an attempt holds its message: longer than any mail server takes to answer or time out. */
export const ATTEMPT_HOLD_MS = 5 * 60_000;
/** Messages one round sends at most. */
export const ROUND_SIZE = 20;

/** Sent messages are kept this long (what was sent, for an operator answering "I never got it"), then removed. */
export const SENT_KEPT_DAYS = 30;
/** Given-up messages are kept longer, for the operator to notice and resend by hand, then removed. */
export const GIVEN_UP_KEPT_DAYS = 90;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const nowOf = (deps: Pick<MailOutboxDeps, "now">) => deps.now();

/**
 * Sends a message so that it is not lost: kept in the outbox, then tried at once. Never throws for a
 * failed send (it is retried later); throws only when the message cannot even be kept. True when it
 * went out at once, false when a later round will send it.
 */
export async function sendDurably(deps: MailOutboxDeps, message: MailMessage): Promise<boolean> {
  return sendKept(deps, await keepForSending(deps, message));
}

/** A message kept in the outbox, not yet tried: what `keepForSending` answers and `sendKept` takes. */
export type KeptMessage = queries.OutboxRow;

/**
 * Keeps a message in the outbox without trying it, so a caller can keep it in the transaction of the
 * write it tells about (both commit, or neither) and try it after the commit with `sendKept`. Held
 * like a first attempt: if nobody tries it, the round sends it once the hold ends.
 */
export function keepForSending(deps: Pick<MailOutboxDeps, "db" | "now">, message: MailMessage): Promise<KeptMessage> {
  return queries.insertMessage(deps.db, message, later(nowOf(deps), ATTEMPT_HOLD_MS));
}

/** The first try of a kept message (after its transaction committed); true when it went out. Never throws for a failed send. */
export function sendKept(deps: MailOutboxDeps, kept: KeptMessage): Promise<boolean> {
  return attempt(deps, kept);
}

/** One round: the messages due now, each tried once. Answers how many were tried. */
export async function deliverDue(deps: MailOutboxDeps): Promise<number> {
  const now = nowOf(deps);
  const rows = await queries.claimDue(deps.db, now, later(now, ATTEMPT_HOLD_MS), ROUND_SIZE);
  for (const row of rows) await attempt(deps, row);
  return rows.length;
}

/** Removes sent messages older than SENT_KEPT_DAYS and given-up ones older than GIVEN_UP_KEPT_DAYS. Answers how many went. */
export async function pruneOld(deps: Pick<MailOutboxDeps, "db" | "now">): Promise<number> {
  const now = nowOf(deps);
  return queries.deleteOld(deps.db, later(now, -SENT_KEPT_DAYS * DAY_MS), later(now, -GIVEN_UP_KEPT_DAYS * DAY_MS));
}

/** One try at sending a message; true when the mail server took it. */
async function attempt(deps: MailOutboxDeps, row: queries.OutboxRow): Promise<boolean> {
  try {
    await deps.mailer.send(row.message);
  } catch (error) {
    const attempts = row.attempts + 1;
    const delay = RETRY_DELAYS_MINUTES[attempts - 1];
    const next = delay === undefined ? null : later(nowOf(deps), delay * MINUTE_MS);
    const reason = error instanceof Error ? error.message : String(error);
    await queries.markFailed(deps.db, row.id, attempts, next, reason);
    const context = { err: error, outboxId: row.id, subject: row.message.subject, attempts };
    if (next) deps.log.warn({ ...context, nextAttemptAt: next }, "an e-mail could not be sent; it will be retried");
    else deps.log.error(context, "an e-mail could not be sent after its last attempt; it stays in mail_outbox");
    return false;
  }
  await queries.markSent(deps.db, row.id, nowOf(deps));
  return true;
}
