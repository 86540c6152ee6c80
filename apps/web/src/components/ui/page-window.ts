/** Page indexes to show as links: first, last, and the current page with its neighbours; null marks a gap. */
export function pageWindow(current: number, totalPages: number, neighbours = 1): (number | null)[] {
  const shown = new Set<number>([0, totalPages - 1]);
  for (let index = current - neighbours; index <= current + neighbours; index++) {
    if (index >= 0 && index < totalPages) shown.add(index);
  }
  const sorted = [...shown].filter((index) => index >= 0).sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const index of sorted) {
    const previous = result.at(-1);
    if (typeof previous === "number" && index - previous === 2) result.push(previous + 1);
    else if (typeof previous === "number" && index - previous > 2) result.push(null);
    result.push(index);
  }
  return result;
}
