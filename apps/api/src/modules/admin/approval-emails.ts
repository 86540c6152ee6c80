/** The e-mail that tells an author how their submission was decided (design brief section 5). */
import type { ApprovalAction, ApprovalContentType } from "@lwl/contracts/approvals";
import type { MailMessage } from "../../shared/mailer.ts";

const NOUNS: Record<ApprovalContentType, string> = {
  LISTING: "listing",
  EVENT: "event",
  BLOG: "post",
  REVIEW: "review",
  REPLY: "reply",
};

export interface DecisionMail {
  to: { email: string; fullName: string };
  contentType: ApprovalContentType;
  action: ApprovalAction;
  title: string;
  approved: boolean;
  reason: string | null;
  publicUrl: string;
  /** The listing the content belongs to, for a review's link to its page. */
  listingId: number | null;
}

/**
 * Whether a decision is told to the author: every one, except keeping reported content up (the author
 * need not learn that someone reported it and nothing changed).
 */
export function tellsAuthor(action: ApprovalAction, approved: boolean): boolean {
  return !(action === "REPORT" && approved);
}

/** A reported review was taken down: the author learns why, and that an edit brings it back to the queue. */
function takenDownMessage(mail: DecisionMail, noun: string): { subject: string; outcome: string[] } {
  return {
    subject: `Your ${noun} "${mail.title}" was taken down`,
    outcome: [
      `Your ${noun} "${mail.title}" was reported, reviewed by an administrator and taken down.`,
      "",
      `Reason: ${mail.reason ?? ""}`,
      "",
      `You can edit the ${noun} and submit it again.`,
    ],
  };
}

/** Where the author finds what was decided: a review on its listing's page, anything else on their profile. */
function whereToFind(mail: DecisionMail): string {
  if ((mail.contentType === "REVIEW" || mail.contentType === "REPLY") && mail.listingId !== null) {
    return `The listing's page: ${mail.publicUrl}/description/${mail.listingId}`;
  }
  return `Your listings, events and posts: ${mail.publicUrl}/user-profile`;
}

export function decisionMessage(mail: DecisionMail): MailMessage {
  const noun = NOUNS[mail.contentType];
  if (mail.action === "REPORT") {
    const { subject, outcome } = takenDownMessage(mail, noun);
    return { to: mail.to.email, subject, text: letter(mail, outcome) };
  }
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
  return { to: mail.to.email, subject, text: letter(mail, outcome) };
}

function letter(mail: DecisionMail, outcome: string[]): string {
  const greeting = mail.to.fullName ? `Hello ${mail.to.fullName},` : "Hello,";
  return [greeting, "", ...outcome, "", whereToFind(mail), ""].join("\n");
}
