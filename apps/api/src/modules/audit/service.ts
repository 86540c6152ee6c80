/**
 * The audit log (design brief section 5): every moderation decision and every change an administrator
 * makes to an account or a site text writes one row saying who did what to which entity, when, and
 * what it was before and after. Call `recordAudit` inside the same transaction as the change it
 * records, so a change and its audit row land together or not at all.
 */
import type { Database } from "../../db/client.ts";
import * as queries from "./queries.ts";

export interface AuditDeps {
  db: Database;
}

export interface AuditEntry {
  /** The user who acted; null for the system. */
  actorId: string | null;
  /** What was done, in SCREAMING_SNAKE_CASE: "APPROVE_CONTENT", "REJECT_CLAIM", "UPDATE_USER". */
  action: string;
  /** What it was done to: "LISTING", "EVENT", "BLOG", "OWNERSHIP_REQUEST", "CLAIM", "USER", "SITE_CONTENT". */
  entityType: string;
  entityId: string | number;
  /** The state before and after, and anything else worth keeping (a rejection reason). */
  details?: { before?: unknown; after?: unknown; [key: string]: unknown };
}

export async function recordAudit(deps: AuditDeps, entry: AuditEntry): Promise<void> {
  await queries.insertAuditRow(deps.db, {
    actorId: entry.actorId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    details: entry.details ?? null,
  });
}
