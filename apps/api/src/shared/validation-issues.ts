/**
 * Validation issues as the API words them: one message naming the fields, and one entry per failing
 * field. Shared by the error handler (plugins/errors.ts) and the OAuth endpoints' own error shape
 * (modules/identity/oauth-error.ts).
 */
import type { FieldIssue } from "@lwl/contracts/errors";

export interface ValidationIssue {
  instancePath: string;
  message?: string;
}

const fieldOf = (issue: ValidationIssue) => issue.instancePath.replace(/^\//, "").replaceAll("/", ".");

/** "page must be at least 0", or "query page: Invalid input" when the schema's message does not name the field. */
export function describeValidation(context: string | undefined, issues: readonly ValidationIssue[]): string {
  return issues
    .map((issue) => {
      const field = fieldOf(issue);
      const message = issue.message ?? "is invalid";
      if (field === "") return context === "body" ? `body: ${message}` : message;
      return message.startsWith(field) ? message : `${field}: ${message}`;
    })
    .join("; ");
}

/**
 * One entry per failing field, in the schema's order; a field with several failed checks keeps the first.
 * `path` is the dotted field name inside the body, query or params (`email`, `user_metadata.full_name`,
 * `page`; empty when the whole body is wrong).
 */
export function fieldIssues(issues: readonly ValidationIssue[]): FieldIssue[] {
  const byPath = new Map<string, FieldIssue>();
  for (const issue of issues) {
    const path = fieldOf(issue);
    if (!byPath.has(path)) byPath.set(path, { path, message: issue.message ?? "is invalid" });
  }
  return [...byPath.values()];
}
