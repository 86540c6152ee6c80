import path from "node:path";
import { DEFAULT_CLIENT_ID } from "@lwl/contracts/identity-names";
import { z } from "zod";

const flag = z
  .enum(["1", "0", "true", "false", "on", "off", "yes", "no"])
  .transform((value) => ["1", "true", "on", "yes"].includes(value));

/** An optional setting where an empty value (`GOOGLE_ISSUER=`) means unset. */
const unlessBlank = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const POSTGRES_URL_FORM = "postgres://user:password@host:5432/database";

/**
 * DATABASE_URL must be a PostgreSQL URL the driver reads as meant: pg takes anything for PostgreSQL
 * (a mysql:// URL included) and reads an unparseable one as a host named "base". The messages never
 * repeat the value: it may hold a password.
 */
function checkPostgresUrl(value: string, context: z.RefinementCtx): void {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    context.addIssue({
      code: "custom",
      message: `is not a valid URL: write it as ${POSTGRES_URL_FORM}, percent-encoding characters such as @ : / # ? in the user name and password`,
    });
    return;
  }
  if (url.protocol !== "postgres:" && url.protocol !== "postgresql:") {
    const scheme = value.startsWith(`${url.protocol}//`) ? ` (this one starts with ${url.protocol}//)` : "";
    context.addIssue({
      code: "custom",
      message: `must start with postgres:// or postgresql://${scheme}: write it as ${POSTGRES_URL_FORM}, or leave it unset for the embedded database`,
    });
    return;
  }
  // A Unix socket is given as ?host=/var/run/postgresql with no host in the authority.
  if (url.hostname === "" && !url.searchParams.has("host")) {
    context.addIssue({ code: "custom", message: `names no host: write it as ${POSTGRES_URL_FORM}` });
  }
}

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** Public origin of the site, used in e-mailed links and as the token issuer. */
  PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: unlessBlank(z.string().superRefine(checkPostgresUrl)),
  DATA_DIR: z.string().default("./data"),
  DEMO_DATA: flag.optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("LEARN WITHOUT LIMITS <no-reply@learnwithoutlimits.local>"),
  SITE_EMAIL: z.string().email().default("hello@learnwithoutlimits.local"),
  OUTBOX_DIR: z.string().optional(),
  MEDIA_DIR: z.string().optional(),
  /** Uploads (modules/media): a directory unless S3_BUCKET names S3-compatible storage. */
  UPLOADS_DIR: z.string().optional(),
  S3_ENDPOINT: unlessBlank(z.string().url()),
  S3_BUCKET: unlessBlank(z.string()),
  S3_REGION: unlessBlank(z.string()),
  S3_ACCESS_KEY_ID: unlessBlank(z.string()),
  S3_SECRET_ACCESS_KEY: unlessBlank(z.string()),
  S3_FORCE_PATH_STYLE: flag.optional(),
  WEB_DIST_DIR: z.string().optional(),
  /** The web app's server render (apps/web/dist-ssr, ADR 0016); off sends every page's markup-free shell. */
  SERVER_RENDER: flag.optional(),
  /** The search index in a thread of its own (PostgreSQL only; on by default there, off in the tests). */
  SEARCH_THREAD: flag.optional(),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** Identity (design brief section 6). */
  AUTH_AUDIENCE: unlessBlank(z.string()),
  AUTH_CLIENT_ID: z.string().min(1).default(DEFAULT_CLIENT_ID),
  AUTH_ALLOWED_REDIRECTS: z.string().default(""),
  AUTH_ACCESS_TOKEN_TTL: z.coerce.number().int().min(60).max(86_400).default(900),
  AUTH_KEY_ENCRYPTION_KEY: unlessBlank(
    z.string().min(16, {
      error: "must be 32 bytes in base64 (openssl rand -base64 32) or a passphrase of at least 16 characters",
    }),
  ),
  AUTH_REFRESH_TOKEN_TTL: z.coerce
    .number()
    .int()
    .min(3600)
    .max(365 * 86_400)
    .default(30 * 86_400),
  GOOGLE_ISSUER: unlessBlank(z.string().url()),
  GOOGLE_CLIENT_ID: unlessBlank(z.string()),
  GOOGLE_CLIENT_SECRET: unlessBlank(z.string()),
});

/** The upstream OpenID Connect provider behind "Sign in with Google". */
export interface UpstreamProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** S3-compatible storage for uploads (AWS S3, MinIO, Ceph, R2...). */
export interface S3StorageConfig {
  /** Unset for AWS itself; the service's URL for anything else. */
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (http://host/bucket/key) rather than the host name: what most non-AWS servers want. */
  forcePathStyle: boolean;
}

export interface AuthConfig {
  /** `aud` of access tokens; requests that name no audience get this one. */
  audience: string;
  /** Client ids allowed to ask for tokens (the web app's first). */
  clientIds: string[];
  /** Redirect URIs allowed besides {PUBLIC_URL}/callback; their origins are also allowed logout targets. */
  allowedRedirects: string[];
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /**
   * "standard" is the argon2 library's defaults (argon2id, 19 MiB, 2 passes: OWASP's recommendation).
   * "fast-for-tests" is chosen only when NODE_ENV=test so the suite does not spend minutes hashing.
   */
  passwordHashing: "standard" | "fast-for-tests";
  /** How long a bearer token's user row (role, disabled) is reused before it is read again. */
  viewerCacheMs: number;
  /**
   * The wait before answering a password check on an account with many recent failures (from any
   * address): the first delay, doubling per failure up to the cap. It slows guessing without locking
   * the owner out; tests use milliseconds so they do not sleep.
   */
  signInSlowdown: { firstDelayMs: number; maxDelayMs: number };
  google: UpstreamProviderConfig | null;
  /**
   * AUTH_KEY_ENCRYPTION_KEY: private signing keys are stored encrypted with it (AES-256-GCM), or plain
   * when null. 32 bytes in base64 are the key itself; any other value is a passphrase (scrypt).
   */
  keyEncryptionKey: string | null;
}

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
  /**
   * Proxy hops in front of the server whose X-Forwarded-For is believed (0: none). Client addresses
   * drive the sign-in and contact-form limits, so trusting a header anyone can send would void them.
   */
  trustProxyHops: number;
  mail: { smtpUrl: string | null; from: string; outboxDir: string; siteEmail: string };
  mediaDir: string;
  /**
   * Uploaded images and private claim documents when s3 is null. Never served as a folder: images
   * go out through /media/uploads/ and documents through an access check (modules/media).
   */
  uploadsDir: string;
  /** Where uploads go instead of uploadsDir, so several server instances share them; null for the directory. */
  s3: S3StorageConfig | null;
  /** Built React app to serve, or null to serve the API alone. */
  webDistDir: string | null;
  /**
   * The web app's server render (apps/web/src/entry-server.tsx built into dist-ssr beside webDistDir):
   * public pages' HTML carries their first paint. Null when switched off (SERVER_RENDER=off) or with no web app.
   */
  serverRenderEntry: string | null;
  auth: AuthConfig;
  /**
   * The search index in a thread of its own with its own connections (PostgreSQL only; ADR 0019), so
   * that loading and searching a large index never holds up HTTP. Off: on the HTTP thread, as on PGlite.
   */
  searchThread: boolean;
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
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  const base: AppConfig = {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    databaseUrl,
    dataDir,
    pgliteDir: dataDir === "memory://" ? dataDir : path.join(dataDir, "pglite"),
    // Demo data is on by default on the embedded database and off on PostgreSQL unless asked for.
    demoData: e.DEMO_DATA ?? databaseUrl === null,
    searchThread: databaseUrl !== null && (e.SEARCH_THREAD ?? e.NODE_ENV !== "test"),
    logLevel: e.LOG_LEVEL,
    trustProxyHops: e.TRUST_PROXY,
    mail: {
      smtpUrl: e.SMTP_URL || null,
      from: e.MAIL_FROM,
      outboxDir: path.resolve(e.OUTBOX_DIR ?? path.join(sideDir, "outbox")),
      siteEmail: e.SITE_EMAIL,
    },
    mediaDir: path.resolve(e.MEDIA_DIR ?? path.join(sideDir, "media")),
    uploadsDir: path.resolve(e.UPLOADS_DIR ?? path.join(sideDir, "uploads")),
    s3: s3Storage(e),
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : path.join(repoRoot, "apps/web/dist"),
    serverRenderEntry: null,
    auth: {
      audience: e.AUTH_AUDIENCE ?? `${publicUrl}/api`,
      clientIds: commaList(e.AUTH_CLIENT_ID),
      allowedRedirects: commaList(e.AUTH_ALLOWED_REDIRECTS),
      accessTokenTtlSeconds: e.AUTH_ACCESS_TOKEN_TTL,
      refreshTokenTtlSeconds: e.AUTH_REFRESH_TOKEN_TTL,
      passwordHashing: e.NODE_ENV === "test" ? "fast-for-tests" : "standard",
      // Tests change roles in the database and act at once; a server may serve a role 5 s old.
      viewerCacheMs: e.NODE_ENV === "test" ? 0 : 5000,
      signInSlowdown:
        e.NODE_ENV === "test" ? { firstDelayMs: 5, maxDelayMs: 20 } : { firstDelayMs: 500, maxDelayMs: 5000 },
      google: upstreamProvider(e),
      keyEncryptionKey: e.AUTH_KEY_ENCRYPTION_KEY ?? null,
    },
  };
  const config = { ...base, ...overrides };
  // Beside the web app being served (an override of webDistDir included), unless switched off or given.
  if (!("serverRenderEntry" in overrides) && config.webDistDir && e.SERVER_RENDER !== false) {
    config.serverRenderEntry = path.join(path.dirname(config.webDistDir), "dist-ssr/entry-server.js");
  }
  return config;
}

const commaList = (value: string) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");

/** All three GOOGLE_* settings, or none: half a configuration is a mistake worth stopping for. */
function upstreamProvider(e: z.infer<typeof envSchema>): UpstreamProviderConfig | null {
  const { GOOGLE_ISSUER: issuer, GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = e;
  if (!issuer && !clientId && !clientSecret) return null;
  if (!issuer || !clientId || !clientSecret) {
    throw new Error("Invalid environment: GOOGLE_ISSUER, GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together");
  }
  return { issuer: issuer.replace(/\/$/, ""), clientId, clientSecret };
}

/** S3_BUCKET turns S3 storage on; it then needs both credentials (half a configuration stops the start). */
function s3Storage(e: z.infer<typeof envSchema>): S3StorageConfig | null {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
  const endpoint = e.S3_ENDPOINT ?? null;
  if (!bucket && !accessKeyId && !secretAccessKey && !endpoint) return null;
  if (!bucket || !accessKeyId || !secretAccessKey) {
    throw new Error(
      "Invalid environment: S3 storage needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together (S3_ENDPOINT, S3_REGION and S3_FORCE_PATH_STYLE are optional)",
    );
  }
  return {
    endpoint: endpoint?.replace(/\/$/, "") ?? null,
    bucket,
    region: e.S3_REGION ?? "us-east-1",
    accessKeyId,
    secretAccessKey,
    // Servers other than AWS rarely have a host name per bucket.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? endpoint !== null,
  };
}
