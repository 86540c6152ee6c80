import { NEWS_EMPTY_AFTER_MS, NEWS_ROTATION_MS } from "@lwl/contracts/constants";
import { useEffect, useState } from "react";

/**
 * Which news item is featured: the next one every 60 s (docs/product.md section 2). Choosing one by hand
 * restarts the 60 s, so the chosen article stays long enough to be read.
 */
export function useFeaturedRotation(count: number) {
  const [chosen, setChosen] = useState(0);
  const featured = count > 0 ? chosen % count : 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: featured restarts the 60 s whenever another article is shown.
  useEffect(() => {
    if (count < 2) return;
    const timer = window.setTimeout(() => setChosen((current) => (current + 1) % count), NEWS_ROTATION_MS);
    return () => window.clearTimeout(timer);
  }, [count, featured]);

  return { featured, feature: setChosen };
}

/** True once the 4 s grace period is over: only then is "nothing yet" shown as "nothing found". */
export function useGracePeriodOver(ms: number = NEWS_EMPTY_AFTER_MS): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setOver(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return over;
}
