import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import type { DatabaseHandle } from "../../src/db/client.ts";
import { users } from "../../src/db/schema.ts";
import { createTestDatabase } from "../helpers/database.ts";

const SECRET_EMAIL = "private.person@example.com";
const SECRET_HASH = "$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$c2VjcmV0aGFzaHZhbHVl";
const SECRET_INPUT = "not-a-number-but-a-secret";

let app: FastifyInstance;
let database: DatabaseHandle;
let scratch: string;
let logLines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  scratch = await mkdtemp(path.join(tmpdir(), "lwl-log-"));
  const config = loadConfig(
    { NODE_ENV: "test", DATA_DIR: "memory://", LOG_LEVEL: "info" },
    { mediaDir: path.join(scratch, "media"), webDistDir: null },
  );
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(...chunk.toString().split("\n").filter(Boolean));
      done();
    },
  });
  app = await buildApp({ config, database, logStream });
  // Two queries that fail on private values, as a bug or a hostile input in a real route would.
  app.post("/test/register-twice", async () => {
    const user = { email: SECRET_EMAIL, username: "private", passwordHash: SECRET_HASH };
    await app.db.insert(users).values(user);
    await app.db.insert(users).values(user);
  });
  app.post("/test/bad-number", async (request) => {
    request.log.info({ body: request.body }, "about to run a query on the body");
    await app.db.execute(sql`select ${(request.body as { value: string }).value}::int`);
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(scratch, { recursive: true, force: true });
});

const logged = () => logLines.map((line) => JSON.parse(line));

describe("the log of a failed query", () => {
  it("keeps the error's kind, SQLSTATE and constraint, and none of the query's values", async () => {
    logLines = [];
    const response = await app.inject({ method: "POST", url: "/test/register-twice" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ statusCode: 500, error: "Internal Server Error", message: "Internal Server Error" });
    const text = logLines.join("\n");
    expect(text).not.toContain(SECRET_EMAIL);
    expect(text).not.toContain("c2VjcmV0");
    expect(text).not.toContain("insert into");
    const entry = logged().find((line) => line.msg === "unhandled error");
    expect(entry.err).toMatchObject({
      type: "DrizzleQueryError",
      message: "Failed query (its SQL and parameters are not logged)",
      cause: {
        type: "DatabaseError",
        code: "23505",
        constraint: "users_email_key",
        message: 'duplicate key value violates unique constraint "users_email_key"',
      },
    });
    expect(entry.err).not.toHaveProperty("params");
    expect(entry.err.cause).not.toHaveProperty("detail");
    expect(entry.err.stack).toMatch(/^DrizzleQueryError: Failed query \(its SQL and parameters are not logged\)\n\s+at /);
  });

  it("cuts the bad input PostgreSQL quotes in its message, and never writes a request body", async () => {
    logLines = [];
    const response = await app.inject({ method: "POST", url: "/test/bad-number", payload: { value: SECRET_INPUT } });
    expect(response.statusCode).toBe(500);
    expect(logLines.join("\n")).not.toContain(SECRET_INPUT);
    const entry = logged().find((line) => line.msg === "unhandled error");
    expect(entry.err.cause).toMatchObject({ code: "22P02", message: "invalid input syntax for type integer" });
    const bodyLine = logged().find((line) => line.msg === "about to run a query on the body");
    expect(bodyLine).not.toHaveProperty("body");
  });
});
