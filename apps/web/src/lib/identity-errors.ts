import { HttpError } from "./http.ts";

function textField(payload: unknown, field: string): string | null {
  if (typeof payload !== "object" || payload === null || !(field in payload)) return null;
  const value = (payload as Record<string, unknown>)[field];
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

/**
 * The message to show for a failed identity call (spec section 8): the provider's own description
 * when it sent one (`error_description`, or `description` from the sign-up style endpoints),
 * otherwise the fallback. Network failures and server errors get the fallback: their text is not
 * written for people.
 */
export function identityErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof HttpError) || error.status >= 500) return fallback;
  return textField(error.payload, "description") ?? textField(error.payload, "error_description") ?? fallback;
}
