/** Which clients may ask for tokens and where the browser may be sent back to. */
import type { IdentityDeps } from "./deps.ts";
import { invalidClient } from "./oauth-error.ts";

type ClientDeps = Pick<IdentityDeps, "publicUrl" | "auth">;

export function assertKnownClient(deps: ClientDeps, clientId: string): void {
  if (!deps.auth.clientIds.includes(clientId)) throw invalidClient(clientId);
}

/** {PUBLIC_URL}/callback (the web app's own return page) plus AUTH_ALLOWED_REDIRECTS, compared exactly. */
export function allowedRedirectUris(deps: ClientDeps): string[] {
  return [`${deps.publicUrl}/callback`, ...deps.auth.allowedRedirects];
}

export function isAllowedRedirect(deps: ClientDeps, redirectUri: string): boolean {
  return allowedRedirectUris(deps).includes(redirectUri);
}

/**
 * Logout may return to any page of this site, or of a site that has an allowed redirect (the Vite dev
 * server, for instance); anything else would make /v2/logout an open redirect.
 */
export function isAllowedReturnTo(deps: ClientDeps, returnTo: string): boolean {
  const origin = originOf(returnTo);
  if (origin === null) return false;
  const allowed = [deps.publicUrl, ...deps.auth.allowedRedirects].map(originOf);
  return allowed.includes(origin);
}

/**
 * Origins of the allowed redirects other than this site: pages there (another web app) may call the
 * token, revoke and userinfo endpoints from the browser (CORS), as the hosted service's SDKs do.
 */
export function isAllowedWebOrigin(deps: ClientDeps, origin: string): boolean {
  return deps.auth.allowedRedirects.map(originOf).includes(origin);
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.origin;
  } catch {
    return null;
  }
}
