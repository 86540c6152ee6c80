import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";

export const repoRoot = path.resolve(import.meta.dirname, "../..");
export const serverEntry = path.join(repoRoot, "apps/api/dist/server.js");

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts the built server with the given environment and waits until /readyz answers. */
export async function startServer(env: Record<string, string>, timeoutMs = 600_000): Promise<RunningServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", HOST: "127.0.0.1", PORT: String(port), ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
