import {
  BOARDING_LABEL,
  COURSE_LEVEL_LABEL,
  feeBandLabel,
  TEACHING_MODE_LABEL,
  TUTOR_LEVEL_LABEL,
} from "@lwl/contracts/listing-facts";
import type { ListingSummary, ListingType } from "@lwl/contracts/listings";
import { BROWSE_PAGE_SIZE } from "@lwl/contracts/page-assets";
import { browseHead } from "@lwl/contracts/page-head-kinds";
import type { ListingSearchItem } from "@lwl/contracts/search";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useLocation, useSearchParams } from "react-router";
import { ListingCard } from "../../../components/cards/listing-card.tsx";
import { DidYouMean } from "../../../components/search/did-you-mean.tsx";
import { EveryWordNote } from "../../../components/search/every-word-note.tsx";
import { type FacetGroup, SearchBrowse } from "../../../components/search/search-browse.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { PagedGrid } from "../../../components/ui/paged-grid.tsx";
import { browseResultsKey, type ListingTab, type SearchResultPage, searchPage } from "../../../lib/api/search.ts";
import { browseCursor, browsePageHref, browseRequest, browseSort, browseText } from "../../../lib/browse-search.ts";
import { PageHead } from "../../../lib/page-head.tsx";
import { pageIndexFrom } from "../../../lib/paths.ts";
import { IMAGE_SIZES } from "../../../lib/responsive-image.ts";
import { useListingSearchTotal } from "../api/get-listing-search-total.ts";
import { COPY } from "./listings-browse.tsx";
import { NearMeRadius, nearMeRadius } from "./near-me-radius.tsx";
import { RatingFilter } from "./rating-filter.tsx";

const TAB: Record<ListingType, ListingTab> = { COLLEGE: "college", SCHOOL: "school", TUTORIAL: "tutorial" };

const MODE_LABEL: Record<string, string> = TEACHING_MODE_LABEL;
const labelIn =
  (labels: Record<string, string>) =>
  (value: string): string =>
    labels[value] ?? value;

/** The structured facts' facets (issue 27 item 1), in words: codes never show. */
const COURSE_LEVEL = { name: "courseLevel", label: "Course level", labelFor: labelIn(COURSE_LEVEL_LABEL) };
const EXAM = { name: "exam", label: "Entrance exam" };
const HOSTEL = { name: "hostel", label: "Hostel", labelFor: labelIn({ YES: "Has a hostel", NO: "No hostel" }) };
const FEES = { name: "fees", label: "Annual fees", labelFor: feeBandLabel };
const BOARDING = { name: "boarding", label: "Day or boarding", labelFor: labelIn(BOARDING_LABEL) };
const LEVEL = { name: "level", label: "Level", labelFor: labelIn(TUTOR_LEVEL_LABEL) };
const DEMO_CLASS = {
  name: "demoClass",
  label: "Demo class",
  labelFor: labelIn({ YES: "Free demo class", NO: "No demo class" }),
};

/** What near me adds to a search (browseRequest, and the radius here). */
const NEAR_ME_KEYS = new Set(["sort", "lat", "lng", "radiusKm"]);

/**
 * The facets each type filters by (issue 9): city and state for all, then the type's own. A group shows
 * once the search answers with its values (contracts/search.ts listingFacetsSchema).
 */
const FACETS: Record<ListingType, { name: string; label: string; labelFor?: (value: string) => string }[]> = {
  COLLEGE: [
    { name: "city", label: "City" },
    { name: "state", label: "State" },
    COURSE_LEVEL,
    FEES,
    EXAM,
    { name: "affiliation", label: "Affiliation" },
    HOSTEL,
  ],
  SCHOOL: [
    { name: "city", label: "City" },
    { name: "state", label: "State" },
    { name: "board", label: "Board" },
    FEES,
    BOARDING,
  ],
  TUTORIAL: [
    { name: "subject", label: "Subject" },
    LEVEL,
    { name: "mode", label: "Mode", labelFor: (value) => MODE_LABEL[value] ?? value },
    DEMO_CLASS,
    { name: "city", label: "City" },
    { name: "state", label: "State" },
  ],
};

/** A search result in the shape the shared listing card takes: results are published listings. */
function asSummary(item: ListingSearchItem): ListingSummary {
  return {
    id: item.id,
    slug: item.slug,
    name: item.name,
    type: item.type,
    status: "PUBLISHED",
    authorId: null,
    city: item.city,
    state: item.state,
    address: item.address,
    logo: item.logo,
    coverPicture: item.coverPicture,
    excerpt: item.excerpt,
    handPicked: false,
    rating: item.rating,
  };
}

/**
 * /college, /school, /tutorial: search, facet filters with counts, sort and pages, all in the address.
 * Sorted by near me, the radius shows above the results with how many lie beyond it (issue 28).
 */
export function ListingsSearchBrowse({ type }: { type: ListingType }) {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const page = pageIndexFrom(searchParams);
  const copy = COPY[type];
  const facets = FACETS[type];
  const { key, filters } = browseRequest(
    searchParams,
    facets.map((facet) => facet.name),
    { rated: true },
  );
  const nearMe = browseSort(searchParams) === "near";
  const radiusKm = nearMeRadius(searchParams);
  // Near me asks for its radius in so many words, the one the page shows (issue 28).
  if (nearMe) filters.radiusKm = String(radiusKm);
  const after = browseCursor(searchParams);
  const query = useQuery({
    queryKey: browseResultsKey(TAB[type], key, filters, page, after),
    queryFn: ({ signal }) =>
      searchPage({
        tab: TAB[type],
        key,
        page,
        size: BROWSE_PAGE_SIZE,
        filters,
        after,
        signal,
      }) as Promise<SearchResultPage>,
    placeholderData: keepPreviousData,
  });
  // The same search wherever the listings are, for "… further away": near me only.
  const everywhere = Object.fromEntries(Object.entries(filters).filter(([name]) => !NEAR_ME_KEYS.has(name)));
  const total = useListingSearchTotal(TAB[type], key, everywhere, nearMe);
  const distances = new Map(
    (query.data?.content ?? []).flatMap((hit) =>
      hit.kind === "listing" && hit.listing.distanceKm !== undefined ? [[hit.listing.id, hit.listing.distanceKm]] : [],
    ),
  );
  const result = query.data;
  const groups: FacetGroup[] = facets.map((facet) => ({ ...facet, values: result?.facets?.[facet.name] }));
  const text = browseText(searchParams);
  const filtered = text !== "" || Object.keys(filters).length > 0;

  return (
    <>
      <PageHead head={browseHead(type)} />
      <PageHeader title={copy.title} subtitle={copy.subtitle} trail={[{ label: copy.title }]} />
      <section className="container page-body" aria-label={copy.title}>
        <SearchBrowse noun={copy.noun.other} groups={groups} extraFilters={<RatingFilter />} rated>
          {nearMe ? (
            <NearMeRadius within={query.isPlaceholderData ? undefined : result?.totalElements} total={total.data} />
          ) : null}
          {result?.totalElements === 0 ? <DidYouMean suggestion={result.didYouMean} /> : null}
          <EveryWordNote count={result?.matchingEveryWord} noun={copy.noun} />
          <PagedGrid
            result={
              result
                ? {
                    ...result,
                    content: result.content.flatMap((hit) => (hit.kind === "listing" ? [asSummary(hit.listing)] : [])),
                  }
                : undefined
            }
            status={query.status}
            showingPrevious={query.isPlaceholderData}
            onRetry={() => void query.refetch()}
            noun={copy.noun}
            emptyTitle={
              nearMe
                ? `No ${copy.noun.other} within ${radiusKm} km of you.`
                : filtered
                  ? `No ${copy.noun.other} match your search.`
                  : copy.empty
            }
            emptyText={
              nearMe
                ? "Choose a greater distance above, or sort by relevance."
                : filtered
                  ? "Try other words or fewer filters."
                  : "Please check back soon: new listings are added every week."
            }
            hrefFor={(index) => browsePageHref(pathname, searchParams, index, result)}
            renderItem={(listing, position) => (
              <ListingCard
                key={listing.id}
                listing={listing}
                variant={copy.variant}
                eager={position < 4}
                imageSizes={IMAGE_SIZES.browseCard}
                distanceKm={nearMe ? distances.get(listing.id) : undefined}
              />
            )}
          />
        </SearchBrowse>
      </section>
    </>
  );
}
