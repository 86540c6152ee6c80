import { IMAGE_ACCEPT, type UploadedImage } from "@lwl/contracts/media";
import type { Editor } from "@tiptap/react";
import { type ChangeEvent, useId, useState } from "react";
import { problemWithImage } from "../../lib/upload-checks.ts";
import { IMAGE_UPLOAD_PATH, UploadAnnouncement, UploadProgress } from "../forms/image-upload-field.tsx";
import { useFileUpload } from "../forms/use-file-upload.ts";
import { boxKeys } from "./box-keys.ts";
import styles from "./rich-text-editor.module.css";

const ALT_TEXT_REQUIRED = "Describe the image: the description is read to people who cannot see it.";
const IMAGE_FILE_REQUIRED = "Choose an image file first.";

/**
 * The image box under the toolbar: a file chosen is uploaded at once (POST /api/media, as every other
 * image of the site), then its description is required before it goes into the text, where it sits
 * with its size so that the page does not move as it loads. Escape goes back to the text.
 */
export function ImageInserter({ editor, onClose }: { editor: Editor; onClose(): void }) {
  const id = useId();
  const [image, setImage] = useState<UploadedImage | null>(null);
  const [alt, setAlt] = useState("");
  /** What "Insert image" found missing, until the person supplies it. */
  const [missing, setMissing] = useState<"file" | "description" | null>(null);
  const { state, upload, cancel } = useFileUpload<UploadedImage>(IMAGE_UPLOAD_PATH, problemWithImage);
  const uploading = state.phase === "uploading";
  const fileProblem = state.phase === "refused" ? state.message : missing === "file" ? IMAGE_FILE_REQUIRED : null;
  const altProblem = missing === "description" ? ALT_TEXT_REQUIRED : null;

  const close = () => {
    cancel();
    onClose();
    editor.commands.focus();
  };
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after fixing it) is a change too.
    event.target.value = "";
    if (!file) return;
    setMissing(null);
    setImage(await upload(file));
  };
  const insert = () => {
    if (!image) return setMissing("file");
    const description = alt.trim();
    if (description === "") return setMissing("description");
    editor
      .chain()
      .focus()
      .setImage({ src: image.url, alt: description, width: image.width, height: image.height })
      .run();
    onClose();
  };
  return (
    <fieldset className={styles.box} onKeyDown={boxKeys(insert, close)}>
      <legend className="visually-hidden">Image</legend>
      <label htmlFor={`${id}-file`} className={styles.boxLabel}>
        Image file
      </label>
      <input
        id={`${id}-file`}
        className={styles.fileInput}
        type="file"
        accept={IMAGE_ACCEPT}
        disabled={uploading}
        // biome-ignore lint/a11y/noAutofocus: the box opens because someone asked to add an image.
        autoFocus
        aria-invalid={fileProblem ? true : undefined}
        aria-describedby={fileProblem ? `${id}-file-problem` : undefined}
        onChange={choose}
      />
      {image ? (
        <img className={styles.imagePreview} src={image.url} alt="" width={image.width} height={image.height} />
      ) : null}
      <UploadProgress state={state} label="the image" onCancel={cancel} />
      <UploadAnnouncement state={state} doneText="Image uploaded. Now describe it." />
      {fileProblem ? (
        <p id={`${id}-file-problem`} className={styles.boxProblem} role="alert">
          {fileProblem}
        </p>
      ) : null}
      <label htmlFor={`${id}-alt`} className={styles.boxLabel}>
        Description (alt text)
      </label>
      <input
        id={`${id}-alt`}
        className={styles.boxInput}
        type="text"
        value={alt}
        maxLength={250}
        aria-required="true"
        aria-invalid={altProblem ? true : undefined}
        aria-describedby={altProblem ? `${id}-alt-problem` : `${id}-alt-hint`}
        onChange={(event) => {
          setAlt(event.target.value);
          if (altProblem) setMissing(null);
        }}
      />
      <p id={`${id}-alt-hint`} className={styles.hint}>
        What the image shows, in a sentence: read aloud to people who cannot see it.
      </p>
      {altProblem ? (
        <p id={`${id}-alt-problem`} className={styles.boxProblem} role="alert">
          {altProblem}
        </p>
      ) : null}
      <button type="button" className={styles.boxAction} onClick={insert} disabled={uploading}>
        Insert image
      </button>
      <button type="button" className={styles.boxAction} onClick={close}>
        Cancel
      </button>
    </fieldset>
  );
}
