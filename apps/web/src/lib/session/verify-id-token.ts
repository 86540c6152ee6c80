/**
 * The ID token checks of docs/product.md section 5: signature (RS256 only, against the server's published keys),
 * issuer, audience (this app's client id), expiry and not-before with 60 s leeway, and the nonce when
 * the sign-in sent one. Loaded only when a sign-in completes, so jose stays out of the first script.
 */
import { TOKEN_LEEWAY_SECONDS } from "@lwl/contracts/constants";
import { createRemoteJWKSet, errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from "jose";
import { IdTokenError } from "./id-token-error.ts";
import { IDENTITY_PATHS } from "./identity-config.ts";

export interface IdTokenExpectations {
  issuer: string;
  clientId: string;
  /** The nonce this app sent with the authorization request; undefined when it sent none (password grant). */
  nonce?: string;
  /** The clock to check expiry against; now unless a test says otherwise. */
  now?: Date;
}

/** The server's keys, fetched from this origin for each sign-in (sign-ins are rare; a new key is found at once). */
export function serverKeys(): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL(IDENTITY_PATHS.jwks, window.location.origin));
}

function describe(error: unknown): string {
  if (error instanceof errors.JWTExpired) return "The sign-in has expired.";
  if (error instanceof errors.JWTClaimValidationFailed) return `The sign-in's ${error.claim} claim is not valid.`;
  if (error instanceof errors.JOSEAlgNotAllowed) return "The sign-in was not signed with RS256.";
  if (error instanceof errors.JWSSignatureVerificationFailed) return "The sign-in's signature is not valid.";
  if (error instanceof errors.JWKSNoMatchingKey) return "The sign-in was signed with an unknown key.";
  return "The sign-in could not be verified.";
}

export async function verifyIdToken(
  idToken: string,
  expected: IdTokenExpectations,
  keys: JWTVerifyGetKey = serverKeys(),
): Promise<JWTPayload> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keys, {
      algorithms: ["RS256"],
      issuer: expected.issuer,
      audience: expected.clientId,
      clockTolerance: TOKEN_LEEWAY_SECONDS,
      requiredClaims: ["sub", "exp", "iat"],
      currentDate: expected.now,
    }));
  } catch (error) {
    throw new IdTokenError(describe(error), { cause: error });
  }
  if (expected.nonce !== undefined && payload.nonce !== expected.nonce) {
    throw new IdTokenError("The sign-in's nonce does not match this browser's request.");
  }
  return payload;
}
