/**
 * Whether someone is signed in. Sign-in does not exist yet, so every visitor is signed out; the
 * identity work replaces the body of this hook with the real session (restored from stored tokens),
 * and the header and the unknown-path fallback follow it without changes.
 */
export type AuthStatus = "loading" | "signed-in" | "signed-out";

export function useAuthStatus(): AuthStatus {
  return "signed-out";
}
