import { PRIVATE_QUERY_ROOT } from "../../../lib/private-queries.ts";

/**
 * The owner's views (every status, pending changes, rejection reasons) belong to the signed-in person:
 * their keys sit under the private root, so signing out drops them.
 */
export const ownerKeys = {
  all: [PRIVATE_QUERY_ROOT, "owner"] as const,
  listing: (id: number) => [...ownerKeys.all, "listing", id] as const,
  listingsOf: (authorId: string) => [...ownerKeys.all, "listings", authorId] as const,
  event: (id: number) => [...ownerKeys.all, "event", id] as const,
  eventsOf: (listingId: number) => [...ownerKeys.all, "events", listingId] as const,
  post: (id: number) => [...ownerKeys.all, "post", id] as const,
  postsOf: (authorId: string) => [...ownerKeys.all, "posts", authorId] as const,
  statsOf: (listingId: number) => [...ownerKeys.all, "stats", listingId] as const,
};
