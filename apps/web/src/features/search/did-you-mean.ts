import { highlightParts } from "./components/highlighted-text.tsx";

/** Damerau-Levenshtein distance (optimal string alignment): a swap of two letters is one typo. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const above = d[i - 1] as number[];
      row[j] = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
      }
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

const fold = (word: string) => word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** The words of a suggestion's name, taken from its highlight when there is one. */
export function nameWords(highlight: string | undefined, name: string): string[] {
  const text = highlight
    ? highlightParts(highlight)
        .map((part) => part.text)
        .join("")
    : name;
  return text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3);
}

/**
 * The closest word among the candidates, when it is a plausible misspelling of `word`: at most two
 * typos, and fewer than half its letters. Returns null when `word` itself is among them.
 */
export function closestWord(word: string, candidates: string[]): string | null {
  const target = fold(word);
  let best: { word: string; distance: number } | null = null;
  for (const candidate of candidates) {
    const distance = editDistance(target, fold(candidate));
    if (distance === 0) return null;
    if (distance <= 2 && distance * 2 < target.length && (!best || distance < best.distance)) {
      best = { word: candidate.toLowerCase(), distance };
    }
  }
  return best?.word ?? null;
}
