import type { Database } from "../../db/client.ts";
import { auditLog } from "../../db/schema.ts";

export async function insertAuditRow(db: Database, row: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(row);
}
