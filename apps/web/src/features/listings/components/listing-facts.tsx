import type { ListingDetails } from "@lwl/contracts/listings";
import { Chips } from "../../../components/ui/chips.tsx";
import { type InfoItem, InfoList } from "../../../components/ui/info-list.tsx";

const MODE_LABEL = { ONLINE: "Online", IN_PERSON: "In person" } as const;

function factsOf(details: ListingDetails): InfoItem[] {
  switch (details.kind) {
    case "COLLEGE":
      return [
        { label: "Established", value: details.establishedYear },
        { label: "Affiliation", value: details.affiliation },
        { label: "Fees", value: details.feeRange },
        {
          label: "Courses",
          value: details.courses.length > 0 ? <Chips items={details.courses} /> : null,
          wide: true,
        },
      ];
    case "SCHOOL":
      return [
        { label: "Board", value: details.board },
        { label: "Grades", value: details.grades },
        { label: "Medium of teaching", value: details.medium },
      ];
    case "TUTORIAL":
      return [
        {
          label: "Subjects",
          value: details.subjects.length > 0 ? <Chips items={details.subjects} /> : null,
          wide: true,
        },
        {
          label: "Teaching modes",
          value: details.modes.length > 0 ? details.modes.map((mode) => MODE_LABEL[mode]).join(" and ") : null,
        },
        { label: "Hourly rate", value: details.hourlyRate },
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
