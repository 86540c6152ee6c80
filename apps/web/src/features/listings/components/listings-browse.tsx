import type { ListingType } from "@lwl/contracts/listings";
import { BROWSE_PAGE_SIZE } from "@lwl/contracts/page-assets";
import { browseHead } from "@lwl/contracts/page-head-kinds";
import { useLocation, useSearchParams } from "react-router";
import { ListingCard, type ListingCardVariant } from "../../../components/cards/listing-card.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { PagedGrid } from "../../../components/ui/paged-grid.tsx";
import { PageHead } from "../../../lib/page-head.tsx";
import { pageHref, pageIndexFrom } from "../../../lib/paths.ts";
import type { Noun } from "../../../lib/plural.ts";
import { IMAGE_SIZES } from "../../../lib/responsive-image.ts";
import { useListingsPage } from "../api/get-listings-page.ts";

export interface BrowseCopy {
  title: string;
  subtitle: string;
  /** What the results are, one and many. */
  noun: Noun;
  empty: string;
  variant: ListingCardVariant;
}

export const COPY: Record<ListingType | "ALL", BrowseCopy> = {
  ALL: {
    title: "All Listings",
    subtitle: "Every college, school and private tutor in the directory.",
    noun: { one: "listing", other: "listings" },
    empty: "No listings have been published yet.",
    variant: "default",
  },
  COLLEGE: {
    title: "Colleges & Universities",
    subtitle: "Compare colleges and universities by courses, affiliation, fees and location.",
    noun: { one: "college or university", other: "colleges and universities" },
    empty: "No colleges or universities have been published yet.",
    variant: "college",
  },
  SCHOOL: {
    title: "Schools",
    subtitle: "Find schools by board, grades and medium of teaching.",
    noun: { one: "school", other: "schools" },
    empty: "No schools have been published yet.",
    variant: "school",
  },
  TUTORIAL: {
    title: "Private Tutors",
    subtitle: "Tutors for every subject and level, online or in person.",
    noun: { one: "private tutor", other: "private tutors" },
    empty: "No private tutors have been published yet.",
    variant: "tutorial",
  },
};

/**
 * /listing: a paged grid of every published listing. The type pages (/college, /school, /tutorial)
 * search instead: listings-search-browse.tsx.
 */
export function AllListingsBrowse() {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const page = pageIndexFrom(searchParams);
  const copy = COPY.ALL;
  const query = useListingsPage(page, BROWSE_PAGE_SIZE);

  return (
    <>
      <PageHead head={browseHead("ALL")} />
      <PageHeader title={copy.title} subtitle={copy.subtitle} trail={[{ label: copy.title }]} />
      <section className="container page-body" aria-label={copy.title}>
        <PagedGrid
          result={query.data}
          status={query.status}
          showingPrevious={query.isPlaceholderData}
          onRetry={() => void query.refetch()}
          noun={copy.noun}
          emptyTitle={copy.empty}
          emptyText="Please check back soon: new listings are added every week."
          hrefFor={(index) => pageHref(pathname, searchParams, index)}
          renderItem={(listing, position) => (
            <ListingCard
              key={listing.id}
              listing={listing}
              variant={copy.variant}
              eager={position < 4}
              imageSizes={IMAGE_SIZES.browseCard}
            />
          )}
        />
      </section>
    </>
  );
}
