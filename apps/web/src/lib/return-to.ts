import { PATHS } from "./paths.ts";

/** The query parameter that carries where to go back to after signing in (docs/product.md section 2). */
export const RETURN_TO_PARAM = "returnTo";

/**
 * A place in this app to go back to, or null. Only same-origin paths count: "//evil.example" and
 * "https://evil.example" would turn the sign-in page into a way to send people off-site.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  try {
    const base = window.location.origin;
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Coming back to a sign-in page after signing in would only bounce to the home page.
    return isSignedOutOnlyPath(url.pathname) ? null : path;
  } catch {
    return null;
  }
}

const SIGNED_OUT_ONLY = [PATHS.login, PATHS.register, PATHS.forgotPassword, PATHS.callback].map((path) =>
  path.toLowerCase(),
);

function isSignedOutOnlyPath(pathname: string): boolean {
  return SIGNED_OUT_ONLY.includes(pathname.toLowerCase().replace(/\/+$/, ""));
}

/** /login, remembering the page that needs the sign-in. */
export function loginPathFor(location: { pathname: string; search: string; hash: string }): string {
  const from = safeReturnTo(`${location.pathname}${location.search}${location.hash}`);
  return from ? `${PATHS.login}?${new URLSearchParams({ [RETURN_TO_PARAM]: from })}` : PATHS.login;
}

/** Where a finished sign-in goes: the remembered page, or home. */
export function afterSignInPath(search: string): string {
  return safeReturnTo(new URLSearchParams(search).get(RETURN_TO_PARAM)) ?? PATHS.home;
}
