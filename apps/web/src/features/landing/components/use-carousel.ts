import { type FocusEvent, type TouchEvent, useCallback, useEffect, useRef, useState } from "react";
import { usePrefersReducedMotion } from "./use-reduced-motion.ts";

interface CarouselOptions {
  count: number;
  intervalMs: number;
  /** A horizontal swipe at least this long changes the slide. */
  swipeThresholdPx: number;
}

/**
 * Slide index, auto-advance and swipe handling for the banner. Each slide gets a fresh full interval,
 * so a slide chosen by hand is not replaced a moment later. Auto-advance stops while the pointer
 * is over the banner, while focus is inside it, and when the visitor pressed pause. Under
 * prefers-reduced-motion it starts stopped (WCAG 2.2.2); the play button still starts it on request.
 */
export function useCarousel({ count, intervalMs, swipeThresholdPx }: CarouselOptions) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // null until the visitor presses pause or play: until then the system's motion setting decides.
  const [stoppedByVisitor, setStoppedByVisitor] = useState<boolean | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const stopped = stoppedByVisitor ?? reducedMotion;
  const touchStartX = useRef<number | null>(null);
  const rotating = !hovered && !focused && !stopped && count > 1;

  const goTo = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);
  const next = useCallback(() => setIndex((current) => (current + 1) % count), [count]);
  const previous = useCallback(() => setIndex((current) => (current - 1 + count) % count), [count]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: index restarts the timer so every new slide gets a full interval.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(next, intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, intervalMs, next, index]);

  const containerHandlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
    onTouchStart: (event: TouchEvent<HTMLElement>) => {
      touchStartX.current = event.touches[0]?.clientX ?? null;
    },
    onTouchEnd: (event: TouchEvent<HTMLElement>) => {
      const startX = touchStartX.current;
      const endX = event.changedTouches[0]?.clientX;
      touchStartX.current = null;
      if (startX === null || endX === undefined) return;
      const distance = endX - startX;
      if (Math.abs(distance) < swipeThresholdPx) return;
      if (distance < 0) next();
      else previous();
    },
  };

  return {
    index,
    rotating,
    stopped,
    goTo,
    next,
    previous,
    toggleStopped: () => setStoppedByVisitor(!stopped),
    containerHandlers,
  };
}
