import { SERVICE_BASE } from "@lwl/contracts/constants";
import { useEffect } from "react";
import { postJson } from "../../../lib/http.ts";

/**
 * POST /api/listings/{id}/views (204): the detail page was shown, counted for the owner's monthly views
 * (issue 27 item 6; once per visitor and day, by the server). Fire and forget: counting must never stand
 * between a visitor and the page.
 */
export function recordListingView(listingId: number): void {
  postJson(`${SERVICE_BASE.listings}/listings/${listingId}/views`, null).catch(() => {});
}

/** Counts one view of a published listing's page, once each time a listing is shown (not on every render). */
export function useRecordListingView(listing: { id: number; status: string } | undefined): void {
  const shown = listing?.status === "PUBLISHED" ? listing.id : null;
  useEffect(() => {
    if (shown !== null) recordListingView(shown);
  }, [shown]);
}
