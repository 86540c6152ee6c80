import { z } from "zod";

/** One failing field of a request: `path` is its dotted name (`email`, `user_metadata.full_name`). */
export const fieldIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/**
 * The one error shape every endpoint answers with (design brief section 8). Validation failures add
 * `issues`, one entry per failing field, so a form can show each message beside its field.
 */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  issues: z.array(fieldIssueSchema).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
