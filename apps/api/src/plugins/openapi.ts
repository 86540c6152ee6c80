import { apiErrorSchema } from "@lwl/contracts/errors";
import { z } from "zod";

/**
 * A 400 from schema validation: the error shape plus `issues`, one per failing field (plugins/errors.ts).
 * Declared here because a response schema strips keys it does not know; once `apiErrorSchema` in
 * packages/contracts carries the optional `issues` itself, this can become that schema.
 */
export const validationErrorSchema = apiErrorSchema.extend({
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/** Error answers every route may give, for the OpenAPI document. */
export const errorResponses = {
  400: validationErrorSchema,
  404: apiErrorSchema,
} as const;
