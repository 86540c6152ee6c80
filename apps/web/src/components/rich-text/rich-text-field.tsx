import { Component, lazy, type ReactNode, Suspense } from "react";
import { FieldFrame } from "../forms/field-frame.tsx";
import formStyles from "../forms/form.module.css";
import type { RichTextEditorProps } from "./rich-text-editor.tsx";

/**
 * The editor (TipTap and ProseMirror, about 125 KB gzip) is its own chunk, fetched the first time a
 * form with rich text opens, so it never weighs on the landing page or on pages without it.
 */
const RichTextEditor = lazy(() => import("./rich-text-editor.tsx").then((m) => ({ default: m.RichTextEditor })));

export interface RichTextFieldProps {
  label: string;
  name: string;
  /** The text as HTML; "" when empty. */
  value: string;
  onChange(html: string): void;
  onBlur?(): void;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  id?: string;
}

/**
 * A labelled rich-text box whose value goes in and out as HTML (the server sanitises it on write).
 * While the editor loads, and if it cannot load, a plain text box edits the same value, so the form
 * is usable at once and never lost.
 */
export function RichTextField({ label, name, value, onChange, onBlur, error, hint, required, id }: RichTextFieldProps) {
  return (
    <FieldFrame label={label} id={id} required={required} hint={hint} error={error}>
      {(control) => {
        const fallback = (
          <textarea
            className={`${formStyles.input} ${formStyles.textarea}`}
            {...control}
            name={name}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          />
        );
        const editorProps: RichTextEditorProps = {
          id: control.id,
          label,
          value,
          onChange,
          onBlur,
          invalid: control["aria-invalid"] === true,
          describedBy: control["aria-describedby"],
          required,
        };
        return (
          <EditorLoadBoundary fallback={fallback}>
            <Suspense fallback={fallback}>
              <RichTextEditor {...editorProps} />
            </Suspense>
          </EditorLoadBoundary>
        );
      }}
    </FieldFrame>
  );
}

/** If the editor's code cannot be fetched (offline, a new deployment), the plain box stays. */
class EditorLoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
