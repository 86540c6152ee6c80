/**
 * The words of enquiries (issue 27 item 4) without zod, for the parts of the listing page that load
 * with it: the call to action, the consent sentence, the labels of who asks and of the states.
 */
import type { EnquiryAsker, EnquiryStatus } from "./enquiries.ts";

export const ENQUIRY_ASKER_LABEL: Record<EnquiryAsker, string> = { STUDENT: "Student", PARENT: "Parent" };

export const ENQUIRY_STATUS_LABEL: Record<EnquiryStatus, string> = {
  NEW: "New",
  REPLIED: "Replied",
  CLOSED: "Closed",
};

/** The consent sentence the form shows next to the box, naming the listing. */
export function enquiryConsentText(listingName: string): string {
  return `I agree that ${listingName} may contact me by e-mail or phone about this enquiry.`;
}

/** The call to action of a listing's enquiry form: admission at colleges and schools, a demo class with a tutor. */
export function enquiryActionOf(type: "COLLEGE" | "SCHOOL" | "TUTORIAL"): string {
  return type === "TUTORIAL" ? "Book a demo class" : "Ask about admission";
}
