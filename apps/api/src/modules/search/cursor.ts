/**
 * The opaque `after` cursor of keyset paging (docs/decisions/0019-search-index-in-memory.md): the sort
 * keys of a page's last row, with a fingerprint of the search it belongs to, as base64url JSON.
 * A cursor of another search (other key, filters, sort, type) or a text the service did not write is
 * refused with a 400, never half-applied.
 */
import { createHash } from "node:crypto";
import { badRequest } from "../../shared/http-error.ts";

export const NOT_A_CURSOR = "after is not a cursor of this search";

/** A short digest of what defines a search's order and candidates (not its page). */
export function fingerprintOf(scope: unknown): string {
  return createHash("sha256").update(JSON.stringify(scope)).digest("base64url").slice(0, 12);
}

/** Where the next page starts: right after the row with these sort keys (index/corpus.ts sortKeys). */
export function encodeCursor(fingerprint: string, keys: (number | string)[]): string {
  return Buffer.from(JSON.stringify({ f: fingerprint, k: keys })).toString("base64url");
}

/**
 * The sort keys of a cursor of this search. Cursors written before ADR 0019 named a ranking stage
 * (`s`), always 0 since: those still decode (a browse page's address keeps its cursor), any other stage
 * is refused.
 */
export function decodeCursor(fingerprint: string, text: string): (number | string)[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    throw badRequest(NOT_A_CURSOR);
  }
  const { f, s, k } = (parsed ?? {}) as { f?: unknown; s?: unknown; k?: unknown };
  const keysOk = Array.isArray(k) && k.every((key) => typeof key === "string" || typeof key === "number");
  if (f !== fingerprint || (s !== undefined && s !== 0) || !keysOk) throw badRequest(NOT_A_CURSOR);
  return k as (number | string)[];
}
