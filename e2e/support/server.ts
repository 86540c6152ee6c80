import { type ChildProcess, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, symlink } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const repoRoot = path.resolve(import.meta.dirname, "../..");
/** Set by snapshotBuild (the e2e run's global setup): the copy of the build this run's servers start from. */
const BUILD_ENV = "LWL_E2E_BUILD_DIR";
const buildRoot = () => process.env[BUILD_ENV] ?? repoRoot;
const serverEntry = () => path.join(buildRoot(), "apps/api/dist/server.js");
/** What a run keeps in the checkout: copies of the build, the data templates. Ignored by git. */
const artifacts = path.join(repoRoot, "e2e/.artifacts");
const webIndex = () => path.join(buildRoot(), "apps/web/dist/index.html");
/** Seeding the demo data on a fresh database takes about 20 s, and several times that on a busy machine. */
const READY_TIMEOUT_MS = 180_000;

/** The build's parts a server runs from; each is copied whole. */
const BUILD_PARTS = ["apps/api/dist", "apps/web/dist", "apps/web/dist-ssr"];
/** Folders whose node_modules the copy links to, so that it finds the very packages the build itself finds. */
const MODULE_FOLDERS = [".", "apps/api", "apps/web"];

/** Whether a copied build is whole: the server's files, and every file the web app's index.html names. */
async function wholeBuild(root: string): Promise<string | null> {
  for (const file of [
    "apps/api/dist/server.js",
    "apps/api/dist/pglite-worker.js",
    "apps/api/dist/migrations",
    "apps/web/dist/index.html",
    "apps/web/dist-ssr/entry-server.js",
  ]) {
    if (!existsSync(path.join(root, file))) return `${file} is missing`;
  }
  const index = await readFile(path.join(root, "apps/web/dist/index.html"), "utf8");
  for (const [, href] of index.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)) {
    if (!existsSync(path.join(root, "apps/web/dist", href ?? ""))) return `apps/web/dist/${href} is missing`;
  }
  return null;
}

/**
 * Copies the build (apps/api/dist, apps/web/dist, dist-ssr) into e2e/.artifacts and makes this process,
 * and the test workers it starts, run their servers from the copy. Other people may run `npm run build`
 * in the same checkout while the suite runs: that empties apps/web/dist and writes files with new names,
 * and a server started from it serves pages whose scripts no longer exist. The copy keeps the layout
 * (the server finds the web app at ../../web/dist from its own folder) and links the node_modules folders
 * on the way up, so the server and the server render resolve the same packages as from the checkout.
 * A build caught half-written is copied again once whole. Answers a function that removes the copy.
 */
export async function snapshotBuild(): Promise<() => Promise<void>> {
  await mkdir(artifacts, { recursive: true });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const root = await mkdtemp(path.join(artifacts, "build-"));
    for (const folder of MODULE_FOLDERS) {
      const modules = path.join(repoRoot, folder, "node_modules");
      if (!existsSync(modules)) continue;
      await mkdir(path.join(root, folder), { recursive: true });
      await symlink(modules, path.join(root, folder, "node_modules"), "dir");
    }
    const problem = await Promise.all(
      BUILD_PARTS.map((part) => cp(path.join(repoRoot, part), path.join(root, part), { recursive: true })),
    ).then(
      () => wholeBuild(root),
      (error: Error) => error.message,
    );
    if (!problem) {
      process.env[BUILD_ENV] = root;
      return async () => {
        delete process.env[BUILD_ENV];
        await rm(root, { recursive: true, force: true });
      };
    }
    await rm(root, { recursive: true, force: true });
    if (
      !existsSync(path.join(repoRoot, "apps/api/dist/server.js")) &&
      !existsSync(path.join(repoRoot, "apps/web/dist"))
    ) {
      throw new Error(`The build is missing (${problem}): run "npm run build" first.`);
    }
    if (Date.now() > deadline) throw new Error(`The build stayed incomplete (${problem}): run "npm run build" again.`);
    // Someone is building right now: copy again once they are done.
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

export interface RunningServer {
  baseUrl: string;
  /** The server's DATA_DIR: the e-mail outbox is its outbox/ folder. */
  dataDir: string;
  stop: () => Promise<void>;
  /** The process's exit code, or null while it runs. */
  exitCode: () => number | null;
  /** Everything the server has written to stdout and stderr so far. */
  output: () => string;
}

export interface ServerOptions {
  /** A port chosen beforehand (when something else must know the address first); a free one otherwise. */
  port?: number;
  /** More environment for the server, e.g. the GOOGLE_* settings of a local upstream provider. */
  env?: Record<string, string>;
}

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

async function waitForReady(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with ${child.exitCode} while starting:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${output()}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

export interface ExitedServer {
  exitCode: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the built server with `env` on top of a production-like environment and waits for it to
 * exit: for starts that must be refused. Killed (and reported with exitCode null) if still running
 * after `timeoutMs`.
 */
export function runBuiltServerUntilExit(env: Record<string, string>, timeoutMs = 30_000): Promise<ExitedServer> {
  const child = spawn(process.execPath, [serverEntry()], {
    cwd: repoRoot,
    env: { ...process.env, HOST: "127.0.0.1", LOG_LEVEL: "warn", NODE_ENV: "production", SMTP_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ exitCode: code, stdout, stderr });
    });
  });
}

/**
 * Starts the built server (node apps/api/dist/server.js, from the run's copy of the build once
 * snapshotBuild has made one) on a free loopback port with a data directory of its own and the demo
 * data, exactly as production runs it, and waits until /readyz answers 200. On the embedded database
 * the directory starts as a copy of the build's migrated (and seeded) data (dataTemplate, below):
 * the server finds its migrations applied and its demo data in place, as after a restart.
 */
export async function startBuiltServer(options: ServerOptions = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "lwl-web-"));
  const env: Record<string, string> = { DEMO_DATA: "1", ...options.env };
  if (!(env.DATABASE_URL ?? process.env.DATABASE_URL)) {
    await cp(await dataTemplate(env.DEMO_DATA === "1" ? "demo" : "migrated"), dataDir, { recursive: true });
  }
  const server = await launchBuiltServer(dataDir, { ...options, env });
  return {
    ...server,
    stop: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the built server on `dataDir` as it is and waits until /readyz answers 200; stopping it leaves
 * the directory in place. A server that does not become ready is stopped and the error says why.
 */
export async function launchBuiltServer(dataDir: string, options: ServerOptions = {}): Promise<RunningServer> {
  for (const file of [serverEntry(), webIndex()]) {
    if (!existsSync(file)) throw new Error(`${path.relative(repoRoot, file)} is missing: run "npm run build" first.`);
  }
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverEntry()], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      // The address the browser uses: token issuer, e-mailed links and the allowed /callback all name it.
      PUBLIC_URL: baseUrl,
      DEMO_DATA: "1",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      // Mail goes to the outbox whatever the calling shell has configured.
      SMTP_URL: "",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Keep the end of the server's output to explain a failed start.
  let log = "";
  let output = "";
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8000);
    output += chunk.toString();
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);

  const stop = () => stopChild(child);
  try {
    await waitForReady(baseUrl, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseUrl,
    dataDir,
    stop,
    exitCode: () => child.exitCode ?? (child.signalCode ? -1 : null),
    output: () => output,
  };
}

type TemplateKind = "migrated" | "demo";

/**
 * The data directory an embedded-database server of this build starts from, made once per build and
 * kept in e2e/.artifacts: "migrated" has every migration applied, "demo" the demo data too. A fresh
 * start spends about 8 s of a core on PGlite's initdb and the migrations; a copy of the template starts
 * as a restarted server does, in about 3 s (docs/decisions/0024). `npm test` makes them right after the
 * build (support/prepare-data.ts); a run without them makes them before its first server starts. The
 * templates are named after the build's server, database worker and migrations, so a new build never
 * starts on an older build's data; older templates are removed when a new one is made.
 */
export function dataTemplate(kind: TemplateKind): Promise<string> {
  const made = templates.get(kind) ?? makeTemplate(kind);
  templates.set(kind, made);
  made.catch(() => templates.delete(kind));
  return made;
}

const templates = new Map<TemplateKind, Promise<string>>();

async function makeTemplate(kind: TemplateKind): Promise<string> {
  const folder = path.join(artifacts, `data-${await buildFingerprint()}`);
  const ready = path.join(folder, kind);
  if (existsSync(ready)) return ready;
  await mkdir(folder, { recursive: true });
  await removeOlderTemplates(folder);
  const making = await mkdtemp(path.join(folder, `${kind}-making-`));
  try {
    if (kind === "demo") await cp(await dataTemplate("migrated"), making, { recursive: true });
    // The server applies the migrations (and seeds the demo data) as it starts; stopped, it closes the database cleanly.
    const server = await launchBuiltServer(making, { env: { DEMO_DATA: kind === "demo" ? "1" : "0" } });
    await server.stop();
    if (server.exitCode() !== 0)
      throw new Error(
        `The server making the ${kind} data template ended with ${server.exitCode()}:\n${server.output()}`,
      );
    // Whole or not at all: another process that made it first wins, and this copy is dropped.
    await rename(making, ready).catch((error: NodeJS.ErrnoException) => {
      if (!existsSync(ready)) throw error;
    });
  } finally {
    await rm(making, { recursive: true, force: true });
  }
  return ready;
}

/** A name for what a data directory depends on: the server (with its seed), the database worker and the migrations. */
async function buildFingerprint(): Promise<string> {
  const dist = path.dirname(serverEntry());
  const migrations = path.join(dist, "migrations");
  const files = [
    path.join(dist, "server.js"),
    path.join(dist, "pglite-worker.js"),
    ...(await readdir(migrations, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort(),
  ];
  const hash = createHash("sha256");
  for (const file of files) hash.update(path.relative(dist, file)).update(await readFile(file));
  return hash.digest("hex").slice(0, 16);
}

async function removeOlderTemplates(current: string): Promise<void> {
  for (const entry of await readdir(artifacts)) {
    const folder = path.join(artifacts, entry);
    if (entry.startsWith("data-") && folder !== current) await rm(folder, { recursive: true, force: true });
  }
}
