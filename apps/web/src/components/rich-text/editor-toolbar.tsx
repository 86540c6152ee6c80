import type { Editor } from "@tiptap/react";
import { useEditorState } from "@tiptap/react";
import { type KeyboardEvent, type Ref, useId, useRef, useState } from "react";
import { boxKeys } from "./box-keys.ts";
import { ImageInserter } from "./image-inserter.tsx";
import styles from "./rich-text-editor.module.css";

interface ToolbarButton {
  label: string;
  /**
   * What the button shows; the label is what it is called. A glyph made of letters is part of the
   * label (WCAG 2.5.3, label in name): someone who says "click Heading" or reads "B" and hears "Bold"
   * finds the button. Symbols (•, 1., arrows) are pictures of the action, named by the label.
   */
  glyph: string;
  shortcut?: string;
  /** Toggles have a pressed state; actions (undo, link) do not. */
  isActive?(editor: Editor): boolean;
  canRun?(editor: Editor): boolean;
  run(editor: Editor): void;
}

const BUTTONS: ToolbarButton[] = [
  {
    label: "Bold",
    glyph: "B",
    shortcut: "Control+B",
    isActive: (e) => e.isActive("bold"),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    label: "Italic",
    glyph: "I",
    shortcut: "Control+I",
    isActive: (e) => e.isActive("italic"),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: "Heading",
    // The words rather than "H2"/"H3": a listing owner knows a heading, not HTML's levels.
    glyph: "Heading",
    isActive: (e) => e.isActive("heading", { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: "Subheading",
    glyph: "Subheading",
    isActive: (e) => e.isActive("heading", { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: "Bulleted list",
    glyph: "•",
    isActive: (e) => e.isActive("bulletList"),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: "Numbered list",
    glyph: "1.",
    isActive: (e) => e.isActive("orderedList"),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: "Quote",
    glyph: "“”",
    isActive: (e) => e.isActive("blockquote"),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
];

const HISTORY: ToolbarButton[] = [
  {
    label: "Undo",
    glyph: "↶",
    shortcut: "Control+Z",
    canRun: (e) => e.can().undo(),
    run: (e) => e.chain().focus().undo().run(),
  },
  {
    label: "Redo",
    glyph: "↷",
    shortcut: "Control+Shift+Z",
    canRun: (e) => e.can().redo(),
    run: (e) => e.chain().focus().redo().run(),
  },
];

/** Addresses people type without a scheme become https; only web, mail and phone links are kept. */
export function linkHref(typed: string): string | null {
  const text = typed.trim();
  if (text === "") return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return ["http:", "https:", "mailto:", "tel:"].includes(url.protocol) ? withScheme : null;
  } catch {
    return null;
  }
}

/** The link box under the toolbar: type an address, Enter applies, Escape goes back to the text. */
function LinkEditor({ editor, onClose }: { editor: Editor; onClose(): void }) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [href, setHref] = useState<string>(() => editor.getAttributes("link").href ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const hasLink = editor.isActive("link");

  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const apply = () => {
    const target = linkHref(href);
    if (target === null) {
      setProblem("Enter a web address (https://…), an e-mail (mailto:…) or a phone number (tel:…).");
      return;
    }
    if (editor.state.selection.empty && !hasLink) {
      // With nothing selected, the address itself becomes the link's text.
      editor
        .chain()
        .focus()
        .insertContent({ type: "text", text: target, marks: [{ type: "link", attrs: { href: target } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange("link").setLink({ href: target }).run();
    }
    onClose();
  };

  return (
    <fieldset className={styles.box}>
      <legend className="visually-hidden">Link</legend>
      <label htmlFor={inputId} className={styles.boxLabel}>
        Link address
      </label>
      <input
        id={inputId}
        className={styles.boxInput}
        type="url"
        inputMode="url"
        value={href}
        // biome-ignore lint/a11y/noAutofocus: the box opens because someone asked to type a link.
        autoFocus
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        onChange={(event) => {
          setHref(event.target.value);
          setProblem(null);
        }}
        onKeyDown={boxKeys(apply, close)}
      />
      <button type="button" className={styles.boxAction} onClick={apply}>
        Apply link
      </button>
      {hasLink ? (
        <button
          type="button"
          className={styles.boxAction}
          onClick={() => {
            editor.chain().focus().extendMarkRange("link").unsetLink().run();
            onClose();
          }}
        >
          Remove link
        </button>
      ) : null}
      <button type="button" className={styles.boxAction} onClick={close}>
        Cancel
      </button>
      {problem ? (
        <p id={errorId} className={styles.boxProblem} role="alert">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}

interface EditorToolbarProps {
  editor: Editor;
  /** The field's label: the toolbar is "Formatting for <label>". */
  label: string;
  editorId: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A toolbar in the ARIA pattern: one tab stop, arrow keys (and Home, End) move between the buttons,
 * Escape goes back to the text. Toggles say whether they are on (aria-pressed).
 */
export function EditorToolbar({ editor, label, editorId, ref }: EditorToolbarProps) {
  /** The box open under the toolbar, if any: the link's address or an image to insert. */
  const [box, setBox] = useState<"link" | "image" | null>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttonRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: BUTTONS.map((button) => button.isActive?.(current) ?? false),
      link: current.isActive("link"),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });

  const linkButton: ToolbarButton = {
    label: "Link",
    // A word: an emoji would need a font that many systems lack.
    glyph: "Link",
    isActive: (e) => e.isActive("link"),
    run: () => setBox("link"),
  };
  const imageButton: ToolbarButton = {
    label: "Image",
    glyph: "Image",
    run: () => setBox("image"),
  };
  const all = [...BUTTONS, linkButton, imageButton, ...HISTORY];
  const pressed = (index: number) =>
    index < BUTTONS.length ? state.active[index] : index === BUTTONS.length ? state.link : undefined;
  const disabled = (button: ToolbarButton) =>
    button.label === "Undo" ? !state.canUndo : button.label === "Redo" ? !state.canRedo : false;

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const count = all.length;
    const next =
      event.key === "ArrowRight"
        ? (focusIndex + 1) % count
        : event.key === "ArrowLeft"
          ? (focusIndex - 1 + count) % count
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? count - 1
              : null;
    if (event.key === "Escape") {
      event.preventDefault();
      editor.commands.focus();
      return;
    }
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    buttonRefs.current[next]?.focus();
  };

  return (
    <>
      <div
        ref={ref}
        role="toolbar"
        aria-label={`Formatting for ${label}`}
        aria-controls={editorId}
        className={styles.toolbar}
        onKeyDown={move}
      >
        {all.map((button, index) => {
          const isPressed = pressed(index);
          return (
            <button
              key={button.label}
              ref={(element) => {
                buttonRefs.current[index] = element;
              }}
              type="button"
              className={styles.tool}
              tabIndex={index === focusIndex ? 0 : -1}
              aria-label={button.label}
              title={button.shortcut ? `${button.label} (${button.shortcut.replace("Control", "Ctrl")})` : button.label}
              aria-keyshortcuts={button.shortcut}
              aria-pressed={isPressed === undefined ? undefined : isPressed}
              // A disabled button drops out of the keyboard order; aria-disabled keeps it reachable.
              aria-disabled={disabled(button) || undefined}
              onFocus={() => setFocusIndex(index)}
              // Keeps the text's selection while a mouse presses the button.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                if (!disabled(button)) button.run(editor);
              }}
            >
              {/* Drawn by CSS, so the button's text is its name alone ("Bold", not "B Bold"). */}
              <span aria-hidden="true" className={styles.glyph} data-glyph={button.glyph} />
            </button>
          );
        })}
      </div>
      {box === "link" ? <LinkEditor editor={editor} onClose={() => setBox(null)} /> : null}
      {box === "image" ? <ImageInserter editor={editor} onClose={() => setBox(null)} /> : null}
    </>
  );
}
