/** Valid write bodies for listings, events and posts (the contracts' create and update bodies). */
import type { EventCreateInput } from "@lwl/contracts/event-writes";
import type { ListingWriteInput } from "@lwl/contracts/listing-writes";
import type { PostCreateInput } from "@lwl/contracts/post-writes";

export function listingBody(overrides: Partial<ListingWriteInput> = {}): ListingWriteInput {
  return {
    type: "COLLEGE",
    name: "Riverside College of Arts",
    description: "<p>A college by the <strong>river</strong>.</p>",
    address: {
      line1: "12 River Road",
      line2: null,
      city: "Pune",
      state: "Maharashtra",
      postalCode: "411001",
      country: "India",
      latitude: 18.52,
      longitude: 73.85,
    },
    contact: { phone: "+91 20 1234 5678", email: "office@riverside.example", website: "https://riverside.example" },
    logo: "/media/riverside-logo.webp",
    coverPicture: "https://images.example/riverside.jpg",
    details: {
      kind: "COLLEGE",
      establishedYear: 1965,
      affiliation: "Savitribai Phule Pune University",
      courses: ["B.A.", "B.Com."],
      feeRange: "₹40,000 to ₹90,000 a year",
    },
    ...overrides,
  };
}

export function eventBody(listingId: number, overrides: Partial<EventCreateInput> = {}): EventCreateInput {
  return {
    listingId,
    title: "Open Day 2027",
    description: "<p>Walk the campus.</p>",
    eventType: "OPEN_DAY",
    accessibility: "OPEN",
    startsAt: "2027-01-15T10:00",
    endsAt: "2027-01-15T16:00",
    timeZone: "Asia/Kolkata",
    address: {
      line1: "12 River Road",
      line2: null,
      city: "Pune",
      state: "Maharashtra",
      postalCode: "411001",
      country: "India",
      latitude: null,
      longitude: null,
    },
    onlineUrl: null,
    registrationUrl: "https://riverside.example/register",
    fee: "Free",
    coverImage: "/media/open-day.webp",
    ...overrides,
  };
}

export function postBody(listingId: number, overrides: Partial<PostCreateInput> = {}): PostCreateInput {
  return {
    listingId,
    title: "Admissions open for 2027",
    category: "admissions",
    tags: ["admissions", "pune"],
    shortDescription: "Applications open on 1 December.",
    content: "<p>Apply <em>early</em>.</p>",
    imgUrl: "/media/admissions.webp",
    ...overrides,
  };
}

/** The body of an update: a create body without its listing. */
export function withoutListing<T extends { listingId: number }>(body: T): Omit<T, "listingId"> {
  const { listingId: _listingId, ...rest } = body;
  return rest;
}
