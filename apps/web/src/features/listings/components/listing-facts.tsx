import { SCHOOL_FACILITY_LABEL } from "@lwl/contracts/listing-facts";
import type { CollegeCourse, ListingDetails } from "@lwl/contracts/listings";
import { type ReactNode, useId } from "react";
import { Chips } from "../../../components/ui/chips.tsx";
import { type InfoItem, InfoList } from "../../../components/ui/info-list.tsx";
import { courseTexts, type FactText, factTexts, type ListingFactField } from "../../../lib/listing-facts.ts";
import styles from "./listing-facts.module.css";

/** Lists read as chips; their text is the same entries joined. */
function chipsOf(details: ListingDetails): Partial<Record<ListingFactField, readonly string[]>> {
  switch (details.kind) {
    case "COLLEGE":
      return { entranceExams: details.entranceExams };
    case "SCHOOL":
      return {
        boards: details.boards,
        facilities: details.facilities.map((facility) => SCHOOL_FACILITY_LABEL[facility]),
      };
    case "TUTORIAL":
      return { subjects: details.subjects };
  }
}

/** The notes that read under another fact: what the fee figures (or grades) cannot say. */
const NOTE_OF: Partial<Record<ListingFactField, ListingFactField>> = {
  tuition: "feeNote",
  annualFee: "feeNote",
  fee: "feeNote",
  grades: "gradesNote",
};

/** A fact with its note under it; a note alone stands in the fact's place, under the fact's name. */
function withNote(text: string | null, note: string | null): ReactNode {
  if (text === null || note === null) return text ?? note;
  return (
    <>
      {text}
      <span className={styles.note}>{note}</span>
    </>
  );
}

function factItems(details: ListingDetails): InfoItem[] {
  const texts = factTexts(details);
  const textOf = (field: ListingFactField) => texts.find((fact) => fact.field === field)?.text ?? null;
  const notes = new Set(Object.values(NOTE_OF));
  const chips = chipsOf(details);
  return texts
    .filter((fact: FactText) => fact.field !== "courses" && !notes.has(fact.field))
    .map((fact) => {
      const list = chips[fact.field];
      if (list) return { label: fact.label, value: list.length > 0 ? <Chips items={list} /> : null, wide: true };
      const noteField = NOTE_OF[fact.field];
      return { label: fact.label, value: noteField ? withNote(fact.text, textOf(noteField)) : fact.text };
    });
}

const NOT_STATED = (
  <>
    <span aria-hidden="true">–</span>
    <span className="visually-hidden">Not stated</span>
  </>
);

/** The college's courses, a row each; a column no course states is left out. */
function CoursesTable({ courses }: { courses: readonly CollegeCourse[] }) {
  const captionId = useId();
  const rows = courses.map((course) => ({ name: course.name, ...courseTexts(course) }));
  const columns = (
    [
      ["level", "Level"],
      ["duration", "Duration"],
      ["seats", "Seats"],
    ] as const
  ).filter(([key]) => rows.some((row) => row[key] !== null));
  return (
    // Focusable and named, so a keyboard can scroll the table where a phone is too narrow for it.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keys.
    <section className={styles.scroll} aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.courses}>
        <caption id={captionId} className={styles.caption}>
          Courses
        </caption>
        <thead>
          <tr>
            <th scope="col">Course</th>
            {columns.map(([key, title]) => (
              <th key={key} scope="col">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">{row.name}</th>
              {columns.map(([key]) => (
                <td key={key} className={key === "level" ? styles.wraps : undefined}>
                  {row[key] ?? NOT_STATED}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * The facts the listing states, named and worded as contracts/listing-facts.ts words them: fees with their
 * note under them, grades, admission dates, and a college's courses as a table. What is not stated is left out.
 */
export function ListingFacts({ details }: { details: ListingDetails }) {
  return (
    <>
      <InfoList items={factItems(details)} columns />
      {details.kind === "COLLEGE" && details.courses.length > 0 ? <CoursesTable courses={details.courses} /> : null}
    </>
  );
}

export function hasFacts(details: ListingDetails | null): details is ListingDetails {
  if (!details) return false;
  return factTexts(details).some((fact) => fact.text !== null);
}
