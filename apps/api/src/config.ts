import path from "node:path";
import { z } from "zod";

const flag = z
  .enum(["1", "0", "true", "false", "on", "off", "yes", "no"])
  .transform((value) => ["1", "true", "on", "yes"].includes(value));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** Public origin of the site, used in e-mailed links and as the token issuer. */
  PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default("./data"),
  DEMO_DATA: flag.optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("LEARN WITHOUT LIMITS <no-reply@learnwithoutlimits.local>"),
  SITE_EMAIL: z.string().email().default("hello@learnwithoutlimits.local"),
  OUTBOX_DIR: z.string().optional(),
  MEDIA_DIR: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
});

export interface AppConfig {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  publicUrl: string;
  /** PostgreSQL connection string, or null for the embedded PGlite database. */
  databaseUrl: string | null;
  /** Where the embedded database, the outbox and media live, or "memory://" for a throwaway database. */
  dataDir: string;
  /** PGlite's own directory inside dataDir, or "memory://". */
  pgliteDir: string;
  demoData: boolean;
  logLevel: string;
  mail: { smtpUrl: string | null; from: string; outboxDir: string; siteEmail: string };
  mediaDir: string;
  /** Built React app to serve, or null to serve the API alone. */
  webDistDir: string | null;
}

const repoRoot = path.resolve(import.meta.dirname, "../../..");

/** Reads the environment once at start; a bad value stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join("; ")}`);
  }
  const e = parsed.data;
  const dataDir = e.DATA_DIR === "memory://" ? e.DATA_DIR : path.resolve(e.DATA_DIR);
  const databaseUrl = e.DATABASE_URL || null;
  // Files that belong beside the data: the outbox and uploaded or generated media.
  const sideDir = dataDir === "memory://" ? path.resolve("./data") : dataDir;
  const base: AppConfig = {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    databaseUrl,
    dataDir,
    pgliteDir: dataDir === "memory://" ? dataDir : path.join(dataDir, "pglite"),
    // Demo data is on by default on the embedded database and off on PostgreSQL unless asked for.
    demoData: e.DEMO_DATA ?? databaseUrl === null,
    logLevel: e.LOG_LEVEL,
    mail: {
      smtpUrl: e.SMTP_URL || null,
      from: e.MAIL_FROM,
      outboxDir: path.resolve(e.OUTBOX_DIR ?? path.join(sideDir, "outbox")),
      siteEmail: e.SITE_EMAIL,
    },
    mediaDir: path.resolve(e.MEDIA_DIR ?? path.join(sideDir, "media")),
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : path.join(repoRoot, "apps/web/dist"),
  };
  return { ...base, ...overrides };
}
