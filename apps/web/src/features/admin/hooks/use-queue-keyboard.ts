import { useEffect, useRef } from "react";

export interface QueueKeys {
  /** How many items the list shows. */
  count: number;
  /** Index of the selected item, or -1. */
  selected: number;
  select(index: number): void;
  approve(index: number): void;
  reject(index: number): void;
  /** Off while a dialog is open or a decision is running. */
  enabled: boolean;
}

/** Typing in a field (or a rich-text editor) is typing, not a shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  // isContentEditable, and the attribute for environments without it (jsdom).
  if (target.isContentEditable || target.closest('[contenteditable="true"], [contenteditable=""]')) return true;
  const tag = target.tagName;
  return tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT";
}

/**
 * The review queue's shortcuts: j next item, k previous item, a approve, r reject (opens the reason
 * dialog). Never while typing in a field, with a modifier key held, or while the hook is disabled.
 */
export function useQueueKeyboard(keys: QueueKeys): void {
  const latest = useRef(keys);
  latest.current = keys;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { count, selected, select, approve, reject, enabled } = latest.current;
      if (!enabled || count === 0 || event.defaultPrevented) return;
      if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === "j") select(Math.min(count - 1, selected + 1));
      else if (key === "k") select(Math.max(0, selected - 1));
      else if (key === "a" && selected >= 0) approve(selected);
      else if (key === "r" && selected >= 0) reject(selected);
      else return;
      event.preventDefault();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}
