import { type RefObject, useEffect, useState } from "react";

/**
 * Whether the element has come within `margin` of the viewport (and stays true after): for content far
 * below the fold whose code and data need not load until the visitor scrolls towards it. `now` skips
 * the wait (the address points at it). Without IntersectionObserver (old browsers, tests) it is at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin: string, now = false): boolean {
  const [near, setNear] = useState(now);
  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, margin]);
  return near;
}
