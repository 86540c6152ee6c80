/** The e-mails identity sends about an account: what each says, with the link it carries. */
import type { MailMessage } from "../../../plugins/mailer.ts";

const greeting = (fullName: string) => `Hello${fullName ? ` ${fullName}` : ""},`;

export function verificationEmail(user: { email: string; fullName: string }, link: string): MailMessage {
  return {
    to: user.email,
    subject: "Confirm your e-mail address",
    text: [
      greeting(user.fullName),
      "",
      "Please confirm your e-mail address for LEARN WITHOUT LIMITS by opening this link:",
      link,
      "",
      "The link works once and expires in 24 hours. If you did not create an account, ignore this e-mail.",
    ].join("\n"),
  };
}

export function passwordResetEmail(user: { email: string; fullName: string }, link: string): MailMessage {
  return {
    to: user.email,
    subject: "Reset your password",
    text: [
      greeting(user.fullName),
      "",
      "Someone asked to reset the password of your LEARN WITHOUT LIMITS account. To choose a new one, open:",
      link,
      "",
      "The link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail: your password stays as it is.",
    ].join("\n"),
  };
}
