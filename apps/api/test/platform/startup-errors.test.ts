import { spawn } from "node:child_process";
import { hostname } from "node:os";
import path from "node:path";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.ts";
import { DataDirectoryLockedError } from "../../src/db/data-dir-lock.ts";
import { PortInUseError } from "../../src/port-check.ts";
import { describeStartupError } from "../../src/startup-errors.ts";

const URL_FORM = "postgres://user:password@host:5432/database";

describe("DATABASE_URL", () => {
  it.each([
    [
      "mysql://app:secret@db/lwl",
      `must start with postgres:// or postgresql:// (this one starts with mysql://): write it as ${URL_FORM}, or leave it unset for the embedded database`,
    ],
    [
      "postgres://app:pa#ss@db/lwl",
      `is not a valid URL: write it as ${URL_FORM}, percent-encoding characters such as @ : / # ? in the user name and password`,
    ],
    ["postgres:///lwl", `names no host: write it as ${URL_FORM}`],
  ])("refuses %s, saying what to write instead and not repeating the value", (value, problem) => {
    expect(() => loadConfig({ DATABASE_URL: value })).toThrow(
      new Error(`Invalid environment: DATABASE_URL: ${problem}`),
    );
  });

  it.each(["postgres://app:secret@db:5432/lwl", "postgresql://app@db/lwl", "postgres:///lwl?host=/var/run/postgresql"])(
    "takes %s",
    (value) => {
      expect(loadConfig({ DATABASE_URL: value }).databaseUrl).toBe(value);
    },
  );

  it("means the embedded database when blank", () => {
    expect(loadConfig({ DATABASE_URL: "" }).databaseUrl).toBeNull();
  });
});

const postgresError = (code: string, message: string) =>
  Object.assign(new Error(message), { code, severity: "FATAL", name: "error" });
/** How a failure while migrating reaches the server: the app's wrapper around drizzle's around the driver's. */
const whileOpening = (cause: unknown) =>
  new Error("Could not open the database: Failed query: CREATE SCHEMA IF NOT EXISTS drizzle\nparams: ", {
    cause: new DrizzleQueryError("CREATE SCHEMA IF NOT EXISTS drizzle", [], cause as Error),
  });
const systemError = (code: string, fields: Record<string, unknown>) =>
  Object.assign(new Error(`${code} something`), { code, ...fields });
class ErrnoError {
  readonly name = "ErrnoError";
  constructor(readonly errno: number) {}
}

describe("the line a failed start prints", () => {
  it.each([
    [
      "a wrong password",
      whileOpening(postgresError("28P01", 'password authentication failed for user "app"')),
      'PostgreSQL refused the user or password in DATABASE_URL (password authentication failed for user "app"): fix them in DATABASE_URL.',
    ],
    [
      "a database that does not exist",
      whileOpening(postgresError("3D000", 'database "lwl" does not exist')),
      'The database named in DATABASE_URL does not exist (database "lwl" does not exist): create it, or fix the name in DATABASE_URL.',
    ],
    [
      "a user without rights",
      whileOpening(postgresError("42501", "permission denied for database lwl")),
      "The DATABASE_URL user may not create the tables (permission denied for database lwl): use the database's owner, or grant it CREATE.",
    ],
    [
      "no server at the address",
      whileOpening(systemError("ECONNREFUSED", { address: "10.0.0.5", port: 5432 })),
      "Nothing accepts connections at 10.0.0.5:5432 named in DATABASE_URL: start PostgreSQL there, or fix the host and port.",
    ],
    [
      "an unknown host",
      whileOpening(systemError("ENOTFOUND", { hostname: "base" })),
      'The host "base" in DATABASE_URL cannot be found: fix the host name (and percent-encode characters such as @ : / # ? in the user name and password).',
    ],
    [
      "a full disk under PGlite",
      new Error("Could not open the database: undefined", { cause: new ErrnoError(51) }),
      "The disk is full (or over quota) where the database lives: free some space, then start again.",
    ],
    [
      "a data directory it may not write",
      new Error("Could not open the database: undefined", { cause: new ErrnoError(2) }),
      "The server may not write its data directory (EACCES): give its user write access to DATA_DIR, or choose another DATA_DIR.",
    ],
    [
      "a busy port",
      new PortInUseError("0.0.0.0", 3000),
      "Port 3000 on 0.0.0.0 is already in use (another server?): stop that process, or set PORT to a free port.",
    ],
    [
      "a data directory in use",
      new Error("Could not open the database: ...", {
        cause: new DataDirectoryLockedError("/srv/data/pglite", "/srv/data/pglite.lock", {
          pid: 4242,
          host: hostname(),
          startedAt: "2026-11-23T10:00:00.000Z",
          token: "t",
        }),
      }),
      "The database folder /srv/data/pglite is in use by process 4242 (since 2026-11-23T10:00:00.000Z). Stop that server first, or give this one another DATA_DIR; if no server is running there, delete /srv/data/pglite.lock.",
    ],
    [
      "anything else, with the innermost message and no SQL",
      new Error("Could not open the database: Failed query: select secret", {
        cause: new DrizzleQueryError("select secret", ["x"], new Error("the migration journal is corrupt")),
      }),
      "Could not start: the migration journal is corrupt",
    ],
  ])("names the cause first for %s", (_, error, line) => {
    expect(describeStartupError(error)).toBe(line);
  });
});

const apiRoot = path.resolve(import.meta.dirname, "../..");

/** Starts the real server entry (through tsx) with `env` and collects what it prints until it exits. */
function startServer(
  env: Record<string, string>,
): Promise<{ exitCode: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: apiRoot,
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.once("exit", (exitCode) => {
      clearTimeout(timer);
      resolve({ exitCode, stdout, stderr });
    });
  });
}

describe("starting the server with a bad DATABASE_URL", () => {
  it("stops with one line naming the problem when the URL is not PostgreSQL's", async () => {
    const { exitCode, stdout, stderr } = await startServer({ DATABASE_URL: "mysql://app:secret@db/lwl" });
    expect(exitCode).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toBe(
      `Invalid environment: DATABASE_URL: must start with postgres:// or postgresql:// (this one starts with mysql://): write it as ${URL_FORM}, or leave it unset for the embedded database\n`,
    );
  });

  it("stops with one line naming the cause when nothing listens at the address", async () => {
    const { exitCode, stdout, stderr } = await startServer({ DATABASE_URL: "postgres://app:secret@127.0.0.1:1/lwl" });
    expect(exitCode).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toBe(
      "Nothing accepts connections at 127.0.0.1:1 named in DATABASE_URL: start PostgreSQL there, or fix the host and port.\n",
    );
  });

  const serverUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!serverUrl)("stops with one line naming the cause when the password is wrong", async () => {
    const url = new URL(serverUrl as string);
    url.password = "certainly-not-the-password";
    const { exitCode, stderr } = await startServer({ DATABASE_URL: url.toString() });
    expect(exitCode).toBe(1);
    expect(stderr).toBe(
      `PostgreSQL refused the user or password in DATABASE_URL (password authentication failed for user "${url.username}"): fix them in DATABASE_URL.\n`,
    );
  });
});
