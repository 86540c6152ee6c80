import { NEWS_EMPTY_AFTER_MS, NEWS_ROTATION_MS } from "@lwl/contracts/constants";
import { type FocusEvent, useEffect, useState } from "react";
import { usePrefersReducedMotion } from "./use-reduced-motion.ts";

/**
 * Which news item is featured: the next one every 60 s (docs/product.md section 2). Choosing one by hand
 * restarts the 60 s, so the chosen article stays long enough to be read. Like the banner (WCAG 2.2.2),
 * the rotation waits while the pointer or focus is inside the block, stops with the pause button, and
 * starts stopped under prefers-reduced-motion (the play button still starts it).
 */
export function useFeaturedRotation(count: number) {
  const [chosen, setChosen] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // null until the visitor presses pause or play: until then the system's motion setting decides.
  const [stoppedByVisitor, setStoppedByVisitor] = useState<boolean | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const stopped = stoppedByVisitor ?? reducedMotion;
  const rotating = count > 1 && !hovered && !focused && !stopped;
  const featured = count > 0 ? chosen % count : 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: featured restarts the 60 s whenever another article is shown.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setChosen((current) => (current + 1) % count), NEWS_ROTATION_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, count, featured]);

  const containerHandlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
  };

  return {
    featured,
    feature: setChosen,
    stopped,
    toggleStopped: () => setStoppedByVisitor(!stopped),
    containerHandlers,
  };
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
