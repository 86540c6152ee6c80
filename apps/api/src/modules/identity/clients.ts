/** Which clients may ask for tokens and where the browser may be sent back to. */
import type { AppConfig } from "../../config.ts";
import { invalidClient } from "./oauth-error.ts";

export function assertKnownClient(config: AppConfig, clientId: string): void {
  if (!config.auth.clientIds.includes(clientId)) throw invalidClient(clientId);
}

/** {PUBLIC_URL}/callback (the web app's own return page) plus AUTH_ALLOWED_REDIRECTS, compared exactly. */
export function allowedRedirectUris(config: AppConfig): string[] {
  return [`${config.publicUrl}/callback`, ...config.auth.allowedRedirects];
}

export function isAllowedRedirect(config: AppConfig, redirectUri: string): boolean {
  return allowedRedirectUris(config).includes(redirectUri);
}

/**
 * Logout may return to any page of this site, or of a site that has an allowed redirect (the Vite dev
 * server, for instance); anything else would make /v2/logout an open redirect.
 */
export function isAllowedReturnTo(config: AppConfig, returnTo: string): boolean {
  const origin = originOf(returnTo);
  if (origin === null) return false;
  const allowed = [config.publicUrl, ...config.auth.allowedRedirects].map(originOf);
  return allowed.includes(origin);
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
