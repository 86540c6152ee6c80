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
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const template = inject("testDatabaseTemplate") as TestDatabaseTemplate | undefined;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (template?.kind === "pglite" && !serverUrl) return copyPgliteTemplate(template);
  if (!serverUrl)
    return openDatabase({ databaseUrl: null, dataDir: "memory://", onConnectionError: ignoreConnectionErrors });
  return createPostgresDatabase(serverUrl, template?.kind === "postgres" ? template.templateName : null);
}

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

async function createPostgresDatabase(serverUrl: string, templateName: string | null): Promise<DatabaseHandle> {
  const name = `lwl_test_${uniqueSuffix()}`;
  await withServerClient(serverUrl, (client) =>
    client.query(templateName ? `create database ${name} template ${templateName}` : `create database ${name}`),
  );
  const handle = await openDatabase({
    databaseUrl: databaseUrlNamed(serverUrl, name),
    dataDir: "memory://",
    maxConnections: 4,
    onConnectionError: ignoreConnectionErrors,
  });
  return {
    ...handle,
    async close() {
      await handle.close();
      await withServerClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
