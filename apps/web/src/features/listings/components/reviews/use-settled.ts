import { useEffect, useState } from "react";

/** How long typing must pause before a character count is read out. */
export const ANNOUNCE_AFTER_MS = 1000;

/** The value once it has stopped changing for `delay` ms (what a live region should read). */
export function useSettled<Value>(value: Value, delay: number): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
