import Image from "@tiptap/extension-image";
import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useRef } from "react";
import { EditorToolbar } from "./editor-toolbar.tsx";
import styles from "./rich-text-editor.module.css";

/** Loaded lazily by RichTextField; import that, not this. */
export interface RichTextEditorProps {
  id: string;
  label: string;
  value: string;
  onChange(html: string): void;
  onBlur?(): void;
  invalid: boolean;
  describedBy: string | undefined;
  required?: boolean;
}

/**
 * What the editor can make: the page title is the h1, so headings start at h2; links are plain
 * links that never open a window of their own; images are the site's own uploads, with their
 * description and size (image-inserter.tsx). The server's sanitiser allows all of it.
 */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    // An empty paragraph after every list or quote would be sent and stored for nothing.
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: "https",
      protocols: ["mailto", "tel"],
      HTMLAttributes: { rel: "noopener nofollow", target: null },
    },
  }),
  Image.configure({ allowBase64: false }),
];

/** ProseMirror's empty document is `<p></p>`; the form (and its required check) sees "". */
function htmlOf(editor: { isEmpty: boolean; getHTML(): string }): string {
  return editor.isEmpty ? "" : editor.getHTML();
}

function attributesFor({ id, label, invalid, describedBy, required }: RichTextEditorProps): Record<string, string> {
  const attributes: Record<string, string> = {
    id,
    role: "textbox",
    "aria-multiline": "true",
    "aria-label": label,
    class: styles.content ?? "",
  };
  if (describedBy) attributes["aria-describedby"] = describedBy;
  if (invalid) attributes["aria-invalid"] = "true";
  if (required) attributes["aria-required"] = "true";
  return attributes;
}

/**
 * TipTap with a labelled toolbar. Keyboard: the usual shortcuts (Ctrl+B, Ctrl+I, Ctrl+Z...), Alt+F10
 * moves to the toolbar, arrow keys move along it and Escape comes back to the text.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { value, onChange, onBlur } = props;
  // The editor is made once; these keep its callbacks pointing at the latest props.
  const changeRef = useRef(onChange);
  const blurRef = useRef(onBlur);
  changeRef.current = onChange;
  blurRef.current = onBlur;
  /** The last HTML the editor reported, to tell its own echo from a new value set from outside. */
  const lastHtml = useRef(value);
  const toolbarRef = useRef<HTMLDivElement>(null);

  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    editorProps: {
      attributes: attributesFor(props),
      handleKeyDown(_view, event) {
        if (event.altKey && event.key === "F10") {
          toolbarRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
          return true;
        }
        return false;
      },
    },
    onUpdate({ editor: current }) {
      const html = htmlOf(current);
      lastHtml.current = html;
      changeRef.current(html);
    },
    onBlur() {
      blurRef.current?.();
    },
  });

  // A value set from outside (the form loading a saved item, a reset) replaces the text.
  useEffect(() => {
    if (!editor || value === lastHtml.current) return;
    lastHtml.current = value;
    if (value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const attributes = attributesFor(props);
  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    if (!editor) return;
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes: JSON.parse(attributesKey) } });
  }, [editor, attributesKey]);

  return (
    <div className={styles.editor} data-invalid={props.invalid || undefined}>
      {editor ? <EditorToolbar ref={toolbarRef} editor={editor} label={props.label} editorId={props.id} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}
