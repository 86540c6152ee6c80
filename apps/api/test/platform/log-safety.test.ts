import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/db/schema.ts";
import { isSecretQueryParameter, safeLogging } from "../../src/logging.ts";
import { createMailer } from "../../src/shared/mailer.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { captureLog } from "../helpers/log-capture.ts";

const SECRET_EMAIL = "private.person@example.com";
const SECRET_HASH = "$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$c2VjcmV0aGFzaHZhbHVl";
const SECRET_INPUT = "not-a-number-but-a-secret";

const log = captureLog();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    logStream: log.stream,
    // Two queries that fail on private values, as a bug or a hostile input in a real route would.
    beforeReady(app) {
      app.post("/test/register-twice", async () => {
        const user = { email: SECRET_EMAIL, username: "private", passwordHash: SECRET_HASH };
        await app.db.insert(users).values(user);
        await app.db.insert(users).values(user);
      });
      app.post("/test/bad-number", async (request) => {
        request.log.info({ body: request.body }, "about to run a query on the body");
        await app.db.execute(sql`select ${(request.body as { value: string }).value}::int`);
      });
    },
  });
});
afterAll(() => t.close());

describe("the log of a failed query", () => {
  it("keeps the error's kind, SQLSTATE and constraint, and none of the query's values", async () => {
    log.clear();
    const response = await t.app.inject({ method: "POST", url: "/test/register-twice" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: "Internal Server Error",
      message: "Internal Server Error",
    });
    expect(log.text()).not.toContain(SECRET_EMAIL);
    expect(log.text()).not.toContain("c2VjcmV0");
    expect(log.text()).not.toContain("insert into");
    const { err } = log.entry("unhandled error");
    expect(err).toMatchObject({
      type: "DrizzleQueryError",
      message: "Failed query (its SQL and parameters are not logged)",
      cause: {
        type: "DatabaseError",
        code: "23505",
        constraint: "users_email_key",
        message: 'duplicate key value violates unique constraint "users_email_key"',
      },
    });
    expect(err).not.toHaveProperty("params");
    expect(err?.cause).not.toHaveProperty("detail");
    expect(err?.stack).toMatch(/^DrizzleQueryError: Failed query \(its SQL and parameters are not logged\)\n\s+at /);
  });

  it("cuts the bad input PostgreSQL quotes in its message, and never writes a request body", async () => {
    log.clear();
    const response = await t.app.inject({ method: "POST", url: "/test/bad-number", payload: { value: SECRET_INPUT } });
    expect(response.statusCode).toBe(500);
    expect(log.text()).not.toContain(SECRET_INPUT);
    expect(log.entry("unhandled error").err?.cause).toMatchObject({
      code: "22P02",
      message: "invalid input syntax for type integer",
    });
    expect(log.entry("about to run a query on the body")).not.toHaveProperty("body");
  });
});

describe("the log of a request", () => {
  it("is one line, written when it is answered: the request, its status and the time it took", async () => {
    log.clear();
    await t.app.inject({ method: "GET", url: "/healthz" });
    const lines = log.entries().filter((entry) => "req" in entry || "res" in entry);
    expect(lines.map((entry) => entry.msg)).toEqual(["request completed"]);
    expect(lines[0]).toMatchObject({
      level: 30,
      req: { method: "GET", url: "/healthz", host: "localhost:80", remoteAddress: "127.0.0.1" },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
  });

  it("masks credentials in the query string (an OAuth code, a state, a token) and keeps the rest", async () => {
    log.clear();
    await t.app.inject({
      method: "GET",
      url: "/auth/login/callback?code=secret-authorization-code&state=secret-state&token=secret-token&page=2",
    });
    expect(log.text()).not.toContain("secret-");
    expect(log.entry("request completed").req).toEqual({
      method: "GET",
      url: "/auth/login/callback?code=***&state=***&token=***&page=2",
      host: "localhost:80",
      remoteAddress: "127.0.0.1",
    });
  });
});

describe("secrets in the query string, by rule", () => {
  /** A ticket as the reset e-mail carries it: 256 random bits, base64url. */
  const TICKET = "q3J9x_2kLw8PZc-0bV7mNf4TsYa1uEhGdRiKoXj6lBn";

  it("masks the reset ticket of the e-mailed link when the page is opened", async () => {
    log.clear();
    await t.app.inject({ method: "GET", url: `/forgot-Password?ticket=${TICKET}` });
    expect(log.text()).not.toContain(TICKET);
    expect(log.entry("request completed").req).toMatchObject({ url: "/forgot-Password?ticket=***" });
  });

  it("masks a parameter whose name says credential, whatever the exact name, and a value shaped like one", () => {
    for (const name of [
      "ticket",
      "resetTicket",
      "magic_link_token",
      "access_token",
      "X-Api-Key",
      "apiKey",
      "Key",
      "code_verifier",
      "sig",
    ]) {
      expect([name, isSecretQueryParameter(name, "short")]).toEqual([name, true]);
    }
    expect(isSecretQueryParameter("next", TICKET)).toBe(true);
    expect(isSecretQueryParameter("v", "4f9c2a7e11b0d3c58e6a")).toBe(true);
  });

  it("keeps what a reader of the log needs: searches, pages, types and slugs", () => {
    const kept = {
      q: "engineering colleges in bengaluru",
      key: "engineering bengaluru",
      page: "2",
      size: "20",
      type: "COLLEGE",
      sort: "NEAR_ME",
      slug: "bengaluru-school-of-management",
      authorId: "owner",
    };
    for (const [name, value] of Object.entries(kept)) {
      expect([name, isSecretQueryParameter(name, value)]).toEqual([name, false]);
    }
  });
});

describe("the outbox's log line", () => {
  it("names the file the e-mail went to, never its links (they carry tickets and tokens)", async () => {
    const outboxDir = await mkdtemp(path.join(tmpdir(), "lwl-outbox-log-"));
    const lines = captureLog();
    try {
      const logger = pino({ ...safeLogging }, lines.stream);
      const mailer = createMailer({ smtpUrl: null, from: "LWL <no-reply@example.com>", outboxDir }, logger);
      const link = "http://localhost:3000/forgot-Password?ticket=q3J9x_2kLw8PZc-0bV7mNf4TsYa1uEhGdRiKoXj6lBn";
      await mailer.send({ to: "reader@example.com", subject: "Reset your password", text: `Open ${link}` });
      const [eml] = (await readdir(outboxDir)).filter((file) => file.endsWith(".eml"));
      expect(lines.text()).not.toContain("q3J9x_2kLw8PZc");
      expect(lines.entry("e-mail written to the outbox")).toMatchObject({ subject: "Reset your password", file: eml });
      // The outbox itself keeps the link: that is where a developer reads the mail.
      const summary = JSON.parse(await readFile(path.join(outboxDir, (eml ?? "").replace(/\.eml$/, ".json")), "utf8"));
      expect(summary.links).toEqual([link]);
    } finally {
      await rm(outboxDir, { recursive: true, force: true });
    }
  });
});
