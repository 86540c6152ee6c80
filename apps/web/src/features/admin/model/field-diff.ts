/**
 * The field-by-field difference of an update under review: the live version (`current`) against the
 * proposed one. Nested groups (address, contact, details) are compared field by field under dotted
 * names, so "address.city" changing does not mark the whole address.
 */
export interface FieldChange {
  /** Dotted path: "name", "address.city". */
  field: string;
  current: unknown;
  proposed: unknown;
  changed: boolean;
}

type Version = Record<string, unknown>;

const isGroup = (value: unknown): value is Version =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function flatten(value: unknown, prefix: string, into: Map<string, unknown>): void {
  if (isGroup(value) && Object.keys(value).length > 0) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else if (prefix) {
    into.set(prefix, value);
  }
}

/** Compares values as data: arrays by their entries, missing and null alike. */
function same(left: unknown, right: unknown): boolean {
  return JSON.stringify(left ?? null) === JSON.stringify(right ?? null);
}

/** Every field of either version, in the order the proposed version lists them (then the current's). */
export function diffFields(current: Version | null, proposed: Version): FieldChange[] {
  const before = new Map<string, unknown>();
  const after = new Map<string, unknown>();
  flatten(current ?? {}, "", before);
  flatten(proposed, "", after);
  const fields = [...after.keys(), ...[...before.keys()].filter((key) => !after.has(key))];
  return fields.map((field) => {
    const was = before.get(field) ?? null;
    const will = after.get(field) ?? null;
    return { field, current: was, proposed: will, changed: current !== null && !same(was, will) };
  });
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
