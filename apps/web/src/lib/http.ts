import type { ApiError } from "@lwl/contracts/errors";

/**
 * The one HTTP client of the app (docs/product.md section 7): JSON accept header, no timeout of its own.
 * Signed-in calls carry a bearer token rather than a cookie, so there is no CSRF token to send.
 * Responses are trusted to match @lwl/contracts: the server validates them with the same schemas,
 * so the client does not ship zod just to check them again.
 */
export class HttpError extends Error {
  readonly status: number;
  /** The server's `{ statusCode, error, message }` body, when it sent one. */
  readonly body: ApiError | null;
  /**
   * The answer's body as sent, whatever its shape: the identity endpoints answer errors in OAuth's
   * `{ error, error_description }` shape, which `body` does not cover.
   */
  readonly payload: unknown;

  constructor(status: number, message: string, body: ApiError | null, payload: unknown = body) {
    super(message);
    this.name = "HttpError";
    this.status = status;
    this.body = body;
    this.payload = payload;
  }
}

export type QueryValue = string | number | boolean | null | undefined;

/** Builds a path with a query string, leaving out empty values. */
export function withQuery(path: string, query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function isApiError(value: unknown): value is ApiError {
  return typeof value === "object" && value !== null && "message" in value && "statusCode" in value;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, e.g. the Authorization header of an authenticated call. */
  headers?: Record<string, string>;
}

/**
 * Public answers may be kept by the browser for up to 90 s (max-age 30 plus stale-while-revalidate 60,
 * apps/api/src/plugins/http-cache.ts). After this tab changes something (an owner's save, an admin's
 * decision), its reads revalidate for a while instead, so the change shows at once: a 304 when nothing
 * changed, the new version when it did.
 */
const FRESH_READS_AFTER_WRITE_MS = 120_000;
let lastWriteAt = Number.NEGATIVE_INFINITY;

/** A write is never kept by the browser; noting it makes this tab's reads revalidate for a while. */
function noteWrite(): void {
  lastWriteAt = Date.now();
}

/** How the browser's HTTP cache may answer a read: as usual, or revalidated soon after this tab wrote. */
function readCacheMode(): RequestCache {
  return Date.now() - lastWriteAt < FRESH_READS_AFTER_WRITE_MS ? "no-cache" : "default";
}

export async function requestJson<T>(
  path: string,
  { method = "GET", body, signal, headers: extraHeaders }: RequestOptions = {},
): Promise<T> {
  const headers = new Headers({ Accept: "application/json", ...extraHeaders });
  if (body !== undefined) headers.set("Content-Type", "application/json");
  const isWrite = method !== "GET";
  if (isWrite) noteWrite();

  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
    credentials: "same-origin",
    cache: isWrite ? "no-store" : readCacheMode(),
  });
  const payload = await readBody(response);
  if (!response.ok) {
    const apiError = isApiError(payload) ? payload : null;
    throw new HttpError(
      response.status,
      apiError?.message ?? `Request failed with status ${response.status}`,
      apiError,
      payload,
    );
  }
  return payload as T;
}

export function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  return requestJson<T>(path, { signal });
}

export function postJson<T>(path: string, body: unknown): Promise<T> {
  return requestJson<T>(path, { method: "POST", body });
}

export function isNotFound(error: unknown): boolean {
  return error instanceof HttpError && error.status === 404;
}
