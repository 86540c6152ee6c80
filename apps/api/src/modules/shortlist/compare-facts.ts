/**
 * The rows of the compare page (issue 27 item 3), per listing type, in this one place: what is shown,
 * in which words, and which way is better where that is clear. The structured facts of issue 27 item 1
 * are rows of compare-details.ts; the contract and the web page draw any rows they are given.
 */
import type { CompareBetter, CompareRow } from "@lwl/contracts/compare";
import type { ListingType } from "@lwl/contracts/listings";
import { REVIEW_TOPIC_LABEL, REVIEW_TOPICS } from "@lwl/contracts/reviews";
import { COLLEGE_FACTS, SCHOOL_FACTS, TUTOR_FACTS } from "./compare-details.ts";
import { type ComparedListing, type Fact, number, plain, type Reading } from "./compare-readings.ts";

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
  COLLEGE: [location, ...COLLEGE_FACTS, ...reviewFacts("COLLEGE")],
  SCHOOL: [location, ...SCHOOL_FACTS, ...reviewFacts("SCHOOL")],
  TUTORIAL: [location, ...TUTOR_FACTS, ...reviewFacts("TUTORIAL")],
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
