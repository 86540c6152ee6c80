import { SessionStore } from "./session-store.ts";

/**
 * The app's one session. Talking to the token endpoint is loaded only when a token is renewed or
 * revoked: a visit that only reads the stored session does not download it.
 */
export const session = new SessionStore(
  async (current) => (await import("./token-renewal.ts")).refreshWithServer(current),
  async (refreshToken) => (await import("./token-renewal.ts")).revokeWithServer(refreshToken),
);

/** Restores the session from storage and follows other tabs; main.tsx calls it once before the first render. */
export function startSession(): void {
  window.addEventListener("storage", session.handleStorageEvent);
  void session.restore();
}
