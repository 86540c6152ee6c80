import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/client.ts";
import { DataDirectoryLockedError, lockDataDirectory, lockPathFor } from "../../src/db/data-dir-lock.ts";
import { copyTemplateTo } from "../helpers/database.ts";

let root: string;
let dataDir: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "lwl-lock-"));
});
afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
  await rm(root, { recursive: true, force: true });
});
let cases = 0;
const freshDataDir = () => path.join(root, `case-${++cases}`, "pglite");

/** A process that stays alive until the test kills it. */
function startSleeper(): ChildProcess {
  const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 60000)"], { stdio: "ignore" });
  children.push(child);
  return child;
}

function writeLockOf(dir: string, owner: { pid: number; host?: string }) {
  const content = { host: hostname(), startedAt: "2026-11-23T10:00:00.000Z", token: "someone-else", ...owner };
  writeFileSync(lockPathFor(dir), JSON.stringify(content));
}

const lockOwnerPid = (dir: string) => JSON.parse(readFileSync(lockPathFor(dir), "utf8")).pid;

describe("the data directory lock", () => {
  it("is a file beside the folder holding this process's pid, removed on release", () => {
    dataDir = freshDataDir();
    const lock = lockDataDirectory(dataDir);
    expect(lock.path).toBe(`${dataDir}.lock`);
    expect(lockOwnerPid(dataDir)).toBe(process.pid);
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
    lock.release();
  });

  it("refuses a folder this process already holds", () => {
    dataDir = freshDataDir();
    const lock = lockDataDirectory(dataDir);
    try {
      expect(() => lockDataDirectory(dataDir)).toThrow(DataDirectoryLockedError);
    } finally {
      lock.release();
    }
  });

  it("refuses a folder held by another live process, naming its pid and what to do, in one line", () => {
    dataDir = freshDataDir();
    const other = startSleeper();
    lockDataDirectory(dataDir).release();
    writeLockOf(dataDir, { pid: other.pid as number });
    let refusal: unknown;
    try {
      lockDataDirectory(dataDir);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirectoryLockedError);
    expect((refusal as Error).message).toBe(
      `The database folder ${dataDir} is in use by process ${other.pid} (since 2026-11-23T10:00:00.000Z). ` +
        `Stop that server first, or give this one another DATA_DIR; if no server is running there, delete ${dataDir}.lock.`,
    );
    // The other process's lock is left as it was.
    expect(lockOwnerPid(dataDir)).toBe(other.pid);
  });

  it("takes over the lock of a process that has died", async () => {
    dataDir = freshDataDir();
    const dead = startSleeper();
    const exited = new Promise((resolve) => dead.once("exit", resolve));
    dead.kill("SIGKILL");
    await exited;
    lockDataDirectory(dataDir).release();
    writeLockOf(dataDir, { pid: dead.pid as number });
    const lock = lockDataDirectory(dataDir);
    expect(lockOwnerPid(dataDir)).toBe(process.pid);
    lock.release();
  });

  it("takes over its own pid left by an earlier run (a container restarts as pid 1)", () => {
    dataDir = freshDataDir();
    lockDataDirectory(dataDir).release();
    writeLockOf(dataDir, { pid: process.pid });
    const lock = lockDataDirectory(dataDir);
    expect(JSON.parse(readFileSync(lock.path, "utf8")).token).not.toBe("someone-else");
    lock.release();
  });

  it("refuses a lock taken on another host, whose process it cannot check", () => {
    dataDir = freshDataDir();
    lockDataDirectory(dataDir).release();
    writeLockOf(dataDir, { pid: 999_999, host: "elsewhere.example" });
    expect(() => lockDataDirectory(dataDir)).toThrow(/in use by process 999999 on host elsewhere\.example/);
  });

  it("leaves a lock that is no longer its own when released", () => {
    dataDir = freshDataDir();
    const lock = lockDataDirectory(dataDir);
    const other = startSleeper();
    writeLockOf(dataDir, { pid: other.pid as number });
    lock.release();
    expect(lockOwnerPid(dataDir)).toBe(other.pid);
  });
});

describe("openDatabase on a data directory", () => {
  it("holds the lock while open, refuses a second opening, and releases it on close", async () => {
    dataDir = freshDataDir();
    await copyTemplateTo(dataDir);
    const ignore = () => {};
    const first = await openDatabase({ databaseUrl: null, dataDir, onConnectionError: ignore });
    try {
      expect(lockOwnerPid(dataDir)).toBe(process.pid);
      await expect(openDatabase({ databaseUrl: null, dataDir, onConnectionError: ignore })).rejects.toThrow(
        DataDirectoryLockedError,
      );
    } finally {
      await first.close();
    }
    expect(existsSync(lockPathFor(dataDir))).toBe(false);
  });
});

describe("the large-seed CLI", () => {
  it("refuses a data directory a server holds, naming it", async () => {
    const dataRoot = path.join(root, `case-${++cases}`);
    dataDir = path.join(dataRoot, "pglite");
    const lock = lockDataDirectory(dataDir);
    try {
      const child = spawn(
        process.execPath,
        ["--import", "tsx", "src/db/seed/large-cli.ts", "--listings", "1", "--data-dir", dataRoot],
        { cwd: path.resolve(import.meta.dirname, "../.."), stdio: ["ignore", "pipe", "pipe"] },
      );
      let stderr = "";
      child.stderr.on("data", (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      const exitCode = await new Promise((resolve) => child.once("exit", resolve));
      expect(exitCode).toBe(1);
      expect(stderr.split("\n")[0]).toMatch(
        new RegExp(`^The database folder ${dataDir} is in use by process ${process.pid} \\(since `),
      );
    } finally {
      lock.release();
    }
  });
});
