import styles from "../admin.module.css";

/** A toast's text with an "Undo" button that makes the reverse change (a role or an account's standing). */
export function UndoToast({ text, onUndo }: { text: string; onUndo(): void }) {
  return (
    <div className={styles.undoToast}>
      <span>{text}</span>
      <button type="button" className={styles.undoButton} onClick={onUndo}>
        Undo
      </button>
    </div>
  );
}
