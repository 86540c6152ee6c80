import { formatMegabytes, IMAGE_ACCEPT, IMAGE_UPLOAD_LIMITS, type UploadedImage } from "@lwl/contracts/media";
import type { ChangeEvent, ReactNode } from "react";
import { problemWithImage } from "../../lib/upload-checks.ts";
import { Button } from "../ui/button.tsx";
import { FieldFrame } from "./field-frame.tsx";
import styles from "./upload-field.module.css";
import { type UploadState, useFileUpload } from "./use-file-upload.ts";

export const IMAGE_UPLOAD_PATH = "/api/media";

export interface ImageUploadFieldProps {
  label: string;
  /** The image's current URL (a listing's logo, an event's cover...), or null for none. */
  value: string | null;
  /** A new image was uploaded (its URL and the whole answer, variants included), or removed (null). */
  onChange: (url: string | null, image: UploadedImage | null) => void;
  id?: string;
  required?: boolean;
  /** Help under the field; by default the accepted types and size. */
  hint?: ReactNode;
  /** A problem the form found with the value (e.g. a required image missing). */
  error?: string | null;
  disabled?: boolean;
  /** A logo is shown square, a cover or post picture wide. */
  shape?: "square" | "wide";
}

const DEFAULT_HINT = `JPEG, PNG or WebP, at most ${formatMegabytes(IMAGE_UPLOAD_LIMITS.maxBytes)}.`;

/**
 * An image chosen from the device, checked and uploaded at once (POST /api/media) with a progress bar;
 * the field's value is the uploaded image's URL. A refused file gets its reason beside the field and
 * leaves the current image as it was. A native file input, so it works by keyboard and is read with its label.
 */
export function ImageUploadField({
  label,
  value,
  onChange,
  id,
  required,
  hint = DEFAULT_HINT,
  error,
  disabled,
  shape = "wide",
}: ImageUploadFieldProps) {
  const { state, upload, cancel, reset } = useFileUpload<UploadedImage>(IMAGE_UPLOAD_PATH, problemWithImage);
  const uploading = state.phase === "uploading";

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after fixing it) is a change too.
    event.target.value = "";
    if (!file) return;
    const image = await upload(file);
    if (image) onChange(image.url, image);
  }

  function remove() {
    reset();
    onChange(null, null);
  }

  const shownError = state.phase === "refused" ? state.message : error;
  return (
    <FieldFrame label={label} id={id} required={required} hint={hint} error={shownError}>
      {(control) => (
        <div className={styles.box} data-invalid={shownError ? "true" : undefined}>
          {value ? (
            <img
              className={`${styles.preview} ${shape === "square" ? styles.previewSquare : styles.previewWide}`}
              src={value}
              alt={`Current ${label.toLowerCase()}`}
            />
          ) : (
            <p className={styles.empty}>No image chosen.</p>
          )}
          <input
            {...control}
            className={styles.fileInput}
            type="file"
            accept={IMAGE_ACCEPT}
            disabled={disabled || uploading}
            onChange={choose}
          />
          <UploadProgress state={state} label={label} onCancel={cancel} />
          {value && !uploading ? (
            <div className={styles.actions}>
              <Button
                variant="outline"
                size="small"
                onClick={remove}
                disabled={disabled}
                aria-label={`Remove ${label}`}
              >
                Remove
              </Button>
            </div>
          ) : null}
          <UploadAnnouncement state={state} doneText={`${label} uploaded.`} />
        </div>
      )}
    </FieldFrame>
  );
}

/** The bar and a Cancel button while a file goes out. */
export function UploadProgress({
  state,
  label,
  onCancel,
}: {
  state: UploadState;
  label: string;
  onCancel: () => void;
}) {
  if (state.phase !== "uploading") return null;
  return (
    <div className={styles.progress}>
      <progress max={100} value={state.percent} aria-label={`Uploading ${label}`}>
        {state.percent}%
      </progress>
      <div className={styles.actions}>
        <span aria-hidden="true">Uploading… {state.percent}%</span>
        <Button variant="outline" size="small" onClick={onCancel}>
          Cancel upload
        </Button>
      </div>
    </div>
  );
}

/**
 * What a screen reader hears: the start, the end, or the refusal (visible beside the field as well).
 * Always rendered, so the live region exists before its text changes.
 */
export function UploadAnnouncement({ state, doneText }: { state: UploadState; doneText: string }) {
  const text =
    state.phase === "uploading"
      ? "Uploading."
      : state.phase === "done"
        ? doneText
        : state.phase === "refused"
          ? state.message
          : "";
  return (
    <p className="visually-hidden" role="status">
      {text}
    </p>
  );
}
