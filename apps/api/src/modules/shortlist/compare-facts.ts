/**
 * The rows of the compare page (issue 27 item 3), per listing type, in this one place: what is shown,
 * in which words, and which way is better where that is clear. The structured facts of issue 27 item 1
 * become more rows here; the contract and the web page draw any rows they are given.
 */
import type { CompareBetter, CompareRow } from "@lwl/contracts/compare";
import type { ListingDetails, ListingType } from "@lwl/contracts/listings";
import { REVIEW_TOPIC_LABEL, REVIEW_TOPICS, type ReviewSummary } from "@lwl/contracts/reviews";
import type { ComparedRow } from "./queries.ts";

/** A listing as the facts read it: its row and its reviews' summary. */
export interface ComparedListing {
  row: ComparedRow;
  reviews: ReviewSummary;
}

/**
 * One cell: the text shown (null when the listing does not say) and, where it can be read reliably,
 * the numbers it is compared by in one unit ("per year"): one number, or a range as [from, to].
 */
interface Reading {
  text: string | null;
  amounts?: { unit: string; values: readonly number[] } | null;
}

interface Fact {
  key: string;
  label: string;
  better: CompareBetter | null;
  read: (listing: ComparedListing) => Reading;
}

const plain = (text: string | null | undefined): Reading => ({ text: text?.trim() ? text.trim() : null });
const listText = (items: readonly string[]): Reading => plain(items.join(", "));
const MODE_TEXT = { ONLINE: "Online", IN_PERSON: "In person" } as const;

/** "₹1,20,000 – ₹1,80,000 per year" or "₹500 per hour": nothing else is read as a number. */
const MONEY = /^₹\s?([\d,]+)(?:\s*[–-]\s*₹\s?([\d,]+))?\s+(per\s+[a-z]+)$/i;

export function readMoney(text: string | null | undefined): Reading {
  const reading = plain(text);
  const match = reading.text ? MONEY.exec(reading.text) : null;
  if (!match?.[1] || !match[3]) return { ...reading, amounts: null };
  const from = Number(match[1].replaceAll(",", ""));
  const to = match[2] ? Number(match[2].replaceAll(",", "")) : from;
  if (!Number.isFinite(from) || !Number.isFinite(to) || to < from) return { ...reading, amounts: null };
  return { ...reading, amounts: { unit: match[3].toLowerCase().replace(/\s+/g, " "), values: [from, to] } };
}

const number = (value: number | null, text: (value: number) => string): Reading =>
  value === null ? { text: null } : { text: text(value), amounts: { unit: "", values: [value] } };

function details<K extends ListingType>(
  listing: ComparedListing,
  kind: K,
): Extract<ListingDetails, { kind: K }> | null {
  const found = listing.row.details;
  return found?.kind === kind ? (found as Extract<ListingDetails, { kind: K }>) : null;
}

/** The reviews' rows every type has: the stars, the ranking score, how many, and each topic of the type. */
function reviewFacts(type: ListingType): Fact[] {
  return [
    {
      key: "rating",
      label: "Average rating",
      better: "HIGHER",
      read: ({ reviews }) => number(reviews.average, (value) => `${value.toFixed(1)} out of 5`),
    },
    {
      key: "reviewCount",
      label: "Reviews",
      better: "HIGHER",
      read: ({ reviews }) => number(reviews.count, (value) => (value === 1 ? "1 review" : `${value} reviews`)),
    },
    {
      key: "score",
      label: "Review score",
      better: "HIGHER",
      read: ({ reviews }) => number(reviews.score, (value) => value.toFixed(2)),
    },
    ...REVIEW_TOPICS[type].map(
      (topic): Fact => ({
        key: `topic.${topic}`,
        label: `${REVIEW_TOPIC_LABEL[topic]} (reviews)`,
        better: "HIGHER",
        read: ({ reviews }) =>
          number(
            reviews.topics.find((found) => found.topic === topic)?.average ?? null,
            (value) => `${value.toFixed(1)} out of 5`,
          ),
      }),
    ),
  ];
}

const location: Fact = {
  key: "location",
  label: "Location",
  better: null,
  read: ({ row }) => plain([row.city, row.state].filter(Boolean).join(", ")),
};

const FACTS: Record<ListingType, Fact[]> = {
  COLLEGE: [
    location,
    {
      key: "established",
      label: "Established",
      better: null,
      read: (listing) => plain(details(listing, "COLLEGE")?.establishedYear?.toString()),
    },
    { key: "affiliation", label: "Affiliation", better: null, read: (l) => plain(details(l, "COLLEGE")?.affiliation) },
    { key: "fees", label: "Fees", better: "LOWER", read: (l) => readMoney(details(l, "COLLEGE")?.feeRange) },
    { key: "courses", label: "Courses", better: null, read: (l) => listText(details(l, "COLLEGE")?.courses ?? []) },
    ...reviewFacts("COLLEGE"),
  ],
  SCHOOL: [
    location,
    { key: "board", label: "Board", better: null, read: (l) => plain(details(l, "SCHOOL")?.board) },
    { key: "grades", label: "Grades", better: null, read: (l) => plain(details(l, "SCHOOL")?.grades) },
    { key: "medium", label: "Medium of teaching", better: null, read: (l) => plain(details(l, "SCHOOL")?.medium) },
    ...reviewFacts("SCHOOL"),
  ],
  TUTORIAL: [
    location,
    {
      key: "subjects",
      label: "Subjects",
      better: null,
      read: (l) => listText(details(l, "TUTORIAL")?.subjects ?? []),
    },
    {
      key: "modes",
      label: "Teaching modes",
      better: null,
      read: (l) => plain((details(l, "TUTORIAL")?.modes ?? []).map((mode) => MODE_TEXT[mode]).join(" and ")),
    },
    {
      key: "hourlyRate",
      label: "Hourly rate",
      better: "LOWER",
      read: (l) => readMoney(details(l, "TUTORIAL")?.hourlyRate),
    },
    ...reviewFacts("TUTORIAL"),
  ],
};

/**
 * Which cells hold the best value: only when every listing that says something can be read as
 * numbers in one unit, at least two can be compared, and they are not all equal. A range is best only
 * when both its ends are (the lowest "from" and the lowest "to"); otherwise no cell is marked.
 */
function bestCells(better: CompareBetter | null, readings: Reading[]): boolean[] {
  const none = readings.map(() => false);
  if (!better) return none;
  const said = readings.filter((reading) => reading.text !== null);
  if (said.some((reading) => !reading.amounts)) return none;
  const amounts = said.map((reading) => reading.amounts as NonNullable<Reading["amounts"]>);
  const first = amounts[0];
  if (!first || amounts.length < 2) return none;
  if (amounts.some((found) => found.unit !== first.unit || found.values.length !== first.values.length)) return none;
  const pick = better === "HIGHER" ? Math.max : Math.min;
  const goal = first.values.map((_, index) => pick(...amounts.map((found) => found.values[index] as number)));
  const isBest = (reading: Reading) =>
    reading.amounts?.values.every((value, index) => value === goal[index]) === true && reading.text !== null;
  const marked = readings.map(isBest);
  const markedCount = marked.filter(Boolean).length;
  return markedCount === 0 || markedCount === said.length ? none : marked;
}

/** The rows of the comparison, one cell per listing in the given order. */
export function compareRows(type: ListingType, compared: ComparedListing[]): CompareRow[] {
  return FACTS[type].map((fact) => {
    const readings = compared.map(fact.read);
    const best = bestCells(fact.better, readings);
    return {
      key: fact.key,
      label: fact.label,
      better: fact.better,
      cells: readings.map((reading, index) => ({ text: reading.text, best: best[index] === true })),
      differs: new Set(readings.map((reading) => reading.text)).size > 1,
    };
  });
}
