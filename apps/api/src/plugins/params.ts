import { z } from "zod";

const MAX_INT4 = 2_147_483_647;

/** A positive integer id in the path, named in the message when it is not one. */
export function idParam(field: string) {
  const message = `${field} must be a positive whole number`;
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(MAX_INT4, { error: message });
}

export const uuidParam = (field: string) => z.uuid({ error: `${field} must be a valid user id (UUID)` });

/** ?size for short, unpaged lists such as the landing page's sections. */
export const shortListQuery = z.object({
  size: z.coerce
    .number({ error: "size must be a whole number" })
    .int({ error: "size must be a whole number" })
    .min(1, { error: "size must be at least 1" })
    .max(50, { error: "size must be at most 50" })
    .default(12),
});
