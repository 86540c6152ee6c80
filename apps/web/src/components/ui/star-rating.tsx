import { type Ref, useId, useState } from "react";
import styles from "./star-rating.module.css";

/** The most stars a rating has (reviews rate 1 to 5). */
export const STAR_COUNT = 5;
const STARS = Array.from({ length: STAR_COUNT }, (_, index) => index + 1);

const oneDecimal = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1, minimumFractionDigits: 0 });

/** A rating as people read it: "4.3", "4" (one decimal at most). */
export function formatRating(value: number): string {
  return oneDecimal.format(value);
}

/** What a stars display says to screen readers: "4.3 out of 5 stars", "1 out of 5 stars". */
export function starsLabel(value: number): string {
  return `${formatRating(value)} out of ${STAR_COUNT} stars`;
}

function StarShape({ className }: { className: string | undefined }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" />
    </svg>
  );
}

type StarSize = "small" | "medium" | "large";

interface StarRatingProps {
  /** 0 to 5; fractions fill part of a star (to one decimal, as the label reads). */
  value: number;
  size?: StarSize;
  /** What screen readers hear instead of the default "4.3 out of 5 stars". */
  label?: string;
}

/**
 * A read-only row of five stars filled to `value`, for cards and reviews: one image to screen readers,
 * named by its number ("4.3 out of 5 stars"); the stars themselves are decoration.
 */
export function StarRating({ value, size = "medium", label }: StarRatingProps) {
  const shown = Math.round(Math.min(STAR_COUNT, Math.max(0, value)) * 10) / 10;
  return (
    <span className={`${styles.display} ${styles[size]}`} role="img" aria-label={label ?? starsLabel(shown)}>
      <span className={styles.track}>
        {STARS.map((star) => (
          <StarShape key={star} className={styles.empty} />
        ))}
      </span>
      <span className={styles.fill} style={{ width: `${(shown / STAR_COUNT) * 100}%` }}>
        {STARS.map((star) => (
          <StarShape key={star} className={styles.filled} />
        ))}
      </span>
    </span>
  );
}

interface StarRatingInputProps {
  /** The question the group answers: "Overall rating", "Academics". */
  legend: string;
  /** The radio group's name (a form field's name). */
  name: string;
  /** The chosen number of stars, or null while none is chosen. */
  value: number | null;
  onChange(value: number): void;
  onBlur?(): void;
  /** Offers a "Clear" button that takes the rating back (for optional ratings). */
  onClear?(): void;
  required?: boolean;
  hint?: string;
  /** The problem with the choice, shown under the stars and announced with the group. */
  error?: string | null;
  /** Given the first star's radio button, so a form can move focus to the group (react-hook-form's `ref`). */
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/**
 * A 1-5 stars choice made of radio buttons: one group (fieldset and legend), Tab reaches it, the arrow
 * keys move the choice, each star is named "3 stars", and the focused star shows the focus ring. The
 * radio buttons are hidden; the stars drawn beside them fill up to the choice (or to the star pointed at).
 */
export function StarRatingInput({
  legend,
  name,
  value,
  onChange,
  onBlur,
  onClear,
  required,
  hint,
  error,
  inputRef,
  disabled,
}: StarRatingInputProps) {
  const id = useId();
  const [pointed, setPointed] = useState<number | null>(null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  const filledUpTo = pointed ?? value ?? 0;

  return (
    <fieldset className={styles.group} aria-describedby={describedBy} disabled={disabled}>
      <legend className={styles.legend}>
        {legend}{" "}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : (
          <span className={styles.optional}>(optional)</span>
        )}
      </legend>
      <div className={styles.choices}>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: pointing only previews the fill; the radios do the choosing. */}
        <div className={styles.stars} onMouseLeave={() => setPointed(null)}>
          {STARS.map((star) => (
            <label key={star} className={styles.option} onMouseEnter={() => setPointed(star)}>
              <input
                ref={star === 1 ? inputRef : undefined}
                className={styles.radio}
                type="radio"
                name={name}
                value={star}
                checked={value === star}
                required={required}
                aria-invalid={error ? true : undefined}
                onChange={() => onChange(star)}
                onBlur={onBlur}
              />
              <StarShape className={star <= filledUpTo ? styles.inputFilled : styles.inputEmpty} />
              <span className="visually-hidden">{star === 1 ? "1 star" : `${star} stars`}</span>
            </label>
          ))}
        </div>
        <span className={styles.choice} aria-hidden="true">
          {value === null ? "Not rated" : `${value} out of ${STAR_COUNT}`}
        </span>
        {onClear && value !== null ? (
          <button type="button" className={styles.clear} onClick={onClear}>
            Clear <span className="visually-hidden">the rating of {legend}</span>
          </button>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
