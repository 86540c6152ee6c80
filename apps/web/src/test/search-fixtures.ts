import type { ListingSearchItem, ListingSearchResults } from "@lwl/contracts/search";

/** A listing as the search service answers it, for component tests. */
export function searchItem(overrides: Partial<ListingSearchItem> = {}): ListingSearchItem {
  const name = overrides.name ?? "Green Valley School";
  return {
    id: 1,
    slug: "green-valley-school",
    type: "SCHOOL",
    name,
    city: "Pune",
    state: "Maharashtra",
    address: "12 Hill Road, Pune, Maharashtra",
    logo: null,
    coverPicture: null,
    excerpt: "A school for grades 1 to 12.",
    rating: { average: null, count: 0 },
    highlight: name,
    ...overrides,
  };
}

export function searchResults(
  content: ListingSearchItem[],
  page = 0,
  totalElements = content.length,
  extra: Partial<ListingSearchResults> = {},
): ListingSearchResults {
  const size = 12;
  const totalPages = Math.ceil(totalElements / size);
  return {
    content,
    number: page,
    size,
    totalElements,
    totalPages,
    first: page === 0,
    last: page >= totalPages - 1,
    facets: { city: [], state: [], board: [] },
    didYouMean: null,
    ...extra,
  };
}
