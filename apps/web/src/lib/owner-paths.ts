import type { ListingType } from "@lwl/contracts/listings";
import { PATHS } from "./paths.ts";

/**
 * Links to the owner forms (the patterns of ROUTE_PATTERNS in paths.ts with the id filled in). Apart
 * from paths.ts, which the entry script carries, so only the pages that link to the forms load them.
 */
export const ownerPaths = {
  addListing: (type?: ListingType) => (type ? `${PATHS.addListing}?type=${type.toLowerCase()}` : PATHS.addListing),
  editListing: (listingId: number) => `/edit-listing/${listingId}`,
  createEvent: (listingId: number) => `/create-event/${listingId}`,
  editEvent: (eventId: number) => `/edit-event/${eventId}`,
  createPost: (listingId: number) => `/create-post/${listingId}`,
  editPost: (postId: number) => `/edit-post/${postId}`,
} as const;
