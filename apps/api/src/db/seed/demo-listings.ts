/**
 * The demo listings: 160 colleges, 160 schools and 110 tutors with ids from 1700, mostly published,
 * some hand-picked, some unowned (claimable), a few pending, rejected or draft for the owner pages.
 */
import { SPECIAL_LISTING_ID } from "@lwl/contracts/constants";
import type { ListingType } from "@lwl/contracts/listings";
import { addDays, DEMO_NOW } from "./demo-clock.ts";
import { listingLogoPath, logoSvg, type MediaFile, mediaUrl } from "./demo-media.ts";
import { demoPopularityFor, type ListingDraft, ListingFactory, type ListingRow } from "./listing-factory.ts";
import type { Random } from "./random.ts";

export const FIRST_DEMO_LISTING_ID = 1700;
export const DEMO_LISTING_COUNTS: Record<ListingType, number> = { COLLEGE: 160, SCHOOL: 160, TUTORIAL: 110 };

export interface DemoOwners {
  admin: string;
  owner: string;
  owner2: string;
}

/** A demo listing with everything the insert needs, and its demo popularity (`demoListingRow` leaves it out). */
export type DemoListing = ListingDraft & {
  logo: string;
  status: "PUBLISHED" | "PENDING" | "REJECTED" | "DRAFT";
  authorId: string | null;
  handPicked: boolean;
  /** How often the demo's visitors open it from search results (listing-factory.ts `demoPopularityFor`): seed-only. */
  demoPopularity: number;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
};

/** The row the listings table stores: the demo popularity is not a column, only the demo's clicks come from it. */
export function demoListingRow({ demoPopularity: _seedOnly, ...row }: DemoListing): ListingRow {
  return row;
}

export interface DemoListings {
  rows: DemoListing[];
  files: MediaFile[];
  /** Published rows, in id order. */
  published: DemoListing[];
  /** Published rows nobody owns. */
  unowned: DemoListing[];
}

const HAND_PICKED: Record<ListingType, number> = { COLLEGE: 7, SCHOOL: 7, TUTORIAL: 6 };

export function buildDemoListings(rng: Random, owners: DemoOwners): DemoListings {
  const types = rng.shuffle(
    (Object.entries(DEMO_LISTING_COUNTS) as [ListingType, number][]).flatMap(([type, count]) =>
      Array<ListingType>(count).fill(type),
    ),
  );
  // Listing 1749 (the spec's special id) is a college, so it has courses, events and news.
  const specialIndex = SPECIAL_LISTING_ID - FIRST_DEMO_LISTING_ID;
  const collegeIndex = types.findIndex((t, i) => t === "COLLEGE" && i >= specialIndex);
  [types[specialIndex], types[collegeIndex]] = [types[collegeIndex] as ListingType, types[specialIndex] as ListingType];

  const factory = new ListingFactory(rng);
  const rows = types.map((type, index): DemoListing => {
    const draft = factory.make(type, FIRST_DEMO_LISTING_ID + index);
    const createdAt = addDays(DEMO_NOW, -rng.int(30, 720));
    const publishedAt = addDays(createdAt, rng.int(1, 6) + rng.next());
    const updatedAt = addDays(publishedAt, rng.int(0, 20));
    return {
      ...draft,
      logo: mediaUrl(listingLogoPath(draft.id)),
      status: "PUBLISHED",
      authorId: owners.admin,
      handPicked: false,
      demoPopularity: demoPopularityFor(rng),
      createdAt,
      publishedAt,
      updatedAt: updatedAt > DEMO_NOW ? DEMO_NOW : updatedAt,
    };
  });

  // Who owns what: owner and owner2 have twelve each (1749 is the owner's), sixty are unowned.
  const others = rng.shuffle(rows.map((_, i) => i).filter((i) => i !== specialIndex));
  const ownerIndexes = [specialIndex, ...others.slice(0, 11)];
  const owner2Indexes = others.slice(11, 23);
  const unownedIndexes = others.slice(23, 83);
  for (const i of ownerIndexes) setAuthor(rows[i], owners.owner);
  for (const i of owner2Indexes) setAuthor(rows[i], owners.owner2);
  for (const i of unownedIndexes) setAuthor(rows[i], null);

  // Owners' work in progress: three pending each, one rejected each and one draft.
  const notPublished: [number | undefined, "PENDING" | "REJECTED" | "DRAFT"][] = [
    [ownerIndexes[1], "PENDING"],
    [ownerIndexes[2], "PENDING"],
    [ownerIndexes[3], "PENDING"],
    [ownerIndexes[4], "REJECTED"],
    [ownerIndexes[5], "DRAFT"],
    [owner2Indexes[0], "PENDING"],
    [owner2Indexes[1], "PENDING"],
    [owner2Indexes[2], "PENDING"],
    [owner2Indexes[3], "REJECTED"],
  ];
  for (const [index, status] of notPublished) {
    const row = index === undefined ? undefined : rows[index];
    if (!row) continue;
    const createdAt = addDays(DEMO_NOW, status === "REJECTED" ? -rng.int(15, 40) : -rng.int(1, 12) - rng.next());
    row.status = status;
    row.createdAt = createdAt;
    row.updatedAt = status === "REJECTED" ? addDays(createdAt, 2) : createdAt;
    row.publishedAt = null;
    row.handPicked = false;
  }

  const special = rows[specialIndex];
  if (special) {
    special.demoPopularity = 4210;
    special.handPicked = true;
  }
  for (const type of ["COLLEGE", "SCHOOL", "TUTORIAL"] as const) {
    const candidates = rows.filter((r) => r.type === type && r.status === "PUBLISHED" && !r.handPicked);
    const already = rows.filter((r) => r.type === type && r.handPicked).length;
    for (const row of rng.sample(candidates, HAND_PICKED[type] - already)) row.handPicked = true;
  }

  const files = rows.map((row) => ({
    path: listingLogoPath(row.id),
    svg: logoSvg(row.name, row.type, row.id),
  }));
  const published = rows.filter((r) => r.status === "PUBLISHED");
  return { rows, files, published, unowned: published.filter((r) => r.authorId === null) };
}

function setAuthor(row: { authorId: string | null } | undefined, authorId: string | null): void {
  if (row) row.authorId = authorId;
}
