/**
 * The administrators' console beyond the approval queues (docs/product.md sections 2.5 and 4.7): the
 * site texts, the audit log and the accounts, at /adminservice/api/v1. Administrators only.
 */
import { z } from "zod";
import { pageQuerySchema, pageSchema } from "./paging.ts";
import { ROLES } from "./roles.ts";
import { multiLineText, singleLineText } from "./text.ts";
import { LOGIN_TYPES } from "./users.ts";

/** The longest site text accepted, as sent (HTML from the rich-text editor). */
export const SITE_TEXT_MAX_LENGTH = 200_000;

/**
 * PUT /content/terms-of-service and PUT /content/privacy-policy: the new text as rich text (HTML). The
 * server sanitises it (the article allow-list) before storing; the answer is the stored text, as the
 * GET of the same path answers it.
 */
export const updateSiteContentRequestSchema = z.object({
  data: multiLineText("data", { max: SITE_TEXT_MAX_LENGTH, min: 1, trim: true }),
});

/** Who did something, as the console shows it; null when the account is gone or it was the system. */
export const auditActorSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
});

/** One row of the audit log. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** What was done, e.g. "APPROVE_CONTENT", "UPDATE_USER", "UPDATE_SITE_CONTENT". */
  action: z.string(),
  /** What it was done to, e.g. "LISTING", "USER", "SITE_CONTENT". */
  entityType: z.string(),
  entityId: z.string(),
  actor: auditActorSchema.nullable(),
  /** Before and after, and anything else the decision kept (a rejection reason). */
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /audit?page&size&actor&entity: newest first; actor is a user id, entity an entity type (any case). */
export const auditQuerySchema = pageQuerySchema.extend({
  actor: z.uuid({ error: "actor must be a valid user id (UUID)" }).optional(),
  entity: singleLineText("entity", { max: 40, trim: true })
    .regex(/^[A-Za-z_]*$/, { error: "entity must be an entity type such as USER or LISTING" })
    .optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = pageSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

/** An account as the console's users table shows it. */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  fullName: z.string(),
  role: z.enum(ROLES),
  disabled: z.boolean(),
  emailVerified: z.boolean(),
  loginType: z.enum(LOGIN_TYPES),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** GET /users?query&role&page&size: query matches name, e-mail or username (case-insensitive); by name. */
export const adminUsersQuerySchema = pageQuerySchema.extend({
  query: singleLineText("query", { max: 100, trim: true }).optional(),
  role: z.enum(ROLES, { error: `role must be one of ${ROLES.join(", ")}` }).optional(),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUsersPageSchema = pageSchema(adminUserSchema);
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

/**
 * PUT /users/{id}: disable or enable the account, or set its role; at least one of the two. Never
 * one's own account. Disabling signs the user out everywhere.
 */
export const updateAdminUserRequestSchema = z
  .object({
    disabled: z.boolean({ error: "disabled must be true or false" }).optional(),
    role: z.enum(ROLES, { error: `role must be one of ${ROLES.join(", ")}` }).optional(),
  })
  .refine((body) => body.disabled !== undefined || body.role !== undefined, {
    error: "Send disabled, role or both",
  });
export type UpdateAdminUserRequest = z.infer<typeof updateAdminUserRequestSchema>;

/** What the refusals of PUT /users/{id} say, shared so the web can recognise them. */
export const ADMIN_USER_MESSAGES = {
  ownAccount: "You cannot change your own account: ask another administrator.",
} as const;
