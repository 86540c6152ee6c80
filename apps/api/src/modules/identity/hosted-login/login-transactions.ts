/**
 * Login transactions: an /authorize request waiting on the hosted login page. The browser holds its
 * random id (the page's `state` field) and a per-browser binding cookie; the row holds their hashes,
 * so the form only works in the browser that opened it (login CSRF), once, for 30 minutes.
 */
import { later } from "../../../shared/clock.ts";
import type { ClientRequest } from "../authorize/authorize-service.ts";
import type { IdentityDeps } from "../deps.ts";
import { hashOpaqueToken, newOpaqueToken, sameSecret } from "../secrets.ts";
import { cookieHeader, LOGIN_BINDING_COOKIE } from "./cookies.ts";
import { findOpenLoginTransaction, insertLoginTransaction } from "./queries.ts";

const TRANSACTION_LIFETIME_MS = 30 * 60_000;
const BINDING_COOKIE_SECONDS = 24 * 3600;

export const LOGIN_PAGE_PATH = "/auth/login";

/** Stores the request and sends the browser to the login page; with the binding cookie when it had none. */
export async function openLoginTransaction(
  deps: Pick<IdentityDeps, "db" | "now" | "publicUrl">,
  request: ClientRequest,
  loginBinding: string | undefined,
): Promise<{ location: string; cookies: string[] }> {
  const binding = loginBinding ?? newOpaqueToken();
  const id = newOpaqueToken();
  await insertLoginTransaction(deps.db, {
    idHash: hashOpaqueToken(id),
    browserHash: hashOpaqueToken(binding),
    clientRequest: request,
    expiresAt: later(deps.now(), TRANSACTION_LIFETIME_MS),
  });
  const location = `${deps.publicUrl}${LOGIN_PAGE_PATH}?${new URLSearchParams({ state: id })}`;
  const cookies = loginBinding ? [] : [cookieHeader(deps, LOGIN_BINDING_COOKIE, binding, BINDING_COOKIE_SECONDS)];
  return { location, cookies };
}

export type OpenTransaction =
  | { found: true; idHash: string; request: ClientRequest }
  | { found: false; reason: "expired" | "other-browser" };

/** The open transaction of this id, if this browser opened it. */
export async function findLoginTransaction(
  deps: Pick<IdentityDeps, "db" | "now">,
  id: string | undefined,
  loginBinding: string | undefined,
): Promise<OpenTransaction> {
  if (!id) return { found: false, reason: "expired" };
  const idHash = hashOpaqueToken(id);
  const row = await findOpenLoginTransaction(deps.db, idHash, deps.now());
  if (!row) return { found: false, reason: "expired" };
  if (!loginBinding || !sameSecret(hashOpaqueToken(loginBinding), row.browserHash)) {
    return { found: false, reason: "other-browser" };
  }
  return { found: true, idHash, request: row.clientRequest as ClientRequest };
}
