/** Recent searches, newest first, kept in this browser only (beyond the spec, issue 9). */
const STORAGE_KEY = "lwl.recentSearches";
export const RECENT_SEARCHES_KEPT = 5;

export function readRecentSearches(): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(stored)
      ? stored.filter((item): item is string => typeof item === "string").slice(0, RECENT_SEARCHES_KEPT)
      : [];
  } catch {
    return [];
  }
}

export function rememberSearch(query: string): string[] {
  const text = query.trim();
  if (text === "") return readRecentSearches();
  const next = [text, ...readRecentSearches().filter((item) => item.toLowerCase() !== text.toLowerCase())].slice(
    0,
    RECENT_SEARCHES_KEPT,
  );
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked (private mode): the list just is not kept.
  }
  return next;
}
