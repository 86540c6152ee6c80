import { MIN_QUERY_LENGTH } from "@lwl/contracts/constants";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type SearchTab, searchPage } from "../../lib/api/search.ts";
import { useDebouncedValue } from "./use-debounced-value.ts";

/** Suggestions react faster than the results' 500 ms: they are what "instant" search feels like. */
export const SUGGEST_DEBOUNCE_MS = 150;
export const SUGGESTIONS_SHOWN = 6;

/** Autocomplete while typing (beyond the spec): the best few names, with their matched parts marked. */
export function useSuggestions(tab: SearchTab, text: string) {
  const [settled] = useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS);
  const enabled = settled.length >= MIN_QUERY_LENGTH && settled === text.trim();
  const query = useQuery({
    queryKey: ["search", "suggest", tab, settled] as const,
    queryFn: async ({ signal }) => {
      try {
        return await searchPage({ tab, key: settled, page: 0, size: SUGGESTIONS_SHOWN, autocomplete: true, signal });
      } catch {
        return null;
      }
    },
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  return text.trim().length >= MIN_QUERY_LENGTH ? (query.data?.content ?? []) : [];
}
