/** ?search=open asks for the search overlay (spec section 2), on whatever page the visitor is. */
export const SEARCH_PARAM = "search";
export const SEARCH_OPEN = "open";

/**
 * ?key= fills the overlay's box as it opens: the search box that search engines show for the site
 * (the landing page's WebSite SearchAction, contracts/page-head.ts SEARCH_TARGET) lands here. Not `q`,
 * which the browse pages keep their own search in (lib/browse-search.ts), under an overlay opened on them.
 */
export const SEARCH_QUERY_PARAM = "key";

export function isSearchOpen(params: URLSearchParams): boolean {
  return params.get(SEARCH_PARAM) === SEARCH_OPEN;
}

/** The address of the current page with the overlay open on top of it. */
export function withSearchOpen(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set(SEARCH_PARAM, SEARCH_OPEN);
  return `${pathname}?${params.toString()}`;
}
