import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { Shortlist } from "@lwl/contracts/shortlist";
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
  const merged = await authorizedJson<Shortlist>(`${SERVICE_BASE.listings}/shortlist/merge`, {
    method: "POST",
    body: { items: kept.map((item) => ({ listingId: item.listing.id, note: item.note })) },
    signal,
  });
  browserShortlist.clear();
  return { items: merged.items };
}
