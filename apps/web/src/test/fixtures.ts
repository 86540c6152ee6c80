import type { BlogSummary } from "@lwl/contracts/blogs";
import type { EventDetail, EventSummary } from "@lwl/contracts/events";
import type { Listing, ListingDetails, ListingSummary } from "@lwl/contracts/listings";
import type { Page } from "@lwl/contracts/paging";
import type { UserProfile } from "@lwl/contracts/users";

/** Small, realistic records in the contract's shapes for component tests. */
export function listingSummary(overrides: Partial<ListingSummary> = {}): ListingSummary {
  return {
    id: 1,
    slug: "green-valley-college",
    name: "Green Valley College",
    type: "COLLEGE",
    status: "PUBLISHED",
    authorId: null,
    city: "Pune",
    state: "Maharashtra",
    address: "12 Hill Road, Pune, Maharashtra",
    logo: null,
    coverPicture: null,
    excerpt: "A college of arts and sciences.",
    handPicked: false,
    rating: { average: null, count: 0 },
    ...overrides,
  };
}

type DetailsOf<Kind extends ListingDetails["kind"]> = Extract<ListingDetails, { kind: Kind }>;

/** A college that states every fact, as the listing page and the editor read them. */
export function collegeDetails(overrides: Partial<DetailsOf<"COLLEGE">> = {}): DetailsOf<"COLLEGE"> {
  return {
    kind: "COLLEGE",
    establishedYear: 1990,
    affiliation: "Savitribai Phule Pune University",
    courses: [
      { name: "B.Sc. Physics", level: "UG", durationYears: 3, seats: 60 },
      { name: "M.A. Economics", level: "PG", durationYears: 2, seats: null },
    ],
    tuition: { min: 120_000, max: 180_000, currency: "INR" },
    feeNote: "Hostel ₹60,000 a year extra.",
    entranceExams: ["MHT CET", "CUET"],
    admission: { opens: "2027-03-01", closes: "2027-04-30" },
    accreditation: "NAAC A++",
    ranking: { body: "NIRF (Engineering)", rank: 12, year: 2026 },
    hostel: true,
    placements: { year: 2026, medianPackage: 850_000, placedPercent: 92 },
    ...overrides,
  };
}

/** A school that states every fact. */
export function schoolDetails(overrides: Partial<DetailsOf<"SCHOOL">> = {}): DetailsOf<"SCHOOL"> {
  return {
    kind: "SCHOOL",
    boards: ["CBSE", "Cambridge IGCSE"],
    grades: { from: "NURSERY", to: "12" },
    gradesNote: "Class 11 and 12 in science and commerce.",
    medium: "English",
    annualFee: { min: 45_000, max: 45_000, currency: "INR" },
    feeNote: "Transport ₹12,000 a year extra.",
    studentsPerTeacher: 25,
    boarding: "DAY_AND_BOARDING",
    transport: true,
    admission: { opens: "2027-01-10", closes: null },
    facilities: ["SCIENCE_LABS", "LIBRARY", "SPORTS"],
    ...overrides,
  };
}

/** A tutor that states every fact. */
export function tutorDetails(overrides: Partial<DetailsOf<"TUTORIAL">> = {}): DetailsOf<"TUTORIAL"> {
  return {
    kind: "TUTORIAL",
    subjects: ["Maths", "Physics"],
    levels: ["SECONDARY", "SENIOR_SECONDARY"],
    modes: ["ONLINE", "IN_PERSON"],
    fee: { amount: 600, currency: "INR", per: "HOUR" },
    feeNote: null,
    batchSize: 6,
    demoClass: true,
    experienceYears: 8,
    ...overrides,
  };
}

export function listingDetail(overrides: Partial<Listing> = {}): Listing {
  return {
    ...listingSummary(),
    // As the API answers: a published listing nobody authored can be claimed, an authored one by default
    // belongs to an owner (a demoted owner's listing says so with `claimable: true` and an author).
    claimable: (overrides.authorId ?? null) === null,
    description: "<p>Founded in 1990, <strong>Green Valley</strong> teaches arts and sciences.</p>",
    fullAddress: {
      line1: "12 Hill Road",
      line2: null,
      city: "Pune",
      state: "Maharashtra",
      postalCode: "411001",
      country: "India",
      latitude: null,
      longitude: null,
    },
    contact: {
      phone: "+91 20 1234 5678",
      email: "office@greenvalley.example",
      website: "https://greenvalley.example",
      address: "12 Hill Road, Pune",
    },
    details: collegeDetails(),
    searchCount: 12,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    publishedAt: "2026-01-02T00:00:00.000Z",
    ...overrides,
  };
}

export function eventSummary(overrides: Partial<EventSummary> = {}): EventSummary {
  return {
    id: 7,
    listingId: 1,
    title: "Open Day 2026",
    slug: "open-day-2026",
    eventType: "OPEN_DAY",
    accessibility: "OPEN",
    startsAt: "2026-12-05T04:30:00.000Z",
    endsAt: "2026-12-05T10:30:00.000Z",
    timeZone: "Asia/Kolkata",
    address: "12 Hill Road, Pune",
    city: "Pune",
    coverImage: null,
    excerpt: "Tour the campus.",
    status: "PUBLISHED",
    listingName: "Green Valley College",
    ...overrides,
  };
}

export function eventDetail(overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    ...eventSummary(),
    description: "<p>Meet the teachers and tour the campus.</p>",
    fullAddress: null,
    onlineUrl: null,
    photo: null,
    logo: null,
    registrationUrl: "https://greenvalley.example/register",
    fee: null,
    listing: { id: 1, name: "Green Valley College", slug: "green-valley-college", type: "COLLEGE" },
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

export function blogSummary(overrides: Partial<BlogSummary> = {}): BlogSummary {
  return {
    id: 1,
    listingId: 3,
    authorId: null,
    title: "Admissions open early this year",
    slug: "admissions-open-early-this-year",
    category: "admissions",
    shortDescription: "Colleges are opening their admission forms earlier than ever.",
    imgUrl: null,
    tags: [],
    status: "PUBLISHED",
    featured: false,
    sponsored: false,
    breaking: false,
    createdTime: "2026-03-05T10:00:00.000Z",
    lastUpdatedTime: "2026-03-05T10:00:00.000Z",
    publishedTime: "2026-03-05T10:00:00.000Z",
    ...overrides,
  };
}

export function pageOf<Item>(content: Item[], page = 0, size = 12, totalElements = content.length): Page<Item> {
  const totalPages = Math.ceil(totalElements / size);
  return { content, number: page, size, totalElements, totalPages, first: page === 0, last: page >= totalPages - 1 };
}

export function userProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    userId: "2f1a4c9e-8a61-4a8e-9b0e-6c1f1f3b7d10",
    email: "asha@example.com",
    emailVerified: false,
    username: "ashax7k",
    fullName: "Asha Rao",
    mobile: null,
    pictureUrl: null,
    role: "Reader",
    loginType: "Normal",
    createdAt: "2026-02-01T09:00:00.000Z",
    lastLoginAt: null,
    ...overrides,
  };
}
