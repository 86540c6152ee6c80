import { useQuery } from "@tanstack/react-query";
import { type SearchTab, searchPage } from "./api/search-requests.ts";
import { closestWord, nameWords } from "./did-you-mean.ts";

const WORDS_CHECKED = 3;

/**
 * "Did you mean" for a query that found nothing (beyond the spec). The server already forgives
 * typos from five letters on; what is left is short words and heavier misspellings. Each word is
 * looked up by its first three letters through the autocomplete call, and replaced by the closest
 * word of the names found, when one is close enough.
 */
export function useDidYouMean(tab: SearchTab, key: string): string | null {
  const query = useQuery({
    queryKey: ["search", "did-you-mean", tab, key] as const,
    queryFn: async ({ signal }) => {
      const words = key.split(/\s+/).filter(Boolean);
      let changed = false;
      const corrected = await Promise.all(
        words.map(async (word, index) => {
          if (index >= WORDS_CHECKED || word.length < 4) return word;
          try {
            const page = await searchPage({ tab, key: word.slice(0, 3), page: 0, size: 8, autocomplete: true, signal });
            const candidates = page.content.flatMap((hit) =>
              hit.kind === "listing"
                ? [...nameWords(hit.listing.highlight, hit.listing.name), hit.listing.city]
                : [...nameWords(hit.event.highlight, hit.event.title), hit.event.city],
            );
            const better = closestWord(word, candidates);
            if (better === null) return word;
            changed = true;
            return better;
          } catch {
            return word;
          }
        }),
      );
      return changed ? corrected.join(" ") : null;
    },
    enabled: key.length >= 3,
    staleTime: 60_000,
  });
  return key.length >= 3 ? (query.data ?? null) : null;
}
