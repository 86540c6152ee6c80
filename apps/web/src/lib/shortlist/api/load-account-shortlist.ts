import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { Shortlist } from "@lwl/contracts/shortlist";
import { lazyToast } from "../../lazy-toast.ts";
import { authorizedJson } from "../../session/authorized-request.ts";
import { browserShortlist } from "../browser-shortlist.ts";

/**
 * GET /api/shortlist, after POST /api/shortlist/merge when this browser kept a shortlist while signed
 * out: the account keeps the union, and from then on the account's list is the one shown and changed.
 * The browser's copy is cleared only once the account has it.
 */
export async function loadAccountShortlist(signal?: AbortSignal): Promise<Shortlist> {
  const kept = browserShortlist.read();
  if (kept.length === 0) return authorizedJson<Shortlist>(`${SERVICE_BASE.listings}/shortlist`, { signal });
  const merged = await authorizedJson<Shortlist & { skipped: number }>(`${SERVICE_BASE.listings}/shortlist/merge`, {
    method: "POST",
    body: { items: kept.map((item) => ({ listingId: item.listing.id, note: item.note })) },
    signal,
  });
  browserShortlist.clear();
  // Listings no longer published, or past the account's maximum, are not kept: say so rather than lose them quietly.
  if (merged.skipped > 0) {
    lazyToast.warning(
      merged.skipped === 1
        ? "One listing saved in this browser could not be added to your shortlist: it is no longer listed, or your shortlist is full."
        : `${merged.skipped} listings saved in this browser could not be added to your shortlist: they are no longer listed, or your shortlist is full.`,
    );
  }
  return { items: merged.items };
}
