/** The e-mails of enquiries: to whoever receives it, the enquirer's copy, and an owner's reply. Plain text. */
import type { EnquiryWrite } from "@lwl/contracts/enquiries";
import { ENQUIRY_ASKER_LABEL } from "@lwl/contracts/enquiry-texts";
import { listingPagePathOf } from "@lwl/contracts/page-paths";
import type { MailMessage } from "../../shared/mailer.ts";

interface ListingNamed {
  id: number;
  name: string;
}

function details(enquiry: EnquiryWrite): string {
  return [
    `Name: ${enquiry.name}`,
    `E-mail: ${enquiry.email}`,
    `Phone: ${enquiry.phone}`,
    `Asking as: ${ENQUIRY_ASKER_LABEL[enquiry.asker]}`,
    `Course or grade of interest: ${enquiry.interest || "(not given)"}`,
  ].join("\n");
}

/** To the listing's owner, or the site's team when nobody owns it; replying by e-mail reaches the enquirer. */
export function enquiryLetter(
  to: string,
  toSite: boolean,
  listing: ListingNamed,
  enquiry: EnquiryWrite,
  id: number,
  publicUrl: string,
): MailMessage {
  const where = toSite
    ? `This listing has no owner on the site, so the enquiry came to the site's address.\nThe listing: ${publicUrl}${listingPagePathOf(listing)}`
    : `Your inbox (reply or close it there): ${publicUrl}/user-profile`;
  return {
    to,
    replyTo: enquiry.email,
    subject: `[Enquiry #${id}] ${enquiry.name} asks about ${listing.name}`,
    text: `${details(enquiry)}\n\n${enquiry.message}\n\nThey agreed to be contacted about this enquiry.\n${where}\n`,
  };
}

/** The enquirer's copy: what they sent and where it went. */
export function copyLetter(
  listing: ListingNamed,
  enquiry: EnquiryWrite,
  toSite: boolean,
  publicUrl: string,
): MailMessage {
  const recipient = toSite
    ? `${listing.name} has no owner on our site yet, so your enquiry went to our team, who will pass it on or answer.`
    : `It went to the people who run ${listing.name}; their answer will come by e-mail.`;
  return {
    to: enquiry.email,
    subject: `Your enquiry to ${listing.name}`,
    text: `Thank you, ${enquiry.name}. ${recipient}\n\nWhat you sent:\n\n${details(enquiry)}\n\n${enquiry.message}\n\nYour enquiries (signed in): ${publicUrl}/user-profile\n`,
  };
}

/** An owner's reply to the enquirer; replying by e-mail reaches whoever answered. */
export function replyLetter(
  to: string,
  replyTo: string,
  listing: ListingNamed,
  body: string,
  original: string,
): MailMessage {
  const quoted = original
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  return {
    to,
    replyTo,
    subject: `Re: your enquiry to ${listing.name}`,
    text: `${body}\n\n${listing.name} answered your enquiry:\n${quoted}\n`,
  };
}
