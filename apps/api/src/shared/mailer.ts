import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on newsletter mail. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | null;
  from: string;
  outboxDir: string;
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written to the outbox directory as an .eml
 * file plus a .json summary (with its links), so a fresh machine works end to end. The log names the
 * file, never the links: they carry reset tickets and verification tokens, and logs travel further
 * than the outbox folder a developer reads mail in.
 */
export function createMailer(options: MailerOptions, log: FastifyBaseLogger): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  let sequence = 0;
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      sequence += 1;
      // The real time, not the app's clock: it names the file in the order it was written and records
      // when; no rule reads it (shared/clock.ts).
      const stem = `${new Date().toISOString().replace(/[:.]/g, "-")}-${process.pid}-${sequence}`;
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      await writeFile(path.join(options.outboxDir, `${stem}.eml`), info.message as Buffer);
      await writeFile(
        path.join(options.outboxDir, `${stem}.json`),
        JSON.stringify({ ...message, from: options.from, links, sentAt: new Date().toISOString() }, null, 2),
      );
      log.info({ subject: message.subject, file: `${stem}.eml` }, "e-mail written to the outbox");
    },
  };
}
