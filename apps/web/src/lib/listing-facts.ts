import type { ListingDetails } from "@lwl/contracts/listings";

type DetailField<D> = D extends ListingDetails ? Exclude<keyof D, "kind"> : never;

/**
 * How a listing's key facts are named on its page (features/listings, "Key facts"); the admin review
 * names them the same way, so the reviewer reads what the visitor will read.
 */
export const LISTING_FACT_LABEL: Record<DetailField<ListingDetails>, string> = {
  establishedYear: "Established",
  affiliation: "Affiliation",
  feeRange: "Fees",
  courses: "Courses",
  board: "Board",
  grades: "Grades",
  medium: "Medium of teaching",
  subjects: "Subjects",
  modes: "Teaching modes",
  hourlyRate: "Hourly rate",
};

const MODE_LABEL = { ONLINE: "Online", IN_PERSON: "In person" } as const;

/** ["ONLINE", "IN_PERSON"] -> "Online and In person"; null when none is given. */
export function teachingModesText(modes: readonly (keyof typeof MODE_LABEL)[]): string | null {
  return modes.length > 0 ? modes.map((mode) => MODE_LABEL[mode]).join(" and ") : null;
}
