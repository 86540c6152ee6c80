import { useEffect, useState } from "react";

/** The value once it has stopped changing for `delayMs`; `flush` hands over a value at once (Enter). */
export function useDebouncedValue<Value>(value: Value, delayMs: number): [Value, (now: Value) => void] {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return [settled, setSettled];
}
