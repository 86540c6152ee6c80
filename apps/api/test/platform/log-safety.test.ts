import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/db/schema.ts";
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
  it("masks credentials in the query string (an OAuth code, a state, a token) and keeps the rest", async () => {
    log.clear();
    await t.app.inject({
      method: "GET",
      url: "/auth/login/callback?code=secret-authorization-code&state=secret-state&token=secret-token&page=2",
    });
    expect(log.text()).not.toContain("secret-");
    expect(log.entry("incoming request").req).toEqual({
      method: "GET",
      url: "/auth/login/callback?code=***&state=***&token=***&page=2",
      host: "localhost:80",
      remoteAddress: "127.0.0.1",
    });
  });
});
