/**
 * The opaque `after` cursor of keyset paging (docs/decisions/0010-search-speed.md): the sort keys of
 * a page's last row, with a fingerprint of the search it belongs to, as base64url JSON.
 * A cursor of another search (other key, filters, sort, type) or a text the service did not write is
 * refused with a 400, never half-applied.
 */
import { createHash } from "node:crypto";
import { badRequest } from "../../shared/http-error.ts";

/** Where a page starts: right after the row with these sort keys (index/corpus.ts sortKeys). */
export interface StageCursor {
  /** Always 0 since ADR 0019 (one order); cursors of the staged SQL (ADR 0010) named a stage. */
  stage: number;
  keys: (number | string)[];
}

const NOT_A_CURSOR = "after is not a cursor of this search";

/** A short digest of what defines a search's order and candidates (not its page). */
export function fingerprintOf(scope: unknown): string {
  return createHash("sha256").update(JSON.stringify(scope)).digest("base64url").slice(0, 12);
}

export function encodeCursor(fingerprint: string, cursor: StageCursor): string {
  return Buffer.from(JSON.stringify({ f: fingerprint, s: cursor.stage, k: cursor.keys })).toString("base64url");
}

export function decodeCursor(fingerprint: string, text: string): StageCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    throw badRequest(NOT_A_CURSOR);
  }
  const { f, s, k } = (parsed ?? {}) as { f?: unknown; s?: unknown; k?: unknown };
  const keysOk = Array.isArray(k) && k.every((key) => typeof key === "string" || typeof key === "number");
  if (f !== fingerprint || typeof s !== "number" || !Number.isInteger(s) || s < 0 || !keysOk) {
    throw badRequest(NOT_A_CURSOR);
  }
  return { stage: s, keys: k as (number | string)[] };
}

export { NOT_A_CURSOR };
