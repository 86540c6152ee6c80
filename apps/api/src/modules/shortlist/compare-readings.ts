/**
 * What a compare row is made of (compare-facts.ts): a fact of a listing type and how one listing's cell
 * reads, with the numbers it is compared by where they can be compared.
 */
import type { CompareBetter } from "@lwl/contracts/compare";
import { type MoneyRange, yearlyFeeText, yesNoText } from "@lwl/contracts/listing-facts";
import type { ListingDetails, ListingType } from "@lwl/contracts/listings";
import type { ReviewSummary } from "@lwl/contracts/reviews";
import type { ComparedRow } from "./queries.ts";

/** A listing as the facts read it: its row and its reviews' summary. */
export interface ComparedListing {
  row: ComparedRow;
  reviews: ReviewSummary;
}

/**
 * One cell: the text shown (null when the listing does not say) and, where it can be compared, the
 * numbers it is compared by in one unit (a currency and period, a ranking's body and year): one
 * number, or a range as [from, to]. Cells of different units are never marked against each other.
 */
export interface Reading {
  text: string | null;
  amounts?: { unit: string; values: readonly number[] } | null;
}

export interface Fact {
  key: string;
  label: string;
  better: CompareBetter | null;
  read: (listing: ComparedListing) => Reading;
}

export const plain = (text: string | null | undefined): Reading => ({ text: text?.trim() ? text.trim() : null });

export const listText = (items: readonly string[] | undefined): Reading => plain((items ?? []).join(", "));

export const yesNo = (value: boolean | null | undefined): Reading => plain(yesNoText(value ?? null));

/** A number shown as `text` says, compared with the others of the same `unit`. */
export const number = (value: number | null | undefined, text: (value: number) => string, unit = ""): Reading =>
  value === null || value === undefined ? { text: null } : { text: text(value), amounts: { unit, values: [value] } };

/**
 * A fee: its figures, compared in their currency and period, with the note after them ("hostel extra").
 * A note alone (a fee that did not read as numbers) is shown and compares with nothing: no cell is
 * marked then, as "₹6,00,000 per programme" is no yearly fee to put beside another.
 */
export function fee(
  figures: { text: string; unit: string; values: readonly number[] } | null,
  note: string | null | undefined,
): Reading {
  const noted = note?.trim() ? note.trim() : null;
  if (!figures) return plain(noted);
  return {
    text: noted ? `${figures.text} (${noted})` : figures.text,
    amounts: { unit: figures.unit, values: figures.values },
  };
}

/** A yearly fee range, "₹1,20,000 – ₹1,80,000 a year", compared as [lowest, highest]. */
export const yearlyFee = (range: MoneyRange | null | undefined, note: string | null | undefined): Reading =>
  fee(
    range
      ? { text: yearlyFeeText(range) ?? "", unit: `${range.currency} a year`, values: [range.min, range.max] }
      : null,
    note,
  );

/** The details of a listing, when they are of its type. */
export function detailsOf<K extends ListingType>(
  listing: ComparedListing,
  kind: K,
): Extract<ListingDetails, { kind: K }> | null {
  const found = listing.row.details;
  return found?.kind === kind ? (found as Extract<ListingDetails, { kind: K }>) : null;
}
