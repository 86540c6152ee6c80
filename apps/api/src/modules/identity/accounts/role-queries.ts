/** SQL of role-service.ts: reading and changing a user's role (kept apart from queries.ts, which sign-in uses). */
import type { Role } from "@lwl/contracts/roles";
import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { users } from "../../../db/schema.ts";

/** The user's role, the row locked until the transaction ends (so two decisions change it one after the other). */
export async function lockUserRole(db: Database, userId: string): Promise<Role | undefined> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId)).for("update");
  return row?.role;
}

export async function setUserRole(db: Database, userId: string, role: Role): Promise<void> {
  await db.update(users).set({ role }).where(eq(users.id, userId));
}
