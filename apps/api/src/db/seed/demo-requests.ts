/**
 * The admin queue of the demo data: approvals for every pending listing, event and post, one proposed
 * edit of a published listing (its description and its facts: next session's fees), decided approvals for the rejected listings, two become-an-owner
 * requests and two claims of unowned listings.
 */
import { type MoneyRange, SCHOOL_FACILITIES } from "@lwl/contracts/listing-facts";
import type { ListingDetails } from "@lwl/contracts/listings";
import type { claimRequests, ownershipRequests, pendingApprovals } from "../schema.ts";
import { addDays, addHours, DEMO_NOW } from "./demo-clock.ts";
import type { DemoListing } from "./demo-listings.ts";

type ApprovalRow = typeof pendingApprovals.$inferInsert;
type OwnershipRow = typeof ownershipRequests.$inferInsert;
type ClaimRow = typeof claimRequests.$inferInsert;

export interface PendingItem {
  contentType: "BLOG" | "LISTING" | "EVENT";
  contentId: number;
  submittedBy: string;
  createdAt: Date;
}

const REJECT_REASONS = [
  "The address and phone number could not be verified. Please add a landline or an official e-mail address and resubmit.",
  "The description copies text from another website. Please describe the institution in your own words.",
];

export function buildApprovals(
  pending: readonly PendingItem[],
  listings: readonly DemoListing[],
  adminId: string,
): ApprovalRow[] {
  const rows: ApprovalRow[] = pending.map((item) => ({
    contentType: item.contentType,
    contentId: item.contentId,
    action: "CREATE",
    submittedBy: item.submittedBy,
    status: "PENDING",
    createdAt: item.createdAt,
  }));

  // An owner's edit of a published listing waits for approval; the listing stays online unchanged.
  const edited = listings.find(
    (l) => l.status === "PUBLISHED" && l.authorId && l.authorId !== adminId && l.id !== 1749,
  );
  if (edited?.authorId) {
    rows.push({
      contentType: "LISTING",
      contentId: edited.id,
      action: "UPDATE",
      proposedChanges: {
        description:
          `<p><strong>${edited.name}</strong> has renovated its library and opened a new learning resource centre with 40 computers, open to students from 8 am to 8 pm.</p>` +
          "<ul><li>New reading rooms with quiet zones</li><li>Free Wi-Fi across the campus</li><li>Extended hours during exams</li></ul>" +
          "<p>Visit us on any weekday to see the new facilities, or call the office to book a guided tour.</p>",
        details: nextSessionFacts(edited.details),
      },
      submittedBy: edited.authorId,
      status: "PENDING",
      createdAt: addDays(DEMO_NOW, -2),
    });
  }

  // Rejected listings keep the decision and its reason, which the owner sees.
  listings
    .filter((l) => l.status === "REJECTED")
    .forEach((l, i) => {
      rows.push({
        contentType: "LISTING",
        contentId: l.id,
        action: "CREATE",
        submittedBy: l.authorId,
        status: "REJECTED",
        reason: REJECT_REASONS[i % REJECT_REASONS.length] ?? "Incomplete information.",
        decidedBy: adminId,
        decidedAt: l.updatedAt,
        createdAt: l.createdAt,
      });
    });
  return rows;
}

export function buildOwnershipRequests(readerId: string, reader2Id: string): OwnershipRow[] {
  return [
    {
      userId: readerId,
      organisationName: "Verma Science Classes",
      position: "Founder and lead tutor",
      phone: "+91 98200 11004",
      website: "https://www.verma-science-classes.example",
      message:
        "I run a small tutorial centre in Lucknow for Class 9–12 physics and chemistry and would like to list it and publish our workshop dates.",
      status: "PENDING",
      createdAt: addDays(DEMO_NOW, -3),
      updatedAt: addDays(DEMO_NOW, -3),
    },
    {
      userId: reader2Id,
      organisationName: "Little Steps Montessori, Kochi",
      position: "Administrator",
      phone: "+91 98200 11005",
      website: null,
      message:
        "We are a pre-primary school with 120 children. I manage admissions and would like to keep our listing up to date.",
      status: "PENDING",
      createdAt: addHours(addDays(DEMO_NOW, -1), -5),
      updatedAt: addHours(addDays(DEMO_NOW, -1), -5),
    },
  ];
}

export function buildClaimRequests(unowned: readonly DemoListing[], readerId: string, reader2Id: string): ClaimRow[] {
  const first = unowned.find((l) => l.type !== "TUTORIAL");
  const second = unowned.find((l) => l.type === "TUTORIAL");
  const rows: ClaimRow[] = [];
  if (first) {
    rows.push({
      userId: readerId,
      listingId: first.id,
      relationship: "Head of admissions",
      evidence: `I manage admissions at ${first.name} and can be reached on the official admissions e-mail address listed on the website.`,
      contactEmail: first.contactEmail ?? "reader@learnwithoutlimits.example",
      contactPhone: first.contactPhone ?? null,
      status: "PENDING",
      createdAt: addDays(DEMO_NOW, -4),
      updatedAt: addDays(DEMO_NOW, -4),
    });
  }
  if (second) {
    rows.push({
      userId: reader2Id,
      listingId: second.id,
      relationship: "Owner",
      evidence: `I run ${second.name}; the registration certificate and a utility bill for the address are available on request.`,
      contactEmail: "meera@learnwithoutlimits.example",
      contactPhone: "+91 98200 11005",
      status: "PENDING",
      createdAt: addDays(DEMO_NOW, -2),
      updatedAt: addDays(DEMO_NOW, -2),
    });
  }
  return rows;
}

const NEXT_SESSION_NOTE = "Fees for the 2027–28 session";

/** A fee eight per cent higher, in whole thousands: what an owner enters for the coming session. */
function raised<Range extends Pick<MoneyRange, "min" | "max">>(range: Range): Range {
  const up = (amount: number) => Math.round((amount * 1.08) / 1000) * 1000;
  return { ...range, min: up(range.min), max: up(range.max) };
}

/**
 * The facts of the proposed edit: next session's fees and, for a school, the library and computer lab
 * the new description speaks of. The queue shows it as a change of the details beside the description.
 */
function nextSessionFacts(details: ListingDetails): ListingDetails {
  switch (details.kind) {
    case "COLLEGE":
      return { ...details, tuition: details.tuition && raised(details.tuition), feeNote: NEXT_SESSION_NOTE };
    case "SCHOOL": {
      const facilities = new Set([...details.facilities, "LIBRARY", "COMPUTER_LAB"]);
      return {
        ...details,
        annualFee: details.annualFee && raised(details.annualFee),
        feeNote: NEXT_SESSION_NOTE,
        facilities: SCHOOL_FACILITIES.filter((facility) => facilities.has(facility)),
      };
    }
    case "TUTORIAL":
      return {
        ...details,
        fee: details.fee && { ...details.fee, amount: Math.round((details.fee.amount * 1.08) / 50) * 50 },
        feeNote: NEXT_SESSION_NOTE,
      };
  }
}
