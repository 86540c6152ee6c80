import { DOCUMENT_ACCEPT, DOCUMENT_UPLOAD_LIMITS, formatMegabytes, type UploadedDocument } from "@lwl/contracts/media";
import { type ChangeEvent, type ReactNode, useState } from "react";
import { downloadPrivateDocument } from "../../lib/private-document.ts";
import { requestErrorMessage } from "../../lib/request-errors.ts";
import { problemWithDocument } from "../../lib/upload-checks.ts";
import { Button } from "../ui/button.tsx";
import { FieldFrame } from "./field-frame.tsx";
import { UploadAnnouncement, UploadProgress } from "./image-upload-field.tsx";
import styles from "./upload-field.module.css";
import { useFileUpload } from "./use-file-upload.ts";

export const DOCUMENT_UPLOAD_PATH = "/api/media/documents";

export interface DocumentUploadFieldProps {
  label: string;
  /** The attached document's URL (a claim's documentUrl), or null for none. */
  value: string | null;
  /** Its name, when known (after an upload in this form); otherwise the field says "a document". */
  fileName?: string | null;
  /** A document was uploaded (its URL and the whole answer), or removed (null). */
  onChange: (url: string | null, document: UploadedDocument | null) => void;
  id?: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string | null;
  disabled?: boolean;
}

const DEFAULT_HINT = `A PDF or a photo (JPEG, PNG or WebP), at most ${formatMegabytes(DOCUMENT_UPLOAD_LIMITS.maxBytes)}. Only you and the site's administrators can see it.`;

/**
 * A private document for a claim (POST /api/media/documents), uploaded at once with a progress bar.
 * The attached document can be downloaded again (with the session's token) or removed.
 */
export function DocumentUploadField({
  label,
  value,
  fileName,
  onChange,
  id,
  required,
  hint = DEFAULT_HINT,
  error,
  disabled,
}: DocumentUploadFieldProps) {
  const { state, upload, cancel, reset } = useFileUpload<UploadedDocument>(DOCUMENT_UPLOAD_PATH, problemWithDocument);
  const [uploaded, setUploaded] = useState<UploadedDocument | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const uploading = state.phase === "uploading";
  const name = (uploaded?.url === value ? uploaded.name : null) ?? fileName ?? null;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setDownloadError(null);
    const document = await upload(file);
    if (document) {
      setUploaded(document);
      onChange(document.url, document);
    }
  }

  function remove() {
    reset();
    setUploaded(null);
    setDownloadError(null);
    onChange(null, null);
  }

  async function download() {
    if (!value) return;
    setDownloadError(null);
    try {
      await downloadPrivateDocument(value, name ?? "document");
    } catch (failure) {
      setDownloadError(requestErrorMessage(failure, "The document could not be opened."));
    }
  }

  const shownError = state.phase === "refused" ? state.message : (downloadError ?? error);
  return (
    <FieldFrame label={label} id={id} required={required} hint={hint} error={shownError}>
      {(control) => (
        <div className={styles.box} data-invalid={shownError ? "true" : undefined}>
          {value ? (
            <p className={styles.document}>
              <span>
                Attached: <strong>{name ?? "a document"}</strong>
                {uploaded?.url === value ? ` (${formatSize(uploaded.size)})` : null}
              </span>
            </p>
          ) : (
            <p className={styles.empty}>No document attached.</p>
          )}
          <input
            {...control}
            className={styles.fileInput}
            type="file"
            accept={DOCUMENT_ACCEPT}
            disabled={disabled || uploading}
            onChange={choose}
          />
          <UploadProgress state={state} label={label} onCancel={cancel} />
          {value && !uploading ? (
            <div className={styles.actions}>
              <Button variant="outline" size="small" onClick={download} aria-label={`Download ${name ?? label}`}>
                Download
              </Button>
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

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return formatMegabytes(bytes);
}
