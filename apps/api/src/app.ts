import "./plugins/context.ts";
import fastifyCompress from "@fastify/compress";
import fastifyFormbody from "@fastify/formbody";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { DestinationStream } from "pino";
import type { AppConfig } from "./config.ts";
import { type DatabaseHandle, openDatabase } from "./db/client.ts";
import { seedBaseData } from "./db/seed/base.ts";
import { OneLinePerRequest, safeLogging } from "./logging.ts";
import { adminModule } from "./modules/admin/routes.ts";
import { contactModule } from "./modules/contact/routes.ts";
import { enquiriesModule } from "./modules/enquiries/routes.ts";
import { eventsModule } from "./modules/events/routes.ts";
import { healthModule } from "./modules/health/routes.ts";
import { identityModule } from "./modules/identity/routes.ts";
import { listingStatsModule } from "./modules/listing-stats/routes.ts";
import { listingsModule } from "./modules/listings/routes.ts";
import { mailOutboxModule } from "./modules/mail-outbox/routes.ts";
import { mediaModule } from "./modules/media/routes.ts";
import { newsModule } from "./modules/news/routes.ts";
import { newsFeedsModule } from "./modules/news-feeds/routes.ts";
import { newsletterModule } from "./modules/newsletter/routes.ts";
import { ownershipModule } from "./modules/ownership/routes.ts";
import { reviewsModule } from "./modules/reviews/routes.ts";
import { searchModule } from "./modules/search/routes.ts";
import { startSearchThread } from "./modules/search/service.ts";
import { shortlistModule } from "./modules/shortlist/routes.ts";
import { sitemapsModule } from "./modules/sitemaps/routes.ts";
import { usersModule } from "./modules/users/routes.ts";
import { authPlugin } from "./plugins/auth.ts";
import { registerErrorHandler } from "./plugins/errors.ts";
import { httpCachePlugin } from "./plugins/http-cache.ts";
import { DEFAULT_LOAD_SHEDDING, type LoadSheddingOptions, registerLoadShedding } from "./plugins/load-shedding.ts";
import { securityHeadersPlugin } from "./plugins/security-headers.ts";
import { registerStatic } from "./plugins/static.ts";
import { logBackgroundWorkOf } from "./shared/background-work.ts";
import { type Clock, systemClock } from "./shared/clock.ts";
import { createMailer, type Mailer } from "./shared/mailer.ts";

export interface BuildOptions {
  config: AppConfig;
  /** An already open database (tests pass a fresh in-memory one); otherwise opened from config. */
  database?: DatabaseHandle;
  mailer?: Mailer;
  /** The instant every time rule decides by (shared/clock.ts): the real time unless a test sets one. */
  clock?: Clock;
  logger?: boolean;
  /** When to answer 503 instead of queueing (tests force it); DEFAULT_LOAD_SHEDDING otherwise. */
  loadShedding?: LoadSheddingOptions;
  /** Where the log goes: standard output unless a test captures it. */
  logStream?: DestinationStream;
}

/** Builds the whole server: plugins, then one module per spec service at its base path. */
export async function buildApp({
  config,
  database,
  mailer,
  clock = systemClock,
  logger = true,
  loadShedding = DEFAULT_LOAD_SHEDDING,
  logStream,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel, stream: logStream, ...safeLogging } : false,
    logController: new OneLinePerRequest(),
    // Believe X-Forwarded-For for exactly the configured number of hops (what a hop count means in proxy-addr).
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const handle =
    database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.pgliteDir,
      onConnectionError: (error) =>
        app.log.warn({ err: error }, "idle PostgreSQL connection failed; the pool replaces it"),
    }).catch((error: unknown) => {
      throw new Error(`Could not open the database: ${(error as Error).message}`, { cause: error });
    }));
  await seedBaseData(handle.db);
  app.decorate("config", config);
  app.decorate("database", handle);
  app.decorate("db", handle.db);
  app.decorate("clock", clock);
  logBackgroundWorkOf(handle.db, app.log);
  app.decorate("mailer", mailer ?? createMailer({ ...config.mail }, app.log));
  if (!database) app.addHook("onClose", () => handle.close());
  if (config.searchThread && config.databaseUrl) {
    const searchThread = startSearchThread(handle.db, config.databaseUrl, app.log);
    app.addHook("onClose", () => searchThread.close());
  }

  registerErrorHandler(app);
  await registerLoadShedding(app, loadShedding);
  // Before compression: ETags are taken from the JSON itself.
  await app.register(httpCachePlugin);
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        "img-src": ["'self'", "data:", "https:"],
        "upgrade-insecure-requests": null,
      },
    },
    // Local http://localhost must work: do not pin the browser to https.
    strictTransportSecurity: config.publicUrl.startsWith("https:"),
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: "LEARN WITHOUT LIMITS API",
        description: "Education discovery directory: listings, events, news, users and approvals.",
        version: "0.1.0",
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/docs", staticCSP: true });
  // The token endpoint takes form bodies, as OAuth clients send them.
  await app.register(fastifyFormbody);
  await app.register(authPlugin);

  await app.register(healthModule);
  await app.register(listingsModule, { prefix: "/api" });
  await app.register(eventsModule, { prefix: "/api" });
  await app.register(reviewsModule, { prefix: "/api" });
  await app.register(listingStatsModule, { prefix: "/api" });
  await app.register(enquiriesModule, { prefix: "/api" });
  await app.register(shortlistModule, { prefix: "/api" });
  await app.register(newsModule, { prefix: "/api/blogs" });
  await app.register(adminModule, { prefix: "/adminservice/api/v1" });
  await app.register(contactModule, { prefix: "/api/contact" });
  await app.register(identityModule, { prefix: "/auth" });
  await app.register(usersModule, { prefix: "/api/users" });
  await app.register(ownershipModule, { prefix: "/api/users" });
  await app.register(mediaModule);
  await app.register(newsFeedsModule);
  await app.register(newsletterModule, { prefix: "/api/blogs/subscriptions" });
  await app.register(searchModule, { prefix: "/searchservice/api/v1" });
  await app.register(sitemapsModule);
  await app.register(mailOutboxModule);
  await registerStatic(app);
  return app;
}
