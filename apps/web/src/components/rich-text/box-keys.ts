import type { KeyboardEvent } from "react";

/**
 * The keys of a box under the toolbar (a link's address, an image to insert): Enter in one of its text
 * boxes applies it, and must not send the form the editor sits in; Escape goes back to the text.
 */
export function boxKeys(apply: () => void, close: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    const typing = event.target instanceof HTMLInputElement && event.target.type !== "file";
    if (event.key === "Enter" && typing) {
      event.preventDefault();
      apply();
    } else if (event.key === "Escape") {
      event.preventDefault();
      close();
    }
  };
}
