import type { ListingDetails } from "@lwl/contracts/listings";
import { Chips } from "../../../components/ui/chips.tsx";
import { type InfoItem, InfoList } from "../../../components/ui/info-list.tsx";
import { LISTING_FACT_LABEL as LABEL, teachingModesText } from "../../../lib/listing-facts.ts";

function factsOf(details: ListingDetails): InfoItem[] {
  switch (details.kind) {
    case "COLLEGE":
      return [
        { label: LABEL.establishedYear, value: details.establishedYear },
        { label: LABEL.affiliation, value: details.affiliation },
        { label: LABEL.feeRange, value: details.feeRange },
        {
          label: LABEL.courses,
          value: details.courses.length > 0 ? <Chips items={details.courses} /> : null,
          wide: true,
        },
      ];
    case "SCHOOL":
      return [
        { label: LABEL.board, value: details.board },
        { label: LABEL.grades, value: details.grades },
        { label: LABEL.medium, value: details.medium },
      ];
    case "TUTORIAL":
      return [
        {
          label: LABEL.subjects,
          value: details.subjects.length > 0 ? <Chips items={details.subjects} /> : null,
          wide: true,
        },
        {
          label: LABEL.modes,
          value: teachingModesText(details.modes),
        },
        { label: LABEL.hourlyRate, value: details.hourlyRate },
      ];
  }
}

/** The facts that belong to the listing's type: courses and fees, boards and grades, subjects and rates. */
export function ListingFacts({ details }: { details: ListingDetails }) {
  return <InfoList items={factsOf(details)} columns />;
}

export function hasFacts(details: ListingDetails | null): details is ListingDetails {
  if (!details) return false;
  return factsOf(details).some((item) => item.value !== null && item.value !== undefined && item.value !== "");
}
