import type { LoginType } from "@lwl/contracts/users";

/**
 * What a browser sign-in (Google) must remember while the browser is away at the provider: the state
 * to match on return, the nonce the ID token must carry, the PKCE verifier and where to go afterwards.
 * Kept in sessionStorage: it belongs to this tab and this one round trip, and is removed when read.
 */
export interface AuthorizationTransaction {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  returnTo: string;
  loginType: LoginType;
  startedAt: number;
}

const KEY = "lwl.authorization";
/** The server forgets an unfinished upstream sign-in after 10 minutes; so does the app. */
const LIFETIME_MS = 10 * 60_000;

export function saveTransaction(transaction: AuthorizationTransaction): void {
  window.sessionStorage.setItem(KEY, JSON.stringify(transaction));
}

function isTransaction(value: unknown): value is AuthorizationTransaction {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return ["state", "nonce", "codeVerifier", "redirectUri", "returnTo"].every(
    (field) => typeof record[field] === "string",
  );
}

/** The transaction, removed so a reloaded or replayed callback cannot use it again; null when none is current. */
export function takeTransaction(now = Date.now()): AuthorizationTransaction | null {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isTransaction(parsed) || now - parsed.startedAt > LIFETIME_MS) return null;
    return parsed;
  } catch {
    return null;
  }
}
