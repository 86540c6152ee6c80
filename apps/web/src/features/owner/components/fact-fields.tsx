import {
  BOARDING_LABEL,
  BOARDING_OPTIONS,
  SCHOOL_FACILITIES,
  SCHOOL_FACILITY_LABEL,
  SCHOOL_GRADES,
  schoolGradeLabel,
  TEACHING_MODE_LABEL,
  TUTOR_LEVEL_LABEL,
  TUTOR_LEVELS,
} from "@lwl/contracts/listing-facts";
import { LISTING_MODES, type ListingWrite } from "@lwl/contracts/listing-writes";
import type { ReactNode } from "react";
import formStyles from "../../../components/forms/form.module.css";
import { TextAreaField } from "../../../components/forms/text-area-field.tsx";
import { TextField } from "../../../components/forms/text-field.tsx";
import type { ContentFieldsProps } from "../content-kind.ts";
import { CheckboxGroup, YesNoField } from "./choice-group.tsx";
import { CourseFields } from "./course-fields.tsx";
import type { ListingFormValues } from "./listing-values.ts";
import styles from "./owner-forms.module.css";
import { SelectField } from "./select-field.tsx";

type FactFieldsProps = ContentFieldsProps<ListingFormValues, ListingWrite>;

const YEARLY_RUPEES = "In rupees a year";

const GRADE_OPTIONS = SCHOOL_GRADES.map((grade) => ({ value: grade, label: schoolGradeLabel(grade) }));
const BOARDING_CHOICES = BOARDING_OPTIONS.map((option) => ({ value: option, label: BOARDING_LABEL[option] }));
const FACILITY_CHOICES = SCHOOL_FACILITIES.map((facility) => ({
  value: facility,
  label: SCHOOL_FACILITY_LABEL[facility],
}));
const LEVEL_CHOICES = TUTOR_LEVELS.map((level) => ({ value: level, label: TUTOR_LEVEL_LABEL[level] }));
const MODE_CHOICES = LISTING_MODES.map((mode) => ({ value: mode, label: TEACHING_MODE_LABEL[mode] }));
const PER_OPTIONS = [
  { value: "HOUR", label: "Hour" },
  { value: "MONTH", label: "Month" },
];

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** Boxes under a smaller heading inside a section: a ranking's three parts, the admission dates. */
function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.subgroup}>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** A fee or a count typed as digits: phones show the number pad. */
const whole = { inputMode: "numeric", maxLength: 12 } as const;

function FeeRange({
  field,
  range,
}: Pick<FactFieldsProps, "field"> & { range: "details.tuition" | "details.annualFee" }) {
  return (
    <div className={styles.row}>
      <TextField {...whole} hint={YEARLY_RUPEES} {...field(`${range}.min`)} />
      <TextField {...whole} hint={YEARLY_RUPEES} {...field(`${range}.max`)} />
    </div>
  );
}

/** The admission window's two days; the contract checks that it does not close before it opens. */
function AdmissionDates({ field }: Pick<FactFieldsProps, "field">) {
  return (
    <div className={styles.row}>
      <TextField type="date" {...field("details.admission.opens")} />
      <TextField type="date" {...field("details.admission.closes")} />
    </div>
  );
}

const FEE_NOTE_HINT = "What the figures cannot say, for example what the fee includes.";

export function CollegeFactFields({ form, field, initial }: FactFieldsProps) {
  return (
    <>
      <Section legend="College details">
        <div className={styles.row}>
          <TextField {...whole} maxLength={4} {...field("details.establishedYear")} />
          <TextField {...field("details.affiliation")} hint="For example the university it belongs to." />
        </div>
        <TextField {...field("details.accreditation")} hint="For example NAAC A++" />
        <YesNoField field={field("details.hostel")} />
      </Section>
      <CourseFields form={form} field={field} initial={initial} />
      <Section legend="Fees">
        <p className={formStyles.hint}>Annual tuition. For a single figure, fill in either box.</p>
        <FeeRange field={field} range="details.tuition" />
        <TextField {...field("details.feeNote")} hint={FEE_NOTE_HINT} />
      </Section>
      <Section legend="Admission">
        <TextAreaField {...field("details.entranceExams")} hint="One exam a line, for example JEE Main." rows={3} />
        <AdmissionDates field={field} />
      </Section>
      <Section legend="Ranking and placements">
        <Group legend="Ranking">
          <TextField {...field("details.ranking.body")} hint="For example NIRF (Engineering)" />
          <div className={styles.row}>
            <TextField {...whole} {...field("details.ranking.rank")} />
            <TextField {...whole} maxLength={4} {...field("details.ranking.year")} />
          </div>
        </Group>
        <Group legend="Placements">
          <div className={styles.row}>
            <TextField {...whole} maxLength={4} {...field("details.placements.year")} />
            <TextField {...whole} hint={YEARLY_RUPEES} {...field("details.placements.medianPackage")} />
            <TextField
              inputMode="decimal"
              maxLength={5}
              hint="Of the students who sought a placement"
              {...field("details.placements.placedPercent")}
            />
          </div>
        </Group>
      </Section>
    </>
  );
}

export function SchoolFactFields({ field }: FactFieldsProps) {
  return (
    <>
      <Section legend="School details">
        <TextAreaField {...field("details.boards")} hint="One board a line, for example CBSE." rows={2} />
        <div className={styles.row}>
          <SelectField options={GRADE_OPTIONS} placeholder="Not stated" {...field("details.grades.from")} />
          <SelectField options={GRADE_OPTIONS} placeholder="Not stated" {...field("details.grades.to")} />
        </div>
        <TextField {...field("details.gradesNote")} hint="For example: Class 11 and 12 in science only." />
        <div className={styles.row}>
          <TextField {...field("details.medium")} hint="For example English." />
          <TextField {...whole} {...field("details.studentsPerTeacher")} hint="30 for a ratio of 30 to 1" />
        </div>
        <SelectField options={BOARDING_CHOICES} placeholder="Not stated" {...field("details.boarding")} />
        <YesNoField field={field("details.transport")} />
      </Section>
      <Section legend="Fees">
        <FeeRange field={field} range="details.annualFee" />
        <TextField {...field("details.feeNote")} hint={FEE_NOTE_HINT} />
      </Section>
      <Section legend="Admission">
        <AdmissionDates field={field} />
      </Section>
      <Section legend="Facilities">
        <CheckboxGroup field={field("details.facilities")} options={FACILITY_CHOICES} />
      </Section>
    </>
  );
}

export function TutorFactFields({ field }: FactFieldsProps) {
  return (
    <>
      <Section legend="Tutor details">
        <TextAreaField {...field("details.subjects")} hint="One subject a line." rows={4} />
        <CheckboxGroup field={field("details.levels")} options={LEVEL_CHOICES} />
        <CheckboxGroup field={field("details.modes")} options={MODE_CHOICES} />
        <div className={styles.row}>
          <TextField {...whole} {...field("details.batchSize")} hint="1 for one-to-one" />
          <TextField {...whole} maxLength={2} {...field("details.experienceYears")} />
        </div>
        <YesNoField field={field("details.demoClass")} />
      </Section>
      <Section legend="Fees">
        <div className={styles.row}>
          <TextField {...whole} hint="In rupees" {...field("details.fee.amount")} />
          <SelectField options={PER_OPTIONS} {...field("details.fee.per")} />
        </div>
        <TextField {...field("details.feeNote")} hint={FEE_NOTE_HINT} />
      </Section>
    </>
  );
}
