/**
 * The one id rule of the contracts (issue 23): every id of the data model is a PostgreSQL integer
 * (int4) column counted from 1, so an id is a whole number from 1 to 2,147,483,647. A larger number
 * names no row, and PostgreSQL refuses it as an integer ("out of range"): before this rule a search
 * click with `listingId: 2147483648` reached the database and answered 500.
 */
import { z } from "zod";

/** The largest PostgreSQL integer (2^31 - 1). */
export const MAX_ID = 2_147_483_647;

/**
 * The checks of an id, on a number. "must be a whole number" covers 0 and negatives too: the message
 * the click and claim endpoints have always given for them.
 */
function idChecks(field: string, number: z.ZodNumber): z.ZodNumber {
  const message = `${field} must be a whole number`;
  return number
    .int({ error: message })
    .min(1, { error: message })
    .max(MAX_ID, { error: `${field} must be at most ${MAX_ID}` });
}

/** An id in a JSON body: a number, not text that reads as one. */
export function idSchema(field: string): z.ZodNumber {
  return idChecks(field, z.number({ error: `${field} must be a whole number` }));
}

/** An id written as text (a path segment, a query parameter, a body that has always taken "12"). */
export function idFromTextSchema(field: string) {
  return idChecks(field, z.coerce.number({ error: `${field} must be a whole number` }));
}
