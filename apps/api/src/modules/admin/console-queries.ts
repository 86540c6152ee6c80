/** SQL of the administrators' console: the site texts, the audit log with its actors' names, and accounts. */
import type { AdminUsersQuery, AuditQuery } from "@lwl/contracts/admin-console";
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { auditLog, siteContent, users } from "../../db/schema.ts";

export type SiteContentRow = typeof siteContent.$inferSelect;

/** The text, locked until the transaction ends, so two editors' saves (and their audit rows) apply in turn. */
export async function lockSiteContent(db: Database, key: string): Promise<SiteContentRow | undefined> {
  const [row] = await db.select().from(siteContent).where(eq(siteContent.key, key)).for("update").limit(1);
  return row;
}

export async function saveSiteContent(
  db: Database,
  values: { key: string; body: string; updatedBy: string },
): Promise<SiteContentRow> {
  const [row] = await db
    .insert(siteContent)
    .values({ ...values, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: siteContent.key,
      set: { body: values.body, updatedBy: values.updatedBy, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error("site content not saved");
  return row;
}

// ---------------------------------------------------------------- audit log

function auditWhere(filter: Pick<AuditQuery, "actor" | "entity">): SQL | undefined {
  return and(
    filter.actor ? eq(auditLog.actorId, filter.actor) : undefined,
    filter.entity ? eq(auditLog.entityType, filter.entity.toUpperCase()) : undefined,
  );
}

/** Newest first: the id grows with time and is the primary key, so the order needs no other index. */
export function findAuditRows(db: Database, query: AuditQuery) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
      actorId: users.id,
      actorName: users.fullName,
      actorEmail: users.email,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(auditWhere(query))
    .orderBy(desc(auditLog.id))
    .limit(query.size)
    .offset(query.page * query.size);
}
export type AuditRow = Awaited<ReturnType<typeof findAuditRows>>[number];

export async function countAuditRows(db: Database, query: AuditQuery): Promise<number> {
  const [total] = await db.select({ value: count() }).from(auditLog).where(auditWhere(query));
  return total?.value ?? 0;
}

// ---------------------------------------------------------------- accounts (read only; changes go through identity)

export const adminUserColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  fullName: users.fullName,
  role: users.role,
  disabled: users.disabled,
  emailVerified: users.emailVerified,
  loginType: users.loginType,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
};

/** `%`, `_` and `\` typed into the search box are letters to look for, not patterns. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function usersWhere(filter: Pick<AdminUsersQuery, "query" | "role">): SQL | undefined {
  const text = filter.query ? containing(filter.query) : undefined;
  return and(
    text ? or(ilike(users.fullName, text), ilike(users.email, text), ilike(users.username, text)) : undefined,
    filter.role ? eq(users.role, filter.role) : undefined,
  );
}

export function findUserRows(db: Database, query: AdminUsersQuery) {
  return db
    .select(adminUserColumns)
    .from(users)
    .where(usersWhere(query))
    .orderBy(asc(sql`lower(${users.fullName})`), asc(users.email))
    .limit(query.size)
    .offset(query.page * query.size);
}
export type AdminUserRow = Awaited<ReturnType<typeof findUserRows>>[number];

export async function countUserRows(db: Database, query: AdminUsersQuery): Promise<number> {
  const [total] = await db.select({ value: count() }).from(users).where(usersWhere(query));
  return total?.value ?? 0;
}
