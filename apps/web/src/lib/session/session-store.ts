import type { LoginType } from "@lwl/contracts/users";
import { decodeJwtPayload, expiresAtMs } from "./jwt-payload.ts";
import { type SessionUser, sessionUserFrom } from "./session-user.ts";
import {
  clearStoredTokens,
  readStoredTokens,
  STORAGE_KEYS,
  type StoredTokens,
  writeStoredTokens,
} from "./token-storage.ts";

export type AuthStatus = "loading" | "signed-in" | "signed-out";

export interface SessionSnapshot {
  status: AuthStatus;
  user: SessionUser | null;
  loginType: LoginType | null;
}

/** Why a session ended without the user asking: shown to them so a sudden sign-in page makes sense. */
export type SessionEndReason = "expired" | "rejected";

/** Swaps a refresh token for new, checked tokens; throws when the server refuses it. */
export type TokenRefresher = (current: StoredTokens) => Promise<StoredTokens>;
/** Ends a refresh token on the server when someone signs out; failures are the server's to forget. */
export type TokenRevoker = (refreshToken: string) => Promise<unknown>;

const LOADING: SessionSnapshot = { status: "loading", user: null, loginType: null };
const SIGNED_OUT: SessionSnapshot = { status: "signed-out", user: null, loginType: null };
/** setTimeout's longest delay; a longer-lived token is simply checked again then. */
const MAX_TIMER_MS = 2_147_483_647;
const REFRESH_LOCK = "lwl-token-refresh";
/**
 * With a refresh token at hand the access token is renewed this long before it runs out, so a call
 * sent just before expiry does not reach the server a moment too late and end the session with a 401.
 */
const RENEW_AHEAD_MS = 30_000;

function accessExpiry(tokens: StoredTokens): number | null {
  const payload = decodeJwtPayload(tokens.accessToken);
  return payload ? expiresAtMs(payload) : null;
}

/**
 * The sign-in session of docs/product.md section 4: "loading" until the stored tokens are read, then signed in
 * or out. An expired access token is refreshed when a refresh token is kept, and otherwise ends the
 * session; so does a 401 on an authenticated call (see authorized-request.ts). Other tabs follow
 * through the storage event.
 */
export class SessionStore {
  private snapshot: SessionSnapshot = LOADING;
  private tokens: StoredTokens | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly endListeners = new Set<(reason: SessionEndReason) => void>();
  private expiryTimer: ReturnType<typeof setTimeout> | null = null;
  private refreshing: Promise<string | null> | null = null;

  constructor(
    private readonly refresher: TokenRefresher,
    private readonly revoker: TokenRevoker,
    private readonly now: () => number = Date.now,
  ) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SessionSnapshot => this.snapshot;

  /**
   * The session as the server's first paint draws it (docs/decisions/0016-server-rendered-first-paint.md):
   * not known yet. Hydration draws the same, then React renders again with the stored session.
   */
  getServerSnapshot = (): SessionSnapshot => LOADING;

  /** Called with the reason whenever the session ends without the user signing out. */
  onEnd(listener: (reason: SessionEndReason) => void): () => void {
    this.endListeners.add(listener);
    return () => this.endListeners.delete(listener);
  }

  /** At start: the session the stored tokens describe, renewed first when its access token has run out. */
  async restore(): Promise<void> {
    const stored = readStoredTokens();
    if (!stored || !sessionUserFrom(decodeJwtPayload(stored.accessToken) ?? {}, null)) {
      // Whatever is there cannot be a session: do not keep reading it at every start.
      clearStoredTokens();
      this.drop();
      return;
    }
    if (this.isFresh(stored)) {
      this.adopt(stored);
      return;
    }
    this.tokens = stored;
    this.publish(LOADING);
    await this.validAccessToken();
  }

  /** A sign-in succeeded and its tokens were checked. */
  establish(tokens: StoredTokens): void {
    writeStoredTokens(tokens);
    this.adopt(tokens);
  }

  /** The access token for an authenticated call; refreshed first when it has expired; null when signed out. */
  validAccessToken(): Promise<string | null> {
    const tokens = this.tokens;
    if (!tokens) return Promise.resolve(null);
    if (this.isFresh(tokens)) return Promise.resolve(tokens.accessToken);
    this.refreshing ??= this.refreshOnce().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /**
   * Renews the tokens now, though the access token is still good: its role claim is the one of the
   * moment it was issued, and a role granted since (an approved "become a listing owner" request) shows
   * only in new tokens. Without a refresh token, or when the renewal fails, the session stays as it is.
   */
  renewNow(): Promise<string | null> {
    if (!this.tokens?.refreshToken) return Promise.resolve(this.tokens?.accessToken ?? null);
    this.refreshing ??= this.refreshOnce(true).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /** The user signs out: tokens gone here, and the refresh token revoked on the server. */
  signOut(): void {
    const refreshToken = this.tokens?.refreshToken;
    clearStoredTokens();
    this.drop();
    if (refreshToken) void this.revoker(refreshToken).catch(() => undefined);
  }

  /** The server refused the access token (a 401), or it expired with no way to renew it. */
  end(reason: SessionEndReason): void {
    if (!this.tokens) return;
    clearStoredTokens();
    this.drop();
    for (const listener of this.endListeners) listener(reason);
  }

  /** Keeps this tab in step with another tab's sign-in, refresh or sign-out. */
  handleStorageEvent = (event: StorageEvent): void => {
    const ours = event.key === null || Object.values<string>(STORAGE_KEYS).includes(event.key);
    if (!ours || event.storageArea !== window.localStorage) return;
    const stored = readStoredTokens();
    if (!stored) this.drop();
    else if (this.isFresh(stored)) this.adopt(stored);
  };

  private isFresh(tokens: StoredTokens): boolean {
    const expiresAt = accessExpiry(tokens);
    const margin = tokens.refreshToken ? RENEW_AHEAD_MS : 0;
    return expiresAt !== null && expiresAt - margin > this.now();
  }

  private async refreshOnce(evenIfFresh = false): Promise<string | null> {
    const run = async () => {
      // Another tab may have renewed the tokens already: its refresh token replaced ours, and sending
      // ours again would look like a stolen token to the server (which then revokes the whole family).
      const stored = readStoredTokens();
      if (stored && this.isFresh(stored) && !evenIfFresh) {
        this.adopt(stored);
        return stored.accessToken;
      }
      const current = stored ?? this.tokens;
      if (!current?.refreshToken) {
        this.end("expired");
        return null;
      }
      try {
        const renewed = await this.refresher(current);
        // A token that is already stale here (a clock far off the server's) would be renewed again at
        // once, and again: end the session rather than call the server in a loop.
        if (!this.isFresh(renewed)) throw new Error("The renewed access token has already expired.");
        this.establish(renewed);
        return renewed.accessToken;
      } catch {
        // An early renewal that fails leaves the still-good session alone.
        if (evenIfFresh && this.tokens && this.isFresh(this.tokens)) return this.tokens.accessToken;
        this.end("expired");
        return null;
      }
    };
    // One refresh at a time across this browser's tabs, where the browser can coordinate them.
    const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
    return locks ? locks.request(REFRESH_LOCK, run) : run();
  }

  private adopt(tokens: StoredTokens): void {
    const user = sessionUserFrom(decodeJwtPayload(tokens.accessToken) ?? {}, decodeJwtPayload(tokens.idToken ?? ""));
    if (!user) {
      this.end("rejected");
      return;
    }
    this.tokens = tokens;
    this.scheduleExpiry(tokens);
    this.publish({ status: "signed-in", user, loginType: tokens.loginType });
  }

  private drop(): void {
    this.tokens = null;
    this.cancelExpiry();
    this.publish(SIGNED_OUT);
  }

  /** When the access token runs out, renew it (or end the session) without waiting for the next call. */
  private scheduleExpiry(tokens: StoredTokens): void {
    this.cancelExpiry();
    const expiresAt = accessExpiry(tokens);
    if (expiresAt === null) return;
    const renewAt = expiresAt - (tokens.refreshToken ? RENEW_AHEAD_MS : 0);
    const delay = Math.min(Math.max(renewAt - this.now(), 0), MAX_TIMER_MS);
    this.expiryTimer = setTimeout(() => {
      this.expiryTimer = null;
      if (this.tokens === tokens) void this.validAccessToken();
    }, delay);
  }

  private cancelExpiry(): void {
    if (this.expiryTimer !== null) clearTimeout(this.expiryTimer);
    this.expiryTimer = null;
  }

  private publish(next: SessionSnapshot): void {
    const same =
      next.status === this.snapshot.status &&
      next.loginType === this.snapshot.loginType &&
      JSON.stringify(next.user) === JSON.stringify(this.snapshot.user);
    if (same) return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}
