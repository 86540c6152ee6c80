/**
 * Reads a JWT's payload without checking its signature. Only for tokens this app already verified
 * (ID tokens, when they arrived) or that the server verifies on every call (access tokens): the
 * app reads them to know who is signed in and until when.
 */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split(".")[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, "+").replace(/_/g, "/");
    const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), "="));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof payload === "object" && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The token's `exp` in milliseconds since 1970, or null when it has none. */
export function expiresAtMs(payload: Record<string, unknown>): number | null {
  return typeof payload.exp === "number" ? payload.exp * 1000 : null;
}
