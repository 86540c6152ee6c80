import type { Lookup } from "@lwl/contracts/listings";

/** "OPEN_DAY" -> "Open day": what to show before the lookup list arrives or for a code it lacks. */
export function humanizeCode(code: string): string {
  const words = code.toLowerCase().replace(/_/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function labelFor(lookups: readonly Lookup[] | undefined, code: string): string {
  return lookups?.find((entry) => entry.code === code)?.label ?? humanizeCode(code);
}
