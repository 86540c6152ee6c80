import { vi } from "vitest";

/**
 * Gives jsdom a matchMedia that answers prefers-reduced-motion as asked (jsdom has none). The returned
 * function flips the setting later, as a visitor changing it in their system settings would.
 */
export function preferReducedMotion(reduce: boolean): (next: boolean) => void {
  let matches = reduce;
  const listeners = new Set<() => void>();
  vi.stubGlobal("matchMedia", (query: string) => ({
    get matches() {
      return query === "(prefers-reduced-motion: reduce)" && matches;
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: boolean) => {
    matches = next;
    for (const listener of listeners) listener();
  };
}
