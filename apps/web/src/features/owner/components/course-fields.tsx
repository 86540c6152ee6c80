import { COURSE_LEVEL_LABEL, COURSE_LEVELS } from "@lwl/contracts/listing-facts";
import type { ListingWrite } from "@lwl/contracts/listing-writes";
import { useRef } from "react";
import { get, useFieldArray } from "react-hook-form";
import formStyles from "../../../components/forms/form.module.css";
import { TextField } from "../../../components/forms/text-field.tsx";
import { Button, buttonClassName } from "../../../components/ui/button.tsx";
import type { ContentFieldsProps } from "../content-kind.ts";
import { emptyCourse, type ListingFormValues } from "./listing-values.ts";
import styles from "./owner-forms.module.css";
import { SelectField } from "./select-field.tsx";

const LEVEL_OPTIONS = COURSE_LEVELS.map((level) => ({ value: level, label: COURSE_LEVEL_LABEL[level] }));

/** The list's own problem in words: the contract's "details.courses names B.Tech twice" names no box. */
function listProblem(message: string | null): string | null {
  if (message === null) return null;
  const twice = /^details\.courses names (.+) twice$/.exec(message);
  if (twice) return `${twice[1]} is listed twice: list each course once.`;
  return message.replace(/^details\.courses /, "Courses ").replace(/([^.])$/, "$1.");
}

/**
 * A college's courses, one row each (name, level, duration, seats). "Add course" puts the focus in the new
 * row's name; removing a row puts it back on "Add course", so the keyboard never loses its place.
 */
export function CourseFields({ form, field }: ContentFieldsProps<ListingFormValues, ListingWrite>) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "details.courses" });
  const addButton = useRef<HTMLButtonElement>(null);
  // The list's own error (react-hook-form keeps a field array's under `root` when its rows have some too).
  const listError = get(form.formState.errors, "details.courses") as
    | { message?: unknown; root?: { message?: unknown } }
    | undefined;
  const raw = listError?.message ?? listError?.root?.message;
  const problem = listProblem(typeof raw === "string" && raw !== "" ? raw : null);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Courses</legend>
      {fields.length === 0 ? <p className={formStyles.hint}>No courses yet.</p> : null}
      {fields.map((row, index) => {
        const number = index + 1;
        return (
          <fieldset key={row.id} className={styles.courseRow}>
            <legend>Course {number}</legend>
            <div className={styles.courseBoxes}>
              <TextField required maxLength={100} {...field(`details.courses.${index}.name`)} />
              <SelectField
                options={LEVEL_OPTIONS}
                placeholder="Not stated"
                {...field(`details.courses.${index}.level`)}
              />
              <TextField
                inputMode="decimal"
                hint="In years: 1.5 for 18 months"
                {...field(`details.courses.${index}.durationYears`)}
              />
              <TextField inputMode="numeric" {...field(`details.courses.${index}.seats`)} />
            </div>
            <div>
              <Button
                variant="outline"
                size="small"
                aria-label={`Remove course ${number}`}
                onClick={() => {
                  remove(index);
                  addButton.current?.focus();
                }}
              >
                Remove course
              </Button>
            </div>
          </fieldset>
        );
      })}
      {problem ? (
        <p className={formStyles.error} role="alert">
          {problem}
        </p>
      ) : null}
      <div>
        <button
          ref={addButton}
          type="button"
          className={buttonClassName("secondary", "small")}
          onClick={() => append(emptyCourse())}
        >
          Add course
        </button>
      </div>
    </fieldset>
  );
}
