/** SQL on an account's standing (its role and whether it is disabled), which administrators change. */
import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { users } from "../../../db/schema.ts";
import type { UserRow } from "./queries.ts";

export type StandingChanges = Partial<Pick<UserRow, "role" | "disabled">>;

/** The account, locked until the transaction ends, so two administrators' changes apply one after the other. */
export async function lockUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for("update").limit(1);
  return row;
}

export async function updateStanding(db: Database, id: string, changes: StandingChanges): Promise<UserRow> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  if (!row) throw new Error("user not updated");
  return row;
}
