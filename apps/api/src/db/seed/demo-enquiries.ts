/**
 * Enquiries of the demo data (issue 27 item 4): a handful to the main demo owner's published listings,
 * so their inbox shows something on first start (two unread, one answered, one closed), one from the
 * demo reader (on their profile), and one to a listing nobody owns (the administrators' inbox). Dated
 * before the demo "now", the same on every run.
 */
import type { EnquiryAsker, EnquiryStatus } from "@lwl/contracts/enquiries";
import { enquiryMessageHash } from "../../modules/enquiries/message-hash.ts";
import type { Database } from "../client.ts";
import { enquiries, enquiryReplies } from "../schema.ts";
import { addDays, addHours, DEMO_NOW } from "./demo-clock.ts";
import type { DemoListing } from "./demo-listings.ts";

interface DemoEnquiry {
  /** Which of the owner's published listings (by position), or the first one nobody owns. */
  to: number | "unowned";
  name: string;
  email: string;
  phone: string;
  asker: EnquiryAsker;
  interest: string;
  message: string;
  status: EnquiryStatus;
  read: boolean;
  daysAgo: number;
  /** Sent signed in by the demo reader. */
  byReader?: boolean;
  reply?: string;
}

const DEMO_ENQUIRIES: DemoEnquiry[] = [
  {
    to: 0,
    name: "Ananya Kulkarni",
    email: "ananya.kulkarni@mail.example",
    phone: "+91 98220 41735",
    asker: "PARENT",
    interest: "Grade 6",
    message:
      "Hello, we are moving to the city in April. Are there seats in grade 6 for the coming year, and is there an entrance test?",
    status: "NEW",
    read: false,
    daysAgo: 1,
  },
  {
    to: 1,
    name: "Rohan Deshpande",
    email: "rohan.d@inbox.example",
    phone: "+91 90110 28764",
    asker: "STUDENT",
    interest: "First year, science",
    message: "What documents do I need for admission, and when does the hostel allotment happen?",
    status: "NEW",
    read: false,
    daysAgo: 3,
  },
  {
    to: 0,
    name: "Rahul Verma",
    email: "reader@learnwithoutlimits.example",
    phone: "+91 98450 11223",
    asker: "PARENT",
    interest: "Grade 2",
    message: "Do you run a school bus from Kothrud, and what are the timings?",
    status: "REPLIED",
    read: true,
    daysAgo: 9,
    byReader: true,
    reply: "Yes, route 4 covers Kothrud: pick-up at 7:10 and drop at 3:20. The office can share the stops.",
  },
  {
    to: 2,
    name: "Farah Shaikh",
    email: "farah.shaikh@post.example",
    phone: "+91 99700 56412",
    asker: "PARENT",
    interest: "Nursery",
    message: "Is the nursery section full for this year? We would like to visit the campus on a Saturday.",
    status: "CLOSED",
    read: true,
    daysAgo: 21,
    reply: "The nursery is full this year; we have added you to the waiting list and will call you if a seat opens.",
  },
  {
    to: "unowned",
    name: "Karan Malhotra",
    email: "karan.m@mail.example",
    phone: "+91 98111 90347",
    asker: "STUDENT",
    interest: "MBA",
    message: "Does the college accept CAT or only its own entrance test? I could not find this on the site.",
    status: "NEW",
    read: false,
    daysAgo: 2,
  },
];

export interface DemoEnquiryRows {
  enquiries: (typeof enquiries.$inferInsert)[];
  /** Each reply with the position of its enquiry in `enquiries`. */
  replies: { at: number; authorId: string | null; body: string; createdAt: Date }[];
}

/** The demo enquiries on the owner's published listings (in id order) and the first unowned one. */
export function buildDemoEnquiries(
  listings: DemoListing[],
  people: { ownerId: string; readerId: string },
): DemoEnquiryRows {
  const owned = listings.filter((l) => l.status === "PUBLISHED" && l.authorId === people.ownerId);
  const unowned = listings.find((l) => l.status === "PUBLISHED" && l.authorId === null);
  const rows: DemoEnquiryRows = { enquiries: [], replies: [] };
  for (const enquiry of DEMO_ENQUIRIES) {
    const listing = enquiry.to === "unowned" ? unowned : owned[enquiry.to];
    if (!listing) throw new Error(`demo data: no listing for an enquiry (${enquiry.to})`);
    const sentAt = addHours(addDays(DEMO_NOW, -enquiry.daysAgo), -3);
    const ownerId = enquiry.to === "unowned" ? null : people.ownerId;
    if (enquiry.reply) {
      rows.replies.push({
        at: rows.enquiries.length,
        authorId: ownerId,
        body: enquiry.reply,
        createdAt: addHours(sentAt, 20),
      });
    }
    rows.enquiries.push({
      listingId: listing.id,
      ownerId,
      userId: enquiry.byReader ? people.readerId : null,
      name: enquiry.name,
      email: enquiry.email,
      phone: enquiry.phone,
      asker: enquiry.asker,
      interest: enquiry.interest,
      message: enquiry.message,
      messageHash: enquiryMessageHash(enquiry.message),
      consentedAt: sentAt,
      status: enquiry.status,
      readAt: enquiry.read ? addHours(sentAt, 18) : null,
      createdAt: sentAt,
      updatedAt: enquiry.reply ? addHours(sentAt, 20) : sentAt,
    });
  }
  return rows;
}

export async function insertDemoEnquiries(db: Database, rows: DemoEnquiryRows): Promise<void> {
  const ids = await db.insert(enquiries).values(rows.enquiries).returning({ id: enquiries.id });
  if (rows.replies.length === 0) return;
  await db.insert(enquiryReplies).values(
    rows.replies.map(({ at, ...reply }) => {
      const enquiry = ids[at];
      if (!enquiry) throw new Error("demo data: a reply without its enquiry");
      return { ...reply, enquiryId: enquiry.id };
    }),
  );
}
