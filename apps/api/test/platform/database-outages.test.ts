import { randomUUID } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import { healthHeartbeat } from "../../src/db/schema.ts";
import { createTestApp, NO_LOAD_SHEDDING, type TestApp } from "../helpers/app.ts";
import { createTestDatabaseUrl, type TestDatabaseUrl } from "../helpers/database.ts";
import { captureLog } from "../helpers/log-capture.ts";

const UNAVAILABLE = {
  statusCode: 503,
  error: "Service Unavailable",
  message: "The database is unavailable at the moment; please try again shortly.",
};

/** Finds this file's slow query among everyone's on a shared server. */
const SLOW_QUERY_MARK = `outage-test-${randomUUID()}`;

const log = captureLog();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    logStream: log.stream,
    beforeReady(app) {
      app.post("/test/write", async () => {
        await app.db.insert(healthHeartbeat).values({ id: 2, beatAt: new Date() }).onConflictDoNothing();
        return { written: true };
      });
    },
  });
});
afterAll(() => t.close());

/** Every write to the heartbeat table fails the way PostgreSQL fails on a full disk. */
async function fillTheDisk() {
  await t.database.db.execute(sql`
    create or replace function lwl_test_disk_full() returns trigger language plpgsql as $$
    begin
      raise exception 'could not extend file "base/16384/16385": No space left on device' using errcode = 'disk_full';
    end $$`);
  await t.database.db.execute(sql`
    create trigger lwl_test_disk_full before insert or update on health_heartbeat
    for each row execute function lwl_test_disk_full()`);
}

describe("readiness", () => {
  afterEach(async () => {
    await t.database.db.execute(sql`drop trigger if exists lwl_test_disk_full on health_heartbeat`);
  });

  it("is ready when the database answers and takes a write, and the heartbeat shows it", async () => {
    const response = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ready" });
    const [beat] = await t.database.db.select().from(healthHeartbeat).where(sql`id = 1`);
    expect(Date.now() - (beat?.beatAt.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it("is not ready when the database answers but cannot write (a full disk)", async () => {
    await fillTheDisk();
    const response = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.json()).toEqual({ status: "database cannot write" });
  });
});

describe("a request during a database outage", () => {
  afterEach(async () => {
    await t.database.db.execute(sql`drop trigger if exists lwl_test_disk_full on health_heartbeat`);
  });

  it("answers 503 with Retry-After when the disk is full, and 200 again once there is room", async () => {
    await fillTheDisk();
    log.clear();
    const response = await t.app.inject({ method: "POST", url: "/test/write" });
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.json()).toEqual(UNAVAILABLE);
    expect(log.entry("database unavailable").err?.cause).toMatchObject({ code: "53100" });
    await t.database.db.execute(sql`drop trigger lwl_test_disk_full on health_heartbeat`);
    expect((await t.app.inject({ method: "POST", url: "/test/write" })).statusCode).toBe(200);
  });

  it("answers 503 with Retry-After on a real route once the database is closed", async () => {
    const closed = await createTestApp();
    await closed.database.close();
    const response = await closed.app.inject({ method: "GET", url: "/api/blogs/top/3" });
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.json()).toEqual(UNAVAILABLE);
    await closed.app.close();
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("PostgreSQL terminating the app's connections (a restart)", () => {
  it("answers 503 with Retry-After to the request it cut, logs the idle ones through the app's log, and recovers", async () => {
    // The app opens this database itself, as in production, so its own pool and log wiring are at work.
    const created = (await createTestDatabaseUrl()) as TestDatabaseUrl;
    const appLog = captureLog();
    const config = loadConfig(
      { NODE_ENV: "test", DATABASE_URL: created.url, LOG_LEVEL: "info" },
      { mediaDir: path.join(tmpdir(), "lwl-outage-media"), webDistDir: null },
    );
    const app = await buildApp({ config, logStream: appLog.stream, loadShedding: NO_LOAD_SHEDDING });
    app.get("/test/slow", async () => {
      await app.db.execute(sql.raw(`select pg_sleep(10) /* ${SLOW_QUERY_MARK} */`));
      return { slept: true };
    });
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await app.ready();
      // Open a few connections, so that some are idle when the server goes.
      await Promise.all([1, 2, 3].map(() => app.db.execute(sql`select pg_sleep(0.2)`)));
      const slow = app.inject({ method: "GET", url: "/test/slow" });
      const appDatabase = async () => {
        const running = await admin.query<{ datname: string }>(
          "select datname from pg_stat_activity where query like $1 and pid <> pg_backend_pid()",
          [`%${SLOW_QUERY_MARK}%`],
        );
        return running.rows[0]?.datname;
      };
      await expect.poll(appDatabase).toBeTruthy();
      // Every connection of the app's database, the busy one and the idle ones, as a restart would.
      await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [
        await appDatabase(),
      ]);

      const cut = await slow;
      expect(cut.statusCode).toBe(503);
      expect(cut.headers["retry-after"]).toBe("5");
      expect(cut.json()).toEqual(UNAVAILABLE);
      expect(appLog.entry("database unavailable").err?.cause).toMatchObject({ code: "57P01" });
      await expect.poll(() => appLog.text()).toContain("idle PostgreSQL connection failed; the pool replaces it");
      // The pool drops the dead connections and opens new ones by itself (a request that draws a dead
      // one before its error event has been handled answers 503 as well).
      const statusOf = async (url: string) => (await app.inject({ method: "GET", url })).statusCode;
      await expect.poll(() => statusOf("/api/blogs/top/3")).toBe(200);
      expect(await statusOf("/readyz")).toBe(200);
    } finally {
      await admin.end();
      await app.close();
      await created.drop();
    }
  });
});
