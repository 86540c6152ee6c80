/**
 * The fields of a version under review by their dotted names ("address.city"), for the fields the
 * review's rows in the visitor's words (review-fields.ts) do not present themselves.
 */
type Version = Record<string, unknown>;

const isGroup = (value: unknown): value is Version =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Every leaf of a version under its dotted name; an empty or null group is a leaf of its own. */
export function flattenVersion(value: unknown, prefix = "", into = new Map<string, unknown>()): Map<string, unknown> {
  if (isGroup(value) && Object.keys(value).length > 0) {
    for (const [key, inner] of Object.entries(value)) flattenVersion(inner, prefix ? `${prefix}.${key}` : key, into);
  } else if (prefix) {
    into.set(prefix, value);
  }
  return into;
}

/** "address.postalCode" -> "Address: postal code". */
export function fieldLabel(field: string): string {
  return field
    .split(".")
    .map((part) => part.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase())
    .map((part, index) => (index === 0 ? part.charAt(0).toUpperCase() + part.slice(1) : part))
    .join(": ");
}

/** A value as text for the difference table; HTML fields are shown by the caller. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (Array.isArray(value)) return value.length === 0 ? "—" : value.map(valueText).join(", ");
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}
