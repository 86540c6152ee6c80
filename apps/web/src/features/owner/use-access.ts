import type { UseQueryResult } from "@tanstack/react-query";
import { HttpError } from "../../lib/http.ts";
import { acceptsNewContent, mayManage } from "../../lib/ownership.ts";
import { PATHS } from "../../lib/paths.ts";
import { useSession } from "../../lib/session/use-session.ts";
import { ownerListingsApi } from "./api/owner-listings.ts";
import type { Access } from "./components/access-gate.tsx";

const CHECKING = "Checking your access…";

/**
 * The resource check failed: the item does not exist or could not be loaded. The server saying
 * "not yours" (403) is the ownership check failing instead.
 */
function deniedFor(error: unknown): Access {
  if (error instanceof HttpError && error.status === 403) return { state: "denied", to: PATHS.notYours };
  return { state: "denied", to: PATHS.error };
}

function loading(query: Pick<UseQueryResult, "status" | "error">): Access | null {
  if (query.status === "pending") return { state: "checking", label: CHECKING };
  if (query.status === "error") return deniedFor(query.error);
  return null;
}

/**
 * Access to a listing's owner pages (docs/product.md sections 2.4 and 4): its author or an
 * administrator; for new events and posts (`forNewContent`) the listing must also be published, or be
 * listing 1749. `listingId` null (a malformed address) is the resource check failing.
 */
export function useListingAccess(listingId: number | null, { forNewContent = false } = {}) {
  const { user } = useSession();
  const listing = ownerListingsApi.useOwnerItem(listingId);
  let access: Access;
  if (listingId === null) access = { state: "denied", to: PATHS.error };
  else access = loading(listing) ?? { state: "granted" };
  if (access.state === "granted" && listing.data) {
    if (!mayManage(user, listing.data.authorId)) access = { state: "denied", to: PATHS.notYours };
    else if (forNewContent && !acceptsNewContent(listing.data)) access = { state: "denied", to: PATHS.error };
  }
  return { access, listing: listing.data };
}

/**
 * Access to an event's or post's edit page: load the item, then its listing, whose author (or an
 * administrator) may edit it. A post written for no listing is its own author's.
 */
export function useItemAccess<Item extends { listingId: number | null; authorId?: string | null }>(
  id: number | null,
  item: Pick<UseQueryResult<Item>, "status" | "error" | "data">,
) {
  const { user } = useSession();
  const listingId = item.data?.listingId ?? null;
  const listing = ownerListingsApi.useOwnerItem(listingId);
  let access: Access;
  if (id === null) access = { state: "denied", to: PATHS.error };
  else access = loading(item) ?? { state: "granted" };
  if (access.state === "granted" && item.data) {
    if (listingId === null) {
      if (!mayManage(user, item.data.authorId ?? null)) access = { state: "denied", to: PATHS.notYours };
    } else {
      access = loading(listing) ?? access;
      if (access.state === "granted" && listing.data && !mayManage(user, listing.data.authorId)) {
        access = { state: "denied", to: PATHS.notYours };
      }
    }
  }
  return { access, item: item.data, listing: listing.data };
}
