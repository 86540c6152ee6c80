/**
 * The structured facts of a listing (issue 27 item 1) as schema.org properties of its organisation
 * (structured-data.ts): only those schema.org has a property for, and only those the listing states.
 * A college's founding year, its courses as an offer catalogue, tuition or an annual fee as an offer of
 * a yearly price range, a tutor's fee by the hour or month, a tutor's subjects as what they know about,
 * accreditation and ranking as awards.
 */
import type { CourseLevel, MoneyRange, TutorFeePeriod } from "@lwl/contracts/listing-facts";
import type { CollegeCourse, ListingDetails } from "@lwl/contracts/listings";

type JsonLd = Record<string, unknown>;

/** What a course leads to, in words (schema.org educationalCredentialAwarded takes text). */
const CREDENTIAL: Record<CourseLevel, string> = {
  UG: "Undergraduate degree",
  PG: "Postgraduate degree",
  DIPLOMA: "Diploma",
  DOCTORATE: "Doctorate",
};

/** UN/CEFACT common codes, as schema.org unitCode reads them: a year, a month, an hour. */
const UNIT_CODE: Record<"YEAR" | TutorFeePeriod, string> = { YEAR: "ANN", MONTH: "MON", HOUR: "HUR" };

/** An ISO 8601 duration of years in halves: 4 → P4Y, 1.5 → P1Y6M, 0.5 → P6M. */
function durationOfYears(years: number): string {
  const whole = Math.floor(years);
  const months = Math.round((years - whole) * 12);
  return `P${whole > 0 ? `${whole}Y` : ""}${months > 0 || whole === 0 ? `${months}M` : ""}`;
}

function course(course: CollegeCourse): JsonLd {
  return {
    "@type": "Course",
    name: course.name,
    ...(course.level ? { educationalCredentialAwarded: CREDENTIAL[course.level] } : {}),
    ...(course.durationYears ? { timeRequired: durationOfYears(course.durationYears) } : {}),
  };
}

/** The courses as an offer catalogue (schema.org hasOfferCatalog), none without courses. */
function offerCatalog(courses: readonly CollegeCourse[]): JsonLd | undefined {
  if (courses.length === 0) return undefined;
  return { "@type": "OfferCatalog", name: "Courses", itemListElement: courses.map(course) };
}

/** A yearly fee as an offer (schema.org makesOffer) with its range, lowest to highest. */
function yearlyFeeOffer(name: string, range: MoneyRange | null): JsonLd | undefined {
  if (!range) return undefined;
  return {
    "@type": "Offer",
    name,
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      minPrice: range.min,
      maxPrice: range.max,
      priceCurrency: range.currency,
      unitCode: UNIT_CODE.YEAR,
    },
  };
}

const awards = (...stated: (string | null)[]): string[] | undefined => {
  const given = stated.filter((award): award is string => award !== null && award.trim() !== "");
  return given.length > 0 ? given : undefined;
};

/** The properties the facts add to the organisation (absent ones left out). */
export function listingFactsData(details: ListingDetails | null): JsonLd {
  switch (details?.kind) {
    case "COLLEGE":
      return {
        foundingDate: details.establishedYear === null ? undefined : String(details.establishedYear),
        hasOfferCatalog: offerCatalog(details.courses),
        makesOffer: yearlyFeeOffer("Tuition", details.tuition),
        award: awards(
          details.accreditation,
          details.ranking ? `Rank ${details.ranking.rank} in ${details.ranking.body} ${details.ranking.year}` : null,
        ),
      };
    case "SCHOOL":
      return { makesOffer: yearlyFeeOffer("Annual fee", details.annualFee) };
    case "TUTORIAL":
      return {
        knowsAbout: details.subjects.length > 0 ? details.subjects : undefined,
        makesOffer: details.fee
          ? {
              "@type": "Offer",
              name: "Tuition",
              priceSpecification: {
                "@type": "UnitPriceSpecification",
                price: details.fee.amount,
                priceCurrency: details.fee.currency,
                unitCode: UNIT_CODE[details.fee.per],
              },
            }
          : undefined,
      };
    default:
      return {};
  }
}
