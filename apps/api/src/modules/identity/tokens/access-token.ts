/** Verification of this server's access tokens (design brief section 6, docs/product.md section 5). */
import { TOKEN_LEEWAY_SECONDS } from "@lwl/contracts/constants";
import { errors, type JWTPayload, jwtVerify } from "jose";
import { SIGNING_ALGORITHM, type SigningKeyStore } from "./signing-keys.ts";

export interface AccessTokenCheck {
  issuer: string;
  audience: string;
  /** The instant to check expiry, not-before and issue time at: the app's clock. */
  now: Date;
}

export type AccessTokenResult = { ok: true; payload: JWTPayload & { sub: string } } | { ok: false; problem: string };

export const TOKEN_PROBLEMS = {
  expired: "The access token has expired. Please sign in again.",
  invalid: "The access token is not valid. Please sign in again.",
} as const;

/**
 * Checks signature (our JWKS keys, RS256 only), issuer, audience, expiry, not-before and issue time
 * (not in the future) with the spec's 60 s leeway, and the `at+jwt` type, so an ID token (same keys, other audience and type) is refused
 * as an access token too.
 */
export async function verifyAccessToken(
  token: string,
  keys: SigningKeyStore,
  check: AccessTokenCheck,
): Promise<AccessTokenResult> {
  try {
    const { payload } = await jwtVerify(token, keys.verificationKey, {
      algorithms: [SIGNING_ALGORITHM],
      issuer: check.issuer,
      audience: check.audience,
      clockTolerance: TOKEN_LEEWAY_SECONDS,
      typ: "at+jwt",
      requiredClaims: ["sub", "exp", "iat"],
      currentDate: check.now,
    });
    if (typeof payload.sub !== "string" || payload.sub === "") return { ok: false, problem: TOKEN_PROBLEMS.invalid };
    // jose checks iat only against a maximum age; a token "issued" in the future was not issued by
    // this server's clock (a forged or mis-signed token), beyond what clock drift explains.
    if (typeof payload.iat === "number" && payload.iat > check.now.getTime() / 1000 + TOKEN_LEEWAY_SECONDS) {
      return { ok: false, problem: TOKEN_PROBLEMS.invalid };
    }
    return { ok: true, payload: { ...payload, sub: payload.sub } };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, problem: TOKEN_PROBLEMS.expired };
    return { ok: false, problem: TOKEN_PROBLEMS.invalid };
  }
}

/** The token of an `Authorization: Bearer <token>` header, or undefined when there is none. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** The issuer of this server's tokens: `{PUBLIC_URL}/auth/` (design brief section 1). */
export const issuerOf = (publicUrl: string) => `${publicUrl}/auth/`;
