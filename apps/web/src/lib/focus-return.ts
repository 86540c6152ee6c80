// Apart from focus-trap.ts: the search overlay's host (in the entry chunk) needs only these two, and
// the trap's code can then stay in the lazy chunks of the dialogs that use it.

/** The element that has focus now, to give it back when a dialog or overlay closes. */
export function currentFocus(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/** Gives focus back to `target` if it is still on the page, otherwise to `fallback` (when given). */
export function restoreFocus(target: HTMLElement | null, fallback?: () => HTMLElement | null): void {
  if (target?.isConnected && !target.closest("[inert]")) {
    target.focus();
    return;
  }
  fallback?.()?.focus();
}
