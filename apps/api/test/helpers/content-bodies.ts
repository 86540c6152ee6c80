/** Valid write bodies for listings, events and posts (the contracts' create and update bodies). */
import type { EventCreateInput } from "@lwl/contracts/event-writes";
import type { ListingWriteInput } from "@lwl/contracts/listing-writes";
import type { ListingDetails } from "@lwl/contracts/listings";
import type { PostCreateInput } from "@lwl/contracts/post-writes";

type DetailsOf<Kind extends ListingDetails["kind"]> = Extract<ListingDetails, { kind: Kind }>;

/**
 * Every fact of a college, as stored and as written: a body with these details parses to exactly them
 * (amounts whole, codes in their set's order, the currency given).
 */
export const COLLEGE_FACTS: DetailsOf<"COLLEGE"> = {
  kind: "COLLEGE",
  establishedYear: 1965,
  affiliation: "Savitribai Phule Pune University",
  courses: [
    { name: "B.A.", level: "UG", durationYears: 3, seats: 120 },
    { name: "B.Com.", level: "UG", durationYears: 3, seats: 240 },
    { name: "M.Com.", level: "PG", durationYears: 2, seats: 60 },
  ],
  tuition: { min: 40_000, max: 90_000, currency: "INR" },
  feeNote: "Hostel ₹60,000 a year extra",
  entranceExams: ["CUET-UG", "CUET-PG"],
  admission: { opens: "2027-03-01", closes: "2027-04-30" },
  accreditation: "NAAC A+",
  ranking: { body: "NIRF (Colleges)", rank: 48, year: 2026 },
  hostel: true,
  placements: { year: 2026, medianPackage: 420_000, placedPercent: 71.5 },
};

export const SCHOOL_FACTS: DetailsOf<"SCHOOL"> = {
  kind: "SCHOOL",
  boards: ["CBSE", "IGCSE"],
  grades: { from: "NURSERY", to: "12" },
  gradesNote: "Science and commerce streams in Classes 11 and 12",
  medium: "English",
  annualFee: { min: 85_000, max: 140_000, currency: "INR" },
  feeNote: "Transport charged separately",
  studentsPerTeacher: 22,
  boarding: "DAY_AND_BOARDING",
  transport: true,
  admission: { opens: "2026-12-01", closes: "2027-01-31" },
  facilities: ["SCIENCE_LABS", "LIBRARY", "SWIMMING_POOL"],
};

export const TUTOR_FACTS: DetailsOf<"TUTORIAL"> = {
  kind: "TUTORIAL",
  subjects: ["Physics", "Mathematics"],
  levels: ["SENIOR_SECONDARY", "COMPETITIVE_EXAMS"],
  modes: ["ONLINE", "IN_PERSON"],
  fee: { amount: 6500, currency: "INR", per: "MONTH" },
  feeNote: "Study material included",
  batchSize: 12,
  demoClass: true,
  experienceYears: 14,
};

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
    details: COLLEGE_FACTS,
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
