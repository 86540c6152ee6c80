/**
 * The hosted login page's two cookies, both HttpOnly, SameSite=Lax, scoped to /auth and Secure when
 * the site is served over https: the browser session (silent sign-in) and the login binding (a random
 * value per browser; each login transaction records its hash, which is the page's CSRF protection).
 */
import type { IdentityDeps } from "../deps.ts";

export const SESSION_COOKIE = "lwl_session";
export const LOGIN_BINDING_COOKIE = "lwl_login";

export interface BrowserCookies {
  session: string | undefined;
  loginBinding: string | undefined;
}

const COOKIE_VALUE = /^[A-Za-z0-9_-]{1,128}$/;

/** Our cookies from a Cookie header; values that are not ours in shape are ignored. */
export function readBrowserCookies(header: string | undefined): BrowserCookies {
  const values = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (COOKIE_VALUE.test(value) && !values.has(name)) values.set(name, value);
  }
  return { session: values.get(SESSION_COOKIE), loginBinding: values.get(LOGIN_BINDING_COOKIE) };
}

/** A Set-Cookie value; maxAgeSeconds 0 removes the cookie. */
export function cookieHeader(
  deps: Pick<IdentityDeps, "publicUrl">,
  name: string,
  value: string,
  maxAgeSeconds: number,
): string {
  const secure = deps.publicUrl.startsWith("https:") ? "; Secure" : "";
  return `${name}=${value}; Max-Age=${maxAgeSeconds}; Path=/auth; HttpOnly; SameSite=Lax${secure}`;
}
