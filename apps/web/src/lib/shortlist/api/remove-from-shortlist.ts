import { SERVICE_BASE } from "@lwl/contracts/constants";
import { authorizedJson } from "../../session/authorized-request.ts";

/** DELETE /api/shortlist/{listingId}. */
export async function removeFromShortlist(listingId: number): Promise<void> {
  await authorizedJson<null>(`${SERVICE_BASE.listings}/shortlist/${listingId}`, { method: "DELETE" });
}
