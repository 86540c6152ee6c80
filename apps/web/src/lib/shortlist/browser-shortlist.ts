import type { ShortlistItem } from "@lwl/contracts/shortlist";

/**
 * A visitor's shortlist, kept in this browser (localStorage) until they sign in and it merges into
 * their account (use-shortlist.ts). Other tabs follow through the `storage` event. Read back with care:
 * anything the page did not write itself (an older build, a hand edit) is dropped, not trusted.
 */
const KEY = "lwl.shortlist";
const EMPTY: readonly ShortlistItem[] = [];
const listeners = new Set<() => void>();
let cached: { raw: string | null; items: readonly ShortlistItem[] } = { raw: null, items: EMPTY };

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage switched off (a privacy setting): the shortlist lasts as long as the page.
    return null;
  }
}

const isText = (value: unknown): value is string => typeof value === "string";

function isItem(value: unknown): value is ShortlistItem {
  if (typeof value !== "object" || value === null) return false;
  const { listing, note, savedAt } = value as Record<string, unknown>;
  if (typeof listing !== "object" || listing === null || !isText(note) || !isText(savedAt)) return false;
  const fields = listing as Record<string, unknown>;
  return (
    Number.isInteger(fields.id) &&
    isText(fields.slug) &&
    isText(fields.name) &&
    (fields.type === "COLLEGE" || fields.type === "SCHOOL" || fields.type === "TUTORIAL") &&
    isText(fields.city) &&
    isText(fields.state) &&
    (fields.logo === null || isText(fields.logo))
  );
}

function parse(raw: string | null): readonly ShortlistItem[] {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isItem) : EMPTY;
  } catch {
    return EMPTY;
  }
}

/** The items as stored now; the same array while nothing changed (useSyncExternalStore compares). */
function read(): readonly ShortlistItem[] {
  const raw = storage()?.getItem(KEY) ?? null;
  if (raw !== cached.raw) cached = { raw, items: parse(raw) };
  return cached.items;
}

function write(items: readonly ShortlistItem[]): void {
  const store = storage();
  if (items.length === 0) store?.removeItem(KEY);
  else store?.setItem(KEY, JSON.stringify(items));
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key === KEY || event.key === null) for (const listener of listeners) listener();
}

export const browserShortlist = {
  read,
  serverSnapshot: (): readonly ShortlistItem[] => EMPTY,
  subscribe(listener: () => void): () => void {
    if (listeners.size === 0 && typeof window !== "undefined") window.addEventListener("storage", onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && typeof window !== "undefined") window.removeEventListener("storage", onStorage);
    };
  },
  /** Newest first, as the account's list. */
  add(item: ShortlistItem): void {
    write([item, ...read().filter((kept) => kept.listing.id !== item.listing.id)]);
  },
  remove(listingId: number): void {
    write(read().filter((kept) => kept.listing.id !== listingId));
  },
  setNote(listingId: number, note: string): void {
    write(read().map((kept) => (kept.listing.id === listingId ? { ...kept, note } : kept)));
  },
  clear(): void {
    write(EMPTY);
  },
};
