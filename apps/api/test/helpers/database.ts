import { randomBytes } from "node:crypto";
import { cp, rm } from "node:fs/promises";
import path from "node:path";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../src/db/client.ts";
import {
  databaseUrlNamed,
  ignoreConnectionErrors,
  type TestDatabaseTemplate,
  withServerClient,
} from "./database-template.ts";

/**
 * A fresh, migrated database for one test file, dropped on close: a copy of the run's migrated
 * template (test/global-setup.ts) in PGlite by default, or on the PostgreSQL server named by
 * TEST_DATABASE_URL. Without the global setup (another vitest config) it migrates a new one itself.
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const template = providedTemplate();
  const created = await createTestDatabaseUrl();
  if (!created) {
    if (template?.kind === "pglite") return copyPgliteTemplate(template);
    return openDatabase({ databaseUrl: null, dataDir: "memory://", onConnectionError: ignoreConnectionErrors });
  }
  const handle = await openDatabase({
    databaseUrl: created.url,
    dataDir: "memory://",
    maxConnections: 4,
    onConnectionError: ignoreConnectionErrors,
  });
  return {
    ...handle,
    url: created.url,
    async close() {
      await handle.close();
      await created.drop();
    },
  };
}

export interface TestDatabaseUrl {
  url: string;
  /** Drops the database, ending any connection still open. */
  drop(): Promise<void>;
}

/**
 * A fresh, migrated PostgreSQL database for a test where the app opens it itself (DATABASE_URL), or
 * null on PGlite runs (TEST_DATABASE_URL unset).
 */
export async function createTestDatabaseUrl(): Promise<TestDatabaseUrl | null> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return null;
  const template = providedTemplate();
  const name = `lwl_test_${uniqueSuffix()}`;
  const copyOf = template?.kind === "postgres" ? ` template ${template.templateName}` : "";
  await withServerClient(serverUrl, (client) => client.query(`create database ${name}${copyOf}`));
  const url = databaseUrlNamed(serverUrl, name);
  if (!copyOf) {
    const migrated = await openDatabase({
      databaseUrl: url,
      dataDir: "memory://",
      onConnectionError: ignoreConnectionErrors,
    });
    await migrated.close();
  }
  return {
    url,
    async drop() {
      await withServerClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/**
 * Fills `dataDir` with a copy of the run's migrated PGlite template (test/global-setup.ts), when the run
 * has one, and says whether it did: PGlite on an empty folder or `memory://` runs initdb first (about
 * 4 s on the CI machine, more beside another suite), which only the tests of a fresh start need
 * (pglite-worker.test.ts opens one and applies the migrations; the end-to-end server starts on one).
 */
export async function copyTemplateTo(dataDir: string): Promise<boolean> {
  const template = providedTemplate();
  if (template?.kind !== "pglite") return false;
  await cp(template.templateDir, dataDir, { recursive: true });
  return true;
}

const providedTemplate = () => inject("testDatabaseTemplate") as TestDatabaseTemplate | undefined;
const uniqueSuffix = () => randomBytes(6).toString("hex");

async function copyPgliteTemplate(template: { templateDir: string; scratchRoot: string }): Promise<DatabaseHandle> {
  const dataDir = path.join(template.scratchRoot, `db-${uniqueSuffix()}`);
  await cp(template.templateDir, dataDir, { recursive: true });
  // Migrating a copy finds nothing to apply; it keeps the path production takes.
  const handle = await openDatabase({ databaseUrl: null, dataDir, onConnectionError: ignoreConnectionErrors });
  return {
    ...handle,
    async close() {
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
