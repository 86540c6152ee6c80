/**
 * HTTP caching of the API's answers (issue 13.6; ADR 0012), and the start of content changes and the
 * content cache.
 * Fastify wiring only: which answers a cache may keep, and for how long, is decided here from the
 * request alone; what is cached in process is the content-cache module's.
 *
 * - A visitor's successful GET: `public, max-age=30, stale-while-revalidate=60` with a weak ETag, and
 *   `304 Not Modified` when `If-None-Match` names it.
 * - The same with a bearer token: `private, no-cache` (the browser keeps it, revalidates every time,
 *   and no shared cache keeps it), still with an ETag; `no-store` under the account, enquiries, sign-in and admin
 *   paths. `Vary: Authorization` on every API answer, so a shared cache never hands a visitor's copy to
 *   a signed-in user or the reverse.
 * - Anything else (writes, errors, redirects): `no-store`.
 * - A route that sets its own `Cache-Control` (calendars, feeds, discovery, the token endpoint) keeps it.
 *
 * Registered before @fastify/compress, so the ETag is taken from the JSON itself (weak, because the
 * gzip and plain representations share it).
 */
import { hash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { isCachedContent, startContentCache } from "../modules/content-cache/service.ts";
import { startContentChanges } from "../modules/content-changes/service.ts";

/**
 * A directory's pages change rarely and a visitor re-reading one within half a minute needs no fresh
 * copy; for a minute more it is shown at once while revalidated. An approval or edit therefore reaches
 * a visitor's browser (or a CDN) within 30 s, and 90 s at worst; the server itself answers the new
 * version at once.
 */
export const PUBLIC_CACHE_CONTROL = "public, max-age=30, stale-while-revalidate=60";
export const PRIVATE_CACHE_CONTROL = "private, no-cache";
export const NO_STORE = "no-store";

/** The API's paths; the HTML, assets and media answer their own headers. */
const API_PATHS = ["/api/", "/searchservice/", "/adminservice/", "/auth/"];
/** Never kept anywhere: sign-in and tokens, accounts (with their requests and claims), e-mail links of subscriptions. */
// Enquiries hold people's contact details and messages (issue 27): no browser or proxy keeps them.
const NEVER_STORED = ["/auth/", "/api/users/", "/api/blogs/subscriptions", "/api/enquiries/"];
/** Kept by nobody when a user is signed in: the admin console. */
const NOT_STORED_SIGNED_IN = ["/adminservice/"];

/** The serialized body and ETag of a cached content object, per route (one object, one response schema). */
interface SerializedContent {
  route: string;
  body: string;
  etag: string;
}

const serializedContent = new WeakMap<object, SerializedContent>();

declare module "fastify" {
  interface FastifyRequest {
    /** The cached content object this request answers, when its serialized form may be kept. */
    cachedContent: object | null;
    /** Its already serialized form, when an earlier request serialized (and so validated) it. */
    reusedSerialization: SerializedContent | null;
  }
}

const startsWithAny = (path: string, prefixes: readonly string[]) => prefixes.some((prefix) => path.startsWith(prefix));
// One call (no Hash object per answer): every search answer is hashed once.
const weakEtagOf = (body: string | Buffer) => `W/"${hash("sha1", body, "base64url")}"`;

/** `If-None-Match` names this ETag (weak comparison, RFC 9110 section 13.1.2), or is `*`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.slice(2);
  return ifNoneMatch.split(",").some((candidate) => {
    const tag = candidate.trim();
    return tag === "*" || tag === etag || tag === opaque || tag === `W/${opaque}`;
  });
}

/** The Cache-Control an API answer gets; public and private answers also get an ETag. */
function policyOf(request: FastifyRequest, reply: FastifyReply, path: string): string {
  const readable = (request.method === "GET" || request.method === "HEAD") && reply.statusCode === 200;
  if (!readable || startsWithAny(path, NEVER_STORED)) return NO_STORE;
  if (request.headers.authorization === undefined) return PUBLIC_CACHE_CONTROL;
  return startsWithAny(path, NOT_STORED_SIGNED_IN) ? NO_STORE : PRIVATE_CACHE_CONTROL;
}

/** Sets the caching headers of an API answer; answers `null` (no body) when it becomes a 304. */
function withCacheHeaders(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  const path = request.url;
  if (!startsWithAny(path, API_PATHS)) return payload;
  reply.header("vary", "Authorization");
  if (reply.hasHeader("cache-control")) return payload;
  const policy = policyOf(request, reply, path);
  reply.header("cache-control", policy);
  if (policy === NO_STORE || !(typeof payload === "string" || Buffer.isBuffer(payload))) return payload;

  const etag = request.reusedSerialization?.etag ?? weakEtagOf(payload);
  if (request.cachedContent && typeof payload === "string") {
    serializedContent.set(request.cachedContent, { route: request.routeOptions.url ?? "", body: payload, etag });
  }
  reply.header("etag", etag);
  if (!matches(request.headers["if-none-match"], etag)) return payload;
  reply.code(304);
  return null;
}

async function httpCache(app: FastifyInstance) {
  // Content changes first: the cache is one of their listeners, and must never run without hearing
  // the other instances' changes.
  const contentChanges = await startContentChanges(app.database, app.log);
  app.addHook("onClose", () => contentChanges.stop());
  const contentCache = startContentCache(app.db);
  app.addHook("onClose", async () => contentCache.stop());
  app.decorateRequest("cachedContent", null);
  app.decorateRequest("reusedSerialization", null);

  // A cached object was serialized, and so checked against its response schema, when first sent:
  // every later request sends those bytes again instead of validating and stringifying it anew.
  app.addHook("preSerialization", (request, reply, payload, done) => {
    if (reply.statusCode === 200 && isCachedContent(payload)) {
      const known = serializedContent.get(payload);
      if (known !== undefined && known.route === request.routeOptions.url) {
        request.reusedSerialization = known;
        reply.serializer(() => known.body);
      } else {
        request.cachedContent = payload;
      }
    }
    done(null, payload);
  });

  app.addHook("onSend", (request, reply, payload, done) => done(null, withCacheHeaders(request, reply, payload)));
}

export const httpCachePlugin = fp(httpCache, { name: "http-cache" });
