import { IMAGE_ACCEPT, type UploadedImage } from "@lwl/contracts/media";
import type { Editor } from "@tiptap/react";
import { type ChangeEvent, type KeyboardEvent, useId, useState } from "react";
import { problemWithImage } from "../../lib/upload-checks.ts";
import { IMAGE_UPLOAD_PATH, UploadAnnouncement, UploadProgress } from "../forms/image-upload-field.tsx";
import { useFileUpload } from "../forms/use-file-upload.ts";
import styles from "./rich-text-editor.module.css";

export const ALT_TEXT_REQUIRED = "Describe the image: the description is read to people who cannot see it.";
export const IMAGE_FILE_REQUIRED = "Choose an image file first.";

/**
 * The image box under the toolbar: a file chosen is uploaded at once (POST /api/media, as every other
 * image of the site), then its description is required before it goes into the text, where it sits
 * with its size so that the page does not move as it loads. Escape goes back to the text.
 */
export function ImageInserter({ editor, onClose }: { editor: Editor; onClose(): void }) {
  const id = useId();
  const [image, setImage] = useState<UploadedImage | null>(null);
  const [alt, setAlt] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const { state, upload, cancel } = useFileUpload<UploadedImage>(IMAGE_UPLOAD_PATH, problemWithImage);
  const uploading = state.phase === "uploading";
  const fileProblem = state.phase === "refused" ? state.message : problem === IMAGE_FILE_REQUIRED ? problem : null;
  const altProblem = problem === ALT_TEXT_REQUIRED ? problem : null;

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
    setProblem(null);
    setImage(await upload(file));
  };
  const insert = () => {
    if (!image) return setProblem(IMAGE_FILE_REQUIRED);
    const description = alt.trim();
    if (description === "") return setProblem(ALT_TEXT_REQUIRED);
    editor
      .chain()
      .focus()
      .setImage({ src: image.url, alt: description, width: image.width, height: image.height })
      .run();
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    // Enter must not send the form the editor sits in.
    if (event.key === "Enter" && event.target instanceof HTMLInputElement && event.target.type === "text") {
      event.preventDefault();
      insert();
    } else if (event.key === "Escape") {
      event.preventDefault();
      close();
    }
  };

  return (
    <fieldset className={styles.linkEditor} onKeyDown={onKeyDown}>
      <legend className="visually-hidden">Image</legend>
      <label htmlFor={`${id}-file`} className={styles.linkLabel}>
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
        <p id={`${id}-file-problem`} className={styles.linkProblem} role="alert">
          {fileProblem}
        </p>
      ) : null}
      <label htmlFor={`${id}-alt`} className={styles.linkLabel}>
        Description (alt text)
      </label>
      <input
        id={`${id}-alt`}
        className={styles.linkInput}
        type="text"
        value={alt}
        maxLength={250}
        aria-required="true"
        aria-invalid={altProblem ? true : undefined}
        aria-describedby={altProblem ? `${id}-alt-problem` : `${id}-alt-hint`}
        onChange={(event) => {
          setAlt(event.target.value);
          if (altProblem) setProblem(null);
        }}
      />
      <p id={`${id}-alt-hint`} className={styles.hint}>
        What the image shows, in a sentence: read aloud to people who cannot see it.
      </p>
      {altProblem ? (
        <p id={`${id}-alt-problem`} className={styles.linkProblem} role="alert">
          {altProblem}
        </p>
      ) : null}
      <button type="button" className={styles.linkAction} onClick={insert} disabled={uploading}>
        Insert image
      </button>
      <button type="button" className={styles.linkAction} onClick={close}>
        Cancel
      </button>
    </fieldset>
  );
}
