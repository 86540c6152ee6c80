/**
 * Demo data for search (issue 9): two listings whose names carry an accent or leave it out (École
 * finds Ecole and the other way round), and this month's and last month's clicks for "Top Searches
 * This Month", made from each listing's demo popularity. The months are those of the day the demo is
 * seeded, so a fresh demo always has a current month to rank by.
 */
import type { ListingDetails } from "@lwl/contracts/listings";
import { slugify } from "@lwl/contracts/slug";
import { monthOf, previousMonth, siteDay } from "../../shared/site-calendar.ts";
import type { searchClickCounts } from "../schema.ts";
import type { DemoListing } from "./demo-listings.ts";
import { listingLogoPath, logoSvg, type MediaFile, mediaUrl } from "./demo-media.ts";
import { demoPopularityFor, type ListingDraft, ListingFactory } from "./listing-factory.ts";
import { Random } from "./random.ts";

export const ACCENTED_DEMO_LISTINGS = [
  { id: 2130, type: "SCHOOL", name: "École Mondiale Internationale" },
  { id: 2131, type: "TUTORIAL", name: "Ecole Francaise – French Tuition" },
] as const;

/** Facts that suit the names: an international school teaches the IB, a French tuition teaches French. */
const SUITS_NAME: Record<(typeof ACCENTED_DEMO_LISTINGS)[number]["type"], (details: ListingDetails) => boolean> = {
  SCHOOL: (details) => details.kind === "SCHOOL" && details.boards.includes("IB"),
  TUTORIAL: (details) => details.kind === "TUTORIAL" && details.subjects.includes("French"),
};

/** The first listing the factory makes whose facts suit the name (the factory's sequence is fixed). */
function makeSuited(factory: ListingFactory, type: keyof typeof SUITS_NAME, id: number): ListingDraft {
  for (let attempt = 0; attempt < 200; attempt++) {
    const draft = factory.make(type, id);
    if (SUITS_NAME[type](draft.details)) return draft;
  }
  throw new Error(`demo data: no ${type} suits listing ${id}`);
}

export function buildAccentedListings(
  adminId: string,
  template: DemoListing,
): { rows: DemoListing[]; files: MediaFile[] } {
  // Its own random sequence, so the rest of the demo data stays exactly as it was.
  const factory = new ListingFactory(new Random(2130));
  const rows = ACCENTED_DEMO_LISTINGS.map(({ id, type, name }): DemoListing => {
    const draft = makeSuited(factory, type, id);
    const text = draft.description.replaceAll(draft.name, name).replace(/<[^>]*>/g, " ");
    return {
      ...draft,
      name,
      slug: slugify(name),
      description: `<p><strong>${name}</strong> teaches in English and French. ${text.slice(0, 200)}</p>`,
      logo: mediaUrl(listingLogoPath(id)),
      status: "PUBLISHED",
      authorId: adminId,
      handPicked: false,
      demoPopularity: demoPopularityFor(new Random(id)),
      createdAt: template.createdAt,
      updatedAt: template.updatedAt,
      publishedAt: template.publishedAt,
    };
  });
  return {
    rows,
    files: rows.map((row) => ({ path: listingLogoPath(row.id), svg: logoSvg(row.name, row.type, row.id) })),
  };
}

/** Clicks per published listing for the seeding day's month and the month before (a tenth of its demo popularity). */
export function buildDemoClickCounts(published: DemoListing[], now: Date): (typeof searchClickCounts.$inferInsert)[] {
  const month = monthOf(siteDay(now));
  return [month, previousMonth(month)].flatMap((m, index) =>
    published
      .map((listing) => ({
        month: m,
        listingId: listing.id,
        count: Math.floor(listing.demoPopularity / (10 + index * 5)),
      }))
      .filter((row) => row.count > 0),
  );
}
