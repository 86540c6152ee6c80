import type { AdminUser, AuditEntry } from "@lwl/contracts/admin-console";
import type { AdminUserRow, AuditRow } from "./console-queries.ts";

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    actor:
      row.actorId === null ? null : { id: row.actorId, fullName: row.actorName ?? "", email: row.actorEmail ?? "" },
    details: row.details ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    fullName: row.fullName,
    role: row.role,
    disabled: row.disabled,
    emailVerified: row.emailVerified,
    loginType: row.loginType,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}
