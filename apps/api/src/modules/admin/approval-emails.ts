/** The e-mail that tells an author how their submission was decided (design brief section 5). */
import type { ApprovalAction, ApprovalContentType } from "@lwl/contracts/approvals";
import type { MailMessage } from "../../shared/mailer.ts";

const NOUNS: Record<ApprovalContentType, string> = { LISTING: "listing", EVENT: "event", BLOG: "post" };

export interface DecisionMail {
  to: { email: string; fullName: string };
  contentType: ApprovalContentType;
  action: ApprovalAction;
  title: string;
  approved: boolean;
  reason: string | null;
  publicUrl: string;
}

export function decisionMessage(mail: DecisionMail): MailMessage {
  const noun = NOUNS[mail.contentType];
  const what =
    mail.action === "CREATE" ? `Your ${noun} "${mail.title}"` : `Your changes to the ${noun} "${mail.title}"`;
  const plural = mail.action === "UPDATE";
  const subject = mail.approved
    ? `${what} ${plural ? "are" : "is"} now published`
    : `${what} ${plural ? "were" : "was"} not approved`;
  const outcome = mail.approved
    ? [`${what} ${plural ? "were" : "was"} approved by an administrator and ${plural ? "are" : "is"} now live.`]
    : [
        `${what} ${plural ? "were" : "was"} reviewed by an administrator and not approved.`,
        ...(plural ? ["The published version stays online unchanged."] : []),
        "",
        `Reason: ${mail.reason ?? ""}`,
        "",
        `You can edit the ${noun} and submit it again.`,
      ];
  const greeting = mail.to.fullName ? `Hello ${mail.to.fullName},` : "Hello,";
  const text = [
    greeting,
    "",
    ...outcome,
    "",
    `Your listings, events and posts: ${mail.publicUrl}/user-profile`,
    "",
  ].join("\n");
  return { to: mail.to.email, subject, text };
}
