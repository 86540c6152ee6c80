import { SERVICE_BASE } from "@lwl/contracts/constants";
import { requestJson } from "../../http.ts";

/**
 * POST /api/shortlist/saves: tells the listing's owner it was saved once more (a count, nothing about
 * who). Best effort: the save itself is in this browser already, so a failure is not the visitor's concern.
 */
export function countVisitorSave(listingId: number): void {
  requestJson<null>(`${SERVICE_BASE.listings}/shortlist/saves`, { method: "POST", body: { listingId } }).catch(
    () => undefined,
  );
}
