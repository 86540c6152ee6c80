import type { SQL } from "drizzle-orm";
import type { Database } from "../../src/db/client.ts";

/** The rows of a raw query (both drivers answer `{ rows }`; the shared handle type does not say so). */
export async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** For databases that must not lose their connection: a report of one fails the test. */
export const failTest = (error: Error) => {
  throw error;
};

/** Each test loads PGlite (most in a thread of their own) and migrates: seconds alone, much longer beside another suite on two cores. */
export const PGLITE_TIMEOUT = { timeout: 120_000 };
