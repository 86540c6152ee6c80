/** Enquiry rows to the contract's shapes: the owner's view (contact details) and the enquirer's (none needed). */
import type { InboxEnquiry, MyEnquiry } from "@lwl/contracts/enquiries";
import type { EnquiryWithListing, ReplyRow } from "./queries.ts";

const repliesOf = (id: number, replies: ReplyRow[]) =>
  replies
    .filter((reply) => reply.enquiryId === id)
    .map((reply) => ({ id: reply.id, body: reply.body, createdAt: reply.createdAt.toISOString() }));

export function toInboxEnquiry({ enquiry, listing }: EnquiryWithListing, replies: ReplyRow[]): InboxEnquiry {
  return {
    id: enquiry.id,
    listing,
    name: enquiry.name,
    email: enquiry.email,
    phone: enquiry.phone,
    asker: enquiry.asker,
    interest: enquiry.interest,
    message: enquiry.message,
    status: enquiry.status,
    read: enquiry.readAt !== null,
    createdAt: enquiry.createdAt.toISOString(),
    replies: repliesOf(enquiry.id, replies),
  };
}

export function toMyEnquiry({ enquiry, listing }: EnquiryWithListing, replies: ReplyRow[]): MyEnquiry {
  return {
    id: enquiry.id,
    listing,
    asker: enquiry.asker,
    interest: enquiry.interest,
    message: enquiry.message,
    status: enquiry.status,
    createdAt: enquiry.createdAt.toISOString(),
    replies: repliesOf(enquiry.id, replies),
  };
}
