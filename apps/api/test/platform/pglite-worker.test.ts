import { readFile } from "node:fs/promises";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "../../src/db/client.ts";
import { openPgliteWorker, type PgliteWorkerHandle } from "../../src/db/pglite-bridge.ts";
import { siteContent, subscriptions } from "../../src/db/schema.ts";
import { PGLITE_TIMEOUT, rows } from "../helpers/pglite.ts";

/** The error a failed query raised, with drizzle's wrapper (DrizzleQueryError) unwrapped to the database's own. */
async function databaseError(
  query: Promise<unknown>,
): Promise<{ code?: string; constraint?: string; message: string }> {
  const error = await query.then(
    () => {
      throw new Error("the query succeeded");
    },
    (failure: unknown) => failure as Error & { cause?: unknown },
  );
  return (error.cause ?? error) as { code?: string; constraint?: string; message: string };
}

/** How many migrations the journal lists: every one of them must be applied. */
async function migrationCount(): Promise<number> {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8"));
  return (journal as { entries: unknown[] }).entries.length;
}

describe("PGlite in its own thread", PGLITE_TIMEOUT, () => {
  let handle: PgliteWorkerHandle;

  beforeAll(async () => {
    handle = await openPgliteWorker({ dataDir: "memory://", migrationsFolder: MIGRATIONS_DIR });
  });

  afterAll(async () => {
    await handle.close();
  });

  it("applies the migrations when it opens", async () => {
    expect(await rows(handle.db, sql`select count(*)::int as count from drizzle.__drizzle_migrations`)).toEqual([
      { count: await migrationCount() },
    ]);
  });

  it("answers queries with parameters, and drizzle maps the rows (timestamps become dates)", async () => {
    expect(await rows(handle.db, sql`select ${20}::int + ${22}::int as sum, ${"o'clock"}::text as echo`)).toEqual([
      { sum: 42, echo: "o'clock" },
    ]);

    await handle.db.insert(siteContent).values({ key: "params", body: "body with ünïcode" });
    const [row] = await handle.db.select().from(siteContent).where(eq(siteContent.key, "params"));
    expect(row).toMatchObject({ key: "params", body: "body with ünïcode", updatedBy: null });
    expect(row?.updatedAt).toBeInstanceOf(Date);
  });

  it("commits a transaction", async () => {
    await handle.db.transaction(async (tx) => {
      await tx.insert(subscriptions).values({ email: "a@example.com", token: "ta" });
      await tx.insert(subscriptions).values({ email: "b@example.com", token: "tb" });
    });
    const rows = await handle.db
      .select({ email: subscriptions.email })
      .from(subscriptions)
      .orderBy(asc(subscriptions.email));
    expect(rows).toEqual([{ email: "a@example.com" }, { email: "b@example.com" }]);
  });

  it("rolls a transaction back when its callback throws, and when it calls rollback", async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(siteContent).values({ key: "thrown", body: "x" });
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(siteContent).values({ key: "rolled-back", body: "x" });
        tx.rollback();
      }),
    ).rejects.toThrow("Rollback");
    const keys = await handle.db.select({ key: siteContent.key }).from(siteContent);
    expect(keys.map((row) => row.key)).not.toContain("thrown");
    expect(keys.map((row) => row.key)).not.toContain("rolled-back");
  });

  it("keeps PostgreSQL's error code, constraint and message (unique violation 23505)", async () => {
    await handle.db.insert(subscriptions).values({ email: "dup@example.com", token: "t1" });
    const error = await databaseError(
      handle.db.insert(subscriptions).values({ email: "dup@example.com", token: "t2" }),
    );
    expect(error).toMatchObject({
      code: "23505",
      constraint: "subscriptions_email_key",
      message: 'duplicate key value violates unique constraint "subscriptions_email_key"',
    });
    const syntax = await databaseError(handle.db.execute(sql`selec 1`));
    expect(syntax).toMatchObject({ code: "42601", message: 'syntax error at or near "selec"' });
  });

  it("keeps the code of an error inside a transaction, and rolls that transaction back", async () => {
    await handle.db.insert(subscriptions).values({ email: "taken@example.com", token: "t3" });
    const error = await databaseError(
      handle.db.transaction(async (tx) => {
        await tx.insert(siteContent).values({ key: "before-the-violation", body: "x" });
        await tx.insert(subscriptions).values({ email: "taken@example.com", token: "t4" });
      }),
    );
    expect(error.code).toBe("23505");
    const kept = await handle.db.select().from(siteContent).where(eq(siteContent.key, "before-the-violation"));
    expect(kept).toEqual([]);
  });

  it("answers concurrent queries, each with its own result", async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        rows<{ value: number }>(handle.db, sql`select ${index}::int as value`).then((answer) => answer[0]?.value),
      ),
    );
    expect(answers).toEqual(Array.from({ length: 50 }, (_, index) => index));
  });

  it("pins a transaction: concurrent queries never see it half done", async () => {
    const count = () =>
      rows<{ count: number }>(
        handle.db,
        sql`select count(*)::int as count from site_content where key like 'pair-%'`,
      ).then((answer) => answer[0]?.count);
    const transaction = handle.db.transaction(async (tx) => {
      await tx.insert(siteContent).values({ key: "pair-1", body: "x" });
      await new Promise((resolve) => setTimeout(resolve, 30));
      await tx.insert(siteContent).values({ key: "pair-2", body: "x" });
    });
    const seen = await Promise.all(Array.from({ length: 20 }, count));
    await transaction;
    expect(seen.every((value) => value === 0 || value === 2)).toBe(true);
    expect(await count()).toBe(2);
  });
});
