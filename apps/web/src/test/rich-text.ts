import { screen, waitFor } from "@testing-library/react";

/**
 * The rich-text editor's text box (ProseMirror's contenteditable) for the field labelled `label`,
 * once its chunk has loaded. The toolbar renders as soon as the editor exists; TipTap attaches the
 * box it points at (`aria-controls`) a moment later, so this waits for both.
 */
export async function richTextBox(label: string): Promise<HTMLElement> {
  const toolbar = await screen.findByRole("toolbar", { name: `Formatting for ${label}` });
  return waitFor(() => {
    const box = document.getElementById(toolbar.getAttribute("aria-controls") ?? "");
    if (!box) throw new Error("the toolbar does not point at the editor");
    return box;
  });
}
