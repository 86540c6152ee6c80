/**
 * The e-mails identity sends about an account: what each says, with the link it carries.
 *
 * They contain the site's own words and its link, nothing a user chose: a name such as "Customer. Your
 * account was locked, restore it at https://evil..." would otherwise be sent, as the site's text, to
 * any address typed into the sign-up form. So the templates take only the address and the link.
 */
import type { MailMessage } from "../../../shared/mailer.ts";

const GREETING = "Hello,";

export function verificationEmail(to: string, link: string): MailMessage {
  return {
    to,
    subject: "Confirm your e-mail address",
    text: [
      GREETING,
      "",
      "Please confirm your e-mail address for LEARN WITHOUT LIMITS by opening this link:",
      link,
      "",
      "The link works once and expires in 24 hours. If you did not create an account, ignore this e-mail.",
    ].join("\n"),
  };
}

export function passwordResetEmail(to: string, link: string): MailMessage {
  return {
    to,
    subject: "Reset your password",
    text: [
      GREETING,
      "",
      "Someone asked to reset the password of your LEARN WITHOUT LIMITS account. To choose a new one, open:",
      link,
      "",
      "The link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail: your password stays as it is.",
    ].join("\n"),
  };
}
