/** ?search=open asks for the search overlay (spec section 2), on whatever page the visitor is. */
export const SEARCH_PARAM = "search";
export const SEARCH_OPEN = "open";

export function isSearchOpen(params: URLSearchParams): boolean {
  return params.get(SEARCH_PARAM) === SEARCH_OPEN;
}

/** The address of the current page with the overlay open on top of it. */
export function withSearchOpen(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set(SEARCH_PARAM, SEARCH_OPEN);
  return `${pathname}?${params.toString()}`;
}
