/**
 * An error nobody caught (src/process-safety.ts): a database blip must not end the server, and what
 * is logged goes through the same redaction as every other line (issue 23.1).
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const CHILD = path.join(import.meta.dirname, "fixtures", "process-safety-child.ts");

interface Ended {
  code: number | null;
  lines: { msg?: string; err?: { type?: string; message?: string } }[];
  stdout: string;
  stderr: string;
}

function runChild(failure: "rejection" | "exception"): Promise<Ended> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", CHILD, failure], { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on("error", reject);
    child.on("close", (code) => {
      const lines = stdout
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Ended["lines"][number]);
      resolve({ code, lines, stdout, stderr });
    });
  });
}

describe("an error nobody caught", () => {
  it("is a rejected promise: logged without its SQL or values, and the server keeps serving", async () => {
    const ended = await runChild("rejection");
    expect(ended.lines.map((line) => line.msg)).toEqual([
      "a promise failed with nobody to handle it (a bug); the server keeps serving",
      "still serving",
    ]);
    expect(ended.lines[0]?.err).toMatchObject({
      type: "DrizzleQueryError",
      message: "Failed query (its SQL and parameters are not logged)",
    });
    expect(ended.code).toBe(0);
    expect(ended.stdout + ended.stderr).not.toMatch(/select count|private\.person/);
    expect(ended.stderr).toBe("");
  });

  it("is a thrown exception: logged the same way, then the server closes and the process exits 1", async () => {
    const ended = await runChild("exception");
    expect(ended.lines.map((line) => line.msg)).toEqual(["shutting down after an error", "server closed"]);
    expect(ended.lines[0]?.err).toMatchObject({ type: "DrizzleQueryError" });
    expect(ended.code).toBe(1);
    expect(ended.stdout + ended.stderr).not.toMatch(/select count|private\.person/);
    expect(ended.stderr).toBe("");
  });
});
