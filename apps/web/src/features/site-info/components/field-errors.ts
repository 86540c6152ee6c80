import type { ContactMessage } from "@lwl/contracts/contact";

export type ContactField = keyof ContactMessage;
export const CONTACT_FIELDS: readonly ContactField[] = ["name", "email", "subject", "message"];
export type FieldErrors = Partial<Record<ContactField, string>>;

/**
 * Splits the server's 400 message ("name is required; email must be a valid e-mail address") into
 * one message per field, so each shows under its own box. Parts naming no known field are returned
 * separately to show above the form.
 */
export function fieldErrorsFrom(message: string): { fields: FieldErrors; other: string[] } {
  const fields: FieldErrors = {};
  const other: string[] = [];
  for (const part of message
    .split(";")
    .map((piece) => piece.trim())
    .filter(Boolean)) {
    const field = CONTACT_FIELDS.find((name) => new RegExp(`^(body\\.)?${name}\\b`, "i").test(part));
    if (!field) {
      other.push(part);
      continue;
    }
    const text = part.replace(/^body\./i, "");
    fields[field] ??= text.charAt(0).toUpperCase() + text.slice(1);
  }
  return { fields, other };
}
