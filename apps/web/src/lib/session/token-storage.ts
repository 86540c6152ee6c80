import type { LoginType } from "@lwl/contracts/users";

/**
 * The session's values in localStorage (docs/product.md section 3: authToken, idToken, loginType), plus the
 * refresh token that keeps a session going past the access token's quarter of an hour.
 */
export const STORAGE_KEYS = {
  accessToken: "authToken",
  idToken: "idToken",
  loginType: "loginType",
  refreshToken: "refreshToken",
} as const;

export interface StoredTokens {
  accessToken: string;
  idToken: string | null;
  refreshToken: string | null;
  loginType: LoginType;
}

// Private browsing modes and full disks make storage throw: a session that cannot be kept still works for the page.
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // See read().
  }
}

export function readStoredTokens(): StoredTokens | null {
  const accessToken = read(STORAGE_KEYS.accessToken);
  if (!accessToken) return null;
  return {
    accessToken,
    idToken: read(STORAGE_KEYS.idToken),
    refreshToken: read(STORAGE_KEYS.refreshToken),
    loginType: read(STORAGE_KEYS.loginType) === "Google" ? "Google" : "Normal",
  };
}

export function writeStoredTokens(tokens: StoredTokens): void {
  write(STORAGE_KEYS.accessToken, tokens.accessToken);
  write(STORAGE_KEYS.idToken, tokens.idToken);
  write(STORAGE_KEYS.refreshToken, tokens.refreshToken);
  write(STORAGE_KEYS.loginType, tokens.loginType);
}

/** Removes the sign-in values only: other stored values (hasVisited) are not the session's to drop. */
export function clearStoredTokens(): void {
  for (const key of Object.values(STORAGE_KEYS)) write(key, null);
}
