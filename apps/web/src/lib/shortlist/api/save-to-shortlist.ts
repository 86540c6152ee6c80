import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { Shortlist } from "@lwl/contracts/shortlist";
import { authorizedJson } from "../../session/authorized-request.ts";

/** PUT /api/shortlist/{listingId}: saves it (or changes its note; without one, a kept note stays). */
export function saveToShortlist(listingId: number, note?: string): Promise<Shortlist> {
  return authorizedJson<Shortlist>(`${SERVICE_BASE.listings}/shortlist/${listingId}`, {
    method: "PUT",
    body: note === undefined ? {} : { note },
  });
}
