/**
 * One process at a time on an embedded database folder (docs/decisions/0005-data-directory-lock.md).
 * PGlite has no locking of its own: a second process on the same folder starts, serves and silently
 * loses writes. The lock is a file beside the folder, created exclusively (O_EXCL) and holding the
 * owner's pid and host; a lock whose process is gone is taken over.
 */
import { randomBytes } from "node:crypto";
import { closeSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

export interface DataDirectoryLock {
  path: string;
  /** Removes the lock file if it is still ours. Safe to call twice. */
  release(): void;
}

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
  /** Tells our own lock from a later owner's when releasing. */
  token: string;
}

/** Another live process holds the folder. The message is one line: who holds it and what to do. */
export class DataDirectoryLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly lockPath: string,
    readonly owner: LockOwner | null,
  ) {
    const who = owner
      ? `process ${owner.pid}${owner.host === hostname() ? "" : ` on host ${owner.host}`} (since ${owner.startedAt})`
      : "another process";
    super(
      `The database folder ${dataDir} is in use by ${who}. Stop that server first, or give this one ` +
        `another DATA_DIR; if no server is running there, delete ${lockPath}.`,
    );
    this.name = "DataDirectoryLockedError";
  }
}

/** The lock file of a PGlite data directory: `<dir>.lock`, beside it, so PGlite's folder stays its own. */
export const lockPathFor = (dataDir: string) => `${dataDir.replace(/[\\/]+$/, "")}.lock`;

/** A takeover that crashed half-way leaves its marker; after this long it no longer blocks anyone. */
const TAKEOVER_MARKER_STALE_MS = 10_000;
const ATTEMPTS = 50;
/** Lock files this process holds now: its own pid in a lock file is stale only when it is not one of them. */
const heldByThisProcess = new Set<string>();

/**
 * Takes the lock of `dataDir` for this process's life, or throws DataDirectoryLockedError. The lock
 * goes with release(), or with the process (an exit hook removes it; a killed process leaves a lock
 * whose pid is dead, which the next start takes over).
 */
export function lockDataDirectory(dataDir: string): DataDirectoryLock {
  const lockPath = lockPathFor(dataDir);
  mkdirSync(path.dirname(lockPath), { recursive: true });
  const owner: LockOwner = {
    pid: process.pid,
    host: hostname(),
    // A record for the operator (which process holds the folder); no rule reads it.
    startedAt: new Date().toISOString(),
    token: randomBytes(8).toString("hex"),
  };
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (tryCreate(lockPath, owner)) return heldLock(lockPath, owner);
    const current = readOwner(lockPath);
    if (current === "missing") continue;
    if (current !== "unreadable" && (heldByThisProcess.has(lockPath) || isAlive(current)))
      throw new DataDirectoryLockedError(dataDir, lockPath, current);
    if (current === "unreadable" && !isOldEnough(lockPath)) {
      // Being written by a process that created it a moment ago: look again.
      sleep(20);
      continue;
    }
    removeStaleLock(lockPath, current);
  }
  throw new DataDirectoryLockedError(dataDir, lockPath, null);
}

/** Opens something on `dataDir` while holding its lock; closing it (or failing to open) releases the lock. */
export async function withDataDirectoryLock<T extends { close(): Promise<void> }>(
  dataDir: string,
  open: () => Promise<T>,
): Promise<T> {
  const lock = lockDataDirectory(dataDir);
  let opened: T;
  try {
    opened = await open();
  } catch (error) {
    lock.release();
    throw error;
  }
  return {
    ...opened,
    async close() {
      try {
        await opened.close();
      } finally {
        lock.release();
      }
    },
  };
}

function heldLock(lockPath: string, owner: LockOwner): DataDirectoryLock {
  let held = true;
  heldByThisProcess.add(lockPath);
  const release = () => {
    if (!held) return;
    held = false;
    heldByThisProcess.delete(lockPath);
    process.removeListener("exit", release);
    const current = readOwner(lockPath);
    if (typeof current === "object" && current.token === owner.token) unlinkQuietly(lockPath);
  };
  process.once("exit", release);
  return { path: lockPath, release };
}

function tryCreate(lockPath: string, owner: LockOwner): boolean {
  let fd: number;
  try {
    fd = openSync(lockPath, "wx");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  try {
    writeSync(fd, `${JSON.stringify(owner)}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

function readOwner(lockPath: string): LockOwner | "missing" | "unreadable" {
  let text: string;
  try {
    text = readFileSync(lockPath, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return "missing";
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as Partial<LockOwner>;
    if (typeof parsed.pid === "number" && typeof parsed.host === "string" && typeof parsed.token === "string") {
      return { pid: parsed.pid, host: parsed.host, startedAt: String(parsed.startedAt), token: parsed.token };
    }
  } catch {
    // Fall through: half written, or not ours.
  }
  return "unreadable";
}

/**
 * Whether the owner may still be running. A process on another host cannot be checked, so it counts
 * as alive (two machines sharing a folder is exactly the case to refuse). Our own pid, in a lock we do
 * not hold, is a leftover of an earlier run in a container, where every start is pid 1.
 */
export function isAlive(owner: Pick<LockOwner, "pid" | "host">): boolean {
  if (owner.host !== hostname()) return true;
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Removes a dead owner's lock. Two processes starting together may both find it stale; the takeover
 * marker (itself created exclusively) lets one of them remove it, so the other cannot delete the
 * fresh lock the first has just written.
 */
function removeStaleLock(lockPath: string, stale: LockOwner | "unreadable"): void {
  const marker = `${lockPath}.takeover`;
  let fd: number;
  try {
    fd = openSync(marker, "wx");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    if (isOldEnough(marker, TAKEOVER_MARKER_STALE_MS)) unlinkQuietly(marker);
    else sleep(20);
    return;
  }
  try {
    const current = readOwner(lockPath);
    const unchanged =
      current === stale || (typeof current === "object" && typeof stale === "object" && current.token === stale.token);
    if (unchanged) unlinkQuietly(lockPath);
  } finally {
    closeSync(fd);
    unlinkQuietly(marker);
  }
}

/**
 * The real time, never the app's clock (shared/clock.ts): it is compared with a file's mtime, which
 * the file system stamps with the real time, and it runs before any app exists.
 */
function isOldEnough(file: string, ageMs = 1000): boolean {
  try {
    return Date.now() - statSync(file).mtimeMs > ageMs;
  } catch {
    return true;
  }
}

function unlinkQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

/** Start-up only, for a few milliseconds: a synchronous pause keeps the lock logic synchronous. */
function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
