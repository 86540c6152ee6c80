import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "../../src/db/database-errors.ts";

/** An error as pg and PGlite raise them: a SQLSTATE code and a severity. */
const postgresError = (code: string, message: string, severity = "ERROR") =>
  Object.assign(new Error(message), { code, severity, name: "error" });
const systemError = (code: string, message: string) => Object.assign(new Error(message), { code });
/** What PGlite's file system throws: not an Error, a plain object with Emscripten's errno numbers. */
class ErrnoError {
  readonly name = "ErrnoError";
  constructor(readonly errno: number) {}
}
const emscriptenError = (errno: number) =>
  new Error("Could not open the database: undefined", { cause: new ErrnoError(errno) });
const failedQuery = (cause: Error) => new DrizzleQueryError("select 1", [], cause);

describe("isDatabaseUnavailable", () => {
  it.each([
    [
      "an administrator's shutdown (57P01)",
      postgresError("57P01", "terminating connection due to administrator command", "FATAL"),
    ],
    [
      "a crash shutdown (57P02)",
      postgresError("57P02", "terminating connection because of crash of another server process"),
    ],
    ["a server still starting (57P03)", postgresError("57P03", "the database system is starting up", "FATAL")],
    ["a connection failure (08006)", postgresError("08006", "connection failure")],
    ["a refused connection (08004)", postgresError("08004", "server rejected the connection")],
    [
      "a full disk (53100)",
      postgresError("53100", 'could not extend file "base/16384/16385": No space left on device'),
    ],
    [
      "a database closed to connections (55000, ALTER DATABASE ... ALLOW_CONNECTIONS false during maintenance)",
      postgresError("55000", 'database "lwl" is not currently accepting connections', "FATAL"),
    ],
    ["too many connections (53300)", postgresError("53300", "sorry, too many clients already", "FATAL")],
    ["an I/O error (58030)", postgresError("58030", "could not read block 0")],
    [
      "a read-only database after a failover (25006)",
      postgresError("25006", "cannot execute INSERT in a read-only transaction"),
    ],
    ["a refused TCP connection", systemError("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432")],
    ["a reset connection", systemError("ECONNRESET", "read ECONNRESET")],
    ["a host that cannot be resolved now", systemError("EAI_AGAIN", "getaddrinfo EAI_AGAIN db")],
    ["pg's terminated connection", new Error("Connection terminated unexpectedly")],
    ["pg's pool timeout", new Error("timeout exceeded when trying to connect")],
    ["a pool already ended (shutting down)", new Error("Cannot use a pool after calling end on the pool")],
    ["a closed PGlite", new Error("PGlite is closed")],
    ["a full disk under PGlite (ENOSPC)", emscriptenError(51)],
    ["an I/O error under PGlite (EIO)", emscriptenError(29)],
    ["a failed query whose cause is an outage", failedQuery(postgresError("57P01", "terminating connection"))],
    ["an outage wrapped twice", new Error("outer", { cause: failedQuery(new Error("Connection terminated")) })],
  ])("is true for %s", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    [
      "a unique violation (23505)",
      failedQuery(postgresError("23505", "duplicate key value violates unique constraint")),
    ],
    [
      "another object-not-in-prerequisite-state error (55000)",
      postgresError("55000", 'currval of sequence "listings_id_seq" is not yet defined in this session'),
    ],
    ["bad input (22P02)", failedQuery(postgresError("22P02", "invalid input syntax for type integer"))],
    ["a syntax error (42601)", postgresError("42601", 'syntax error at or near "selec"')],
    [
      "a deadlock (40P01), which the caller may retry but is not an outage",
      postgresError("40P01", "deadlock detected"),
    ],
    ["a cancelled statement (57014)", postgresError("57014", "canceling statement due to statement timeout")],
    ["a bug", new TypeError("Cannot read properties of undefined")],
    ["a file missing under PGlite (ENOENT)", emscriptenError(44)],
    ["a thrown string", "Connection terminated"],
    ["nothing", undefined],
  ])("is false for %s", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("judges by the PostgreSQL error when there is one, not by words in an outer message", () => {
    const wrapped = new Error("Connection terminated while ...", {
      cause: postgresError("23505", "duplicate key value violates unique constraint"),
    });
    expect(isDatabaseUnavailable(wrapped)).toBe(false);
  });
});
