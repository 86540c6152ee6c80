import { cp } from "node:fs/promises";
import type { SQL } from "drizzle-orm";
import { inject } from "vitest";
import type { Database } from "../../src/db/client.ts";
import type { TestDatabaseTemplate } from "./database-template.ts";

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

/**
 * Fills `dataDir` with a copy of the run's migrated PGlite template (test/global-setup.ts), when the run
 * has one, and says whether it did: PGlite on an empty folder or `memory://` runs initdb first (about
 * 4 s on the CI machine, more beside another suite), which only the tests of a fresh start need
 * (pglite-worker.test.ts opens one and applies the migrations; the end-to-end server starts on one).
 */
export async function copyTemplateTo(dataDir: string): Promise<boolean> {
  const template = inject("testDatabaseTemplate") as TestDatabaseTemplate | undefined;
  if (template?.kind !== "pglite") return false;
  await cp(template.templateDir, dataDir, { recursive: true });
  return true;
}
