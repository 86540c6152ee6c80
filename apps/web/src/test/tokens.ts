import { CLAIMS } from "@lwl/contracts/identity-names";
import { ROLE_PERMISSION_PREFIX, type Role } from "@lwl/contracts/roles";
import { exportJWK, generateKeyPair, type JWK, type JWTPayload, SignJWT } from "jose";
import { jsonResponse } from "./render.tsx";

/** The identity server the component tests talk to: its issuer, client id, audience and signing key. */
export const TEST_ISSUER = "http://localhost/auth/";
export const TEST_CLIENT_ID = "learnwithoutlimits-web";
export const TEST_AUDIENCE = "http://localhost/api";
export const TEST_USER_ID = "2f1a4c9e-8a61-4a8e-9b0e-6c1f1f3b7d10";

const keyPair = generateKeyPair("RS256", { extractable: true });
const KID = "test-key";

export async function testJwks(): Promise<{ keys: JWK[] }> {
  const { publicKey } = await keyPair;
  return { keys: [{ ...(await exportJWK(publicKey)), kid: KID, alg: "RS256", use: "sig" }] };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Signs claims with the test server's key (or another key, to test a forged token). */
export async function signToken(claims: JWTPayload, options: { key?: CryptoKey; kid?: string } = {}): Promise<string> {
  const key = options.key ?? (await keyPair).privateKey;
  return new SignJWT(claims).setProtectedHeader({ alg: "RS256", kid: options.kid ?? KID }).sign(key);
}

interface AccessTokenOptions {
  role?: Role;
  fullName?: string;
  mobile?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  sub?: string;
}

export function accessToken({
  role = "Reader",
  fullName = "Asha Rao",
  mobile,
  expiresIn = 900,
  sub = TEST_USER_ID,
}: AccessTokenOptions = {}): Promise<string> {
  return signToken({
    iss: TEST_ISSUER,
    sub,
    aud: TEST_AUDIENCE,
    iat: nowSeconds(),
    exp: nowSeconds() + expiresIn,
    [CLAIMS.permissions]: [`${ROLE_PERMISSION_PREFIX}${role}`],
    [CLAIMS.name]: fullName,
    [CLAIMS.fullName]: fullName,
    ...(mobile ? { [CLAIMS.mobile]: mobile } : {}),
  });
}

export function idTokenClaims(overrides: JWTPayload = {}): JWTPayload {
  return {
    iss: TEST_ISSUER,
    sub: TEST_USER_ID,
    aud: TEST_CLIENT_ID,
    iat: nowSeconds(),
    exp: nowSeconds() + 36_000,
    email: "asha@example.com",
    email_verified: true,
    ...overrides,
  };
}

export function idToken(overrides: JWTPayload = {}): Promise<string> {
  return signToken(idTokenClaims(overrides));
}

/** A whole token answer, as POST /auth/oauth/token sends it. */
export async function tokenAnswer(options: AccessTokenOptions & { nonce?: string; refreshToken?: string } = {}) {
  return {
    access_token: await accessToken(options),
    id_token: await idToken(options.nonce ? { nonce: options.nonce } : {}),
    ...(options.refreshToken === undefined ? { refresh_token: "refresh-1" } : { refresh_token: options.refreshToken }),
    token_type: "Bearer",
    expires_in: options.expiresIn ?? 900,
    scope: "openid profile email offline_access",
  };
}

/** The discovery answers every sign-in reads, for mockApi. */
export async function identityEndpoints(options: { google?: boolean } = {}) {
  const jwks = await testJwks();
  return {
    "GET /auth/connections": {
      database: true,
      google: options.google ?? false,
      clientId: TEST_CLIENT_ID,
      audience: TEST_AUDIENCE,
    },
    "GET /auth/.well-known/openid-configuration": { issuer: TEST_ISSUER },
    "GET /auth/.well-known/jwks.json": () => jsonResponse(jwks),
  };
}

/** Stores a signed-in session as a previous visit would have left it. */
export async function storeSession(options: AccessTokenOptions & { refreshToken?: string | null } = {}) {
  window.localStorage.setItem("authToken", await accessToken(options));
  window.localStorage.setItem("idToken", await idToken());
  window.localStorage.setItem("loginType", "Normal");
  if (options.refreshToken !== null) window.localStorage.setItem("refreshToken", options.refreshToken ?? "refresh-0");
}
