import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { freePort, runBuiltServerUntilExit } from "../support/server.ts";

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");
const lockFile = path.join(dataDir, "pglite.lock");
const runningPid = () => JSON.parse(readFileSync(lockFile, "utf8")).pid as number;

async function stillServes() {
  const ready = await fetch(`${baseUrl}/readyz`);
  expect(ready.status).toBe(200);
  const lookups = await fetch(`${baseUrl}/api/listingType`);
  expect(lookups.status).toBe(200);
}

/**
 * Two servers on one embedded database folder lost acknowledged writes (issue 8.1). The run's server
 * holds DATA_DIR; a second built server pointed at it must refuse to start and leave it alone.
 */
describe("one server per data directory", () => {
  it("refuses a second server on the same DATA_DIR, naming the running one, and the first keeps serving", async () => {
    const pid = runningPid();
    const second = await runBuiltServerUntilExit({ DATA_DIR: dataDir, PORT: String(await freePort()), DEMO_DATA: "1" });
    expect(second.exitCode).toBe(1);
    expect(second.stderr.split("\n")[0]).toBe(
      `The database folder ${path.join(dataDir, "pglite")} is in use by process ${pid} ` +
        `(since ${JSON.parse(readFileSync(lockFile, "utf8")).startedAt}). Stop that server first, or give this ` +
        `one another DATA_DIR; if no server is running there, delete ${lockFile}.`,
    );
    expect(second.stdout).toBe("");
    expect(runningPid()).toBe(pid);
    await stillServes();
  });

  it("refuses a second server on a busy port before it opens any database", async () => {
    const port = new URL(baseUrl).port;
    const elsewhere = path.join(dataDir, "..", `${path.basename(dataDir)}-unused`);
    const second = await runBuiltServerUntilExit({ DATA_DIR: elsewhere, PORT: port });
    expect(second.exitCode).toBe(1);
    expect(second.stderr.split("\n")[0]).toBe(
      `Port ${port} on 127.0.0.1 is already in use (another server?): stop that process, or set PORT to a free port.`,
    );
    // Not even the folder was made.
    expect(() => readFileSync(path.join(elsewhere, "pglite.lock"))).toThrow(/ENOENT/);
    await stillServes();
  });
});
