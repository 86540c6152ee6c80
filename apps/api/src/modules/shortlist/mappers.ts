import type { ShortlistItem } from "@lwl/contracts/shortlist";
import type { ShortlistRow } from "./queries.ts";

export function toShortlistItem(row: ShortlistRow): ShortlistItem {
  return { listing: row.listing, note: row.note, savedAt: row.createdAt.toISOString() };
}
