/**
 * Logger options shared by every server: what pino may write. Request bodies are never logged
 * (Fastify's request serializer leaves them out, and `body` anywhere in a log object is removed),
 * and database errors lose their SQL, parameters and quoted values (issue 8.3).
 */
import { type FastifyReply, type FastifyRequest, LogController } from "fastify";
import { stdSerializers } from "pino";
import { carriesQueryData, isPostgresError, postgresErrorFields, queryFreeMessage } from "./db/database-errors.ts";

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/** pino's error serializer, except for errors that carry query data: those keep names, codes and frames only. */
export function serializeError(error: Error): SerializedError {
  // pino hands over whatever was logged as `err`; its own serializer passes non-errors through.
  if (!(error instanceof Error) || !carriesQueryData(error)) return stdSerializers.err(error);
  return serializeQueryError(error, 0);
}

function serializeQueryError(error: Error, depth: number): SerializedError {
  // pg and PGlite name theirs "error" (PGlite's class name is minified): one clear name for both.
  const type = isPostgresError(error) ? "DatabaseError" : error.constructor?.name || error.name;
  const message = queryFreeMessage(error);
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  const serialized: SerializedError = {
    type,
    message,
    stack: [`${type}: ${message}`, ...frames].join("\n"),
    ...(isPostgresError(error) ? withoutUndefined(postgresErrorFields(error)) : {}),
  };
  const errno = (error as NodeJS.ErrnoException).code;
  if (!isPostgresError(error) && typeof errno === "string") serialized.code = errno;
  if (error.cause instanceof Error && depth < 5) serialized.cause = serializeQueryError(error.cause, depth + 1);
  return serialized;
}

function withoutUndefined(fields: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/**
 * Words that, anywhere in a query parameter's name, say it carries a credential: an OAuth code or
 * state, a token, an e-mailed ticket, a key, a signature. Words of the name, not whole names, so that
 * a new `magic_link_token` or `resetTicket` is masked without anyone remembering to add it.
 */
const CREDENTIAL_WORDS =
  /^(code|state|nonce|token|ticket|secret|password|passwd|pwd|key|apikey|verifier|signature|sig|session|otp|auth|credential|credentials|jwt|assertion)$/i;

/** "resetTicket", "magic_link-token", "X-Api-Key" → their words. */
const wordsOf = (name: string) =>
  name
    .replace(/([a-z\d])([A-Z])/g, "$1 $2")
    .split(/[^A-Za-z\d]+/)
    .filter(Boolean);

/**
 * A value shaped like a credential whatever its parameter is called: 16 or more characters from the
 * alphabets of random tokens (base64url, base64, hex) with letters and digits mixed, and no space.
 * Words people search for and slugs have no digits mixed in, or spaces; a cursor may be masked too,
 * which costs a log reader nothing.
 */
function looksLikeCredential(value: string): boolean {
  return value.length >= 16 && /^[A-Za-z0-9_\-~.+/=%]+$/.test(value) && /[A-Za-z]/.test(value) && /\d/.test(value);
}

/**
 * Parameters whose name alone says nothing secret although one of its words would: the search
 * service's `key` is the text a visitor searched for (the spec's search calls), which a reader of the log needs.
 * Their values still go through the shape rule.
 */
const PLAIN_NAMES = new Set(["key"]);

/** Whether the value of this query parameter stays out of the log (see the two rules above). */
export function isSecretQueryParameter(name: string, value: string): boolean {
  const secretName = !PLAIN_NAMES.has(name) && wordsOf(name).some((word) => CREDENTIAL_WORDS.test(word));
  return secretName || looksLikeCredential(value);
}

/** The request URL with the values of credential parameters masked: "/auth/login/callback?code=***&state=***". */
export function maskSecretsInUrl(url: string): string {
  const queryAt = url.indexOf("?");
  if (queryAt < 0) return url;
  const query = url
    .slice(queryAt + 1)
    .split("&")
    .map((pair) => {
      const separator = pair.indexOf("=");
      const name = separator < 0 ? pair : pair.slice(0, separator);
      const value = separator < 0 ? "" : pair.slice(separator + 1);
      return value !== "" && isSecretQueryParameter(decodeURIComponentSafely(name), decodeURIComponentSafely(value))
        ? `${name}=***`
        : pair;
    })
    .join("&");
  return `${url.slice(0, queryAt)}?${query}`;
}

function decodeURIComponentSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

interface LoggedRequest {
  method: string;
  url: string;
  host: string;
  ip: string;
  socket?: { remotePort?: number };
}

/** Fastify's own request serializer (never the body), with credentials in the query string masked. */
function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: maskSecretsInUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** For Fastify's `logger` option. */
export const safeLogging = {
  serializers: { err: serializeError, req: serializeRequest },
  redact: { paths: ["body", "*.body", "password", "*.password"], remove: true },
};

/**
 * One line per request, written when it is answered: "request completed" (or "request errored") with
 * the request (as `serializeRequest` gives it), the status and the time taken, where Fastify writes two
 * (an "incoming request" line first). The log was 7 % of the HTTP thread's work under a search load
 * (issue 25), half of it the line that said nothing the answer's line does not.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request completed");
  }
}
