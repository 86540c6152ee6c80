import type { ContactMessage } from "@lwl/contracts/contact";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import type { Mailer } from "../../plugins/mailer.ts";
import { insertContactMessage, markEmailed } from "./queries.ts";

/**
 * Stores the message first so it is never lost, then e-mails it to the site's address. A mail failure
 * is logged and leaves emailed_at empty for a later resend; the visitor's message is still received.
 */
export async function receiveContactMessage(
  deps: { db: Database; mailer: Mailer; siteEmail: string; log: FastifyBaseLogger },
  message: ContactMessage,
): Promise<number> {
  const id = await insertContactMessage(deps.db, message);
  try {
    await deps.mailer.send({
      to: deps.siteEmail,
      replyTo: message.email,
      subject: `[Contact] ${message.subject}`,
      text: `From: ${message.name} <${message.email}>\nMessage #${id}\n\n${message.message}\n`,
    });
    await markEmailed(deps.db, id);
  } catch (error) {
    deps.log.error({ err: error, contactMessageId: id }, "contact message stored but not e-mailed");
  }
  return id;
}
