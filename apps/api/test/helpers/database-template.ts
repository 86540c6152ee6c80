import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "../../src/db/client.ts";

/**
 * The migrated database every test file copies, made once per run by test/global-setup.ts: a PGlite
 * data directory copied file by file, or a PostgreSQL database used as `CREATE DATABASE ... TEMPLATE`.
 */
export type TestDatabaseTemplate =
  | { kind: "pglite"; templateDir: string; scratchRoot: string }
  | { kind: "postgres"; serverUrl: string; templateName: string };

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

/** tmpfs when there is one: a test database is written to disk, and nobody needs it to survive. */
function scratchParent(): string {
  return existsSync("/dev/shm") ? "/dev/shm" : tmpdir();
}

/**
 * Test databases are dropped with their connections still closing (pool.end() can resolve before every
 * connection has gone, and the forced drop ends the rest), so those errors are expected. PGlite has none.
 */
export const ignoreConnectionErrors = () => {};

export function databaseUrlNamed(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Connects to the server itself (its maintenance database) for CREATE and DROP DATABASE. */
export async function withServerClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createDatabaseTemplate(serverUrl: string | undefined): Promise<TestDatabaseTemplate> {
  if (!serverUrl) {
    const scratchRoot = await mkdtemp(path.join(scratchParent(), "lwl-api-test-"));
    const templateDir = path.join(scratchRoot, "template");
    const handle = await openDatabase({
      databaseUrl: null,
      dataDir: templateDir,
      onConnectionError: ignoreConnectionErrors,
    });
    await handle.close();
    return { kind: "pglite", templateDir, scratchRoot };
  }
  const templateName = `lwl_test_template_${randomBytes(6).toString("hex")}`;
  await withServerClient(serverUrl, (client) => client.query(`create database ${templateName}`));
  const handle = await openDatabase({
    databaseUrl: databaseUrlNamed(serverUrl, templateName),
    dataDir: "memory://",
    maxConnections: 1,
    onConnectionError: ignoreConnectionErrors,
  });
  await handle.close();
  // A template must have no sessions when it is copied, and pool.end() may resolve before the last one has gone.
  await withServerClient(serverUrl, (client) =>
    client.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [templateName]),
  );
  return { kind: "postgres", serverUrl, templateName };
}

export async function removeDatabaseTemplate(template: TestDatabaseTemplate): Promise<void> {
  if (template.kind === "pglite") {
    await rm(template.scratchRoot, { recursive: true, force: true });
    return;
  }
  await withServerClient(template.serverUrl, (client) =>
    client.query(`drop database if exists ${template.templateName} with (force)`),
  );
}
