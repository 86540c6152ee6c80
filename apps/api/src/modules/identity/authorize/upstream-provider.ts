/**
 * The upstream OpenID Connect provider behind "Sign in with Google" (GOOGLE_ISSUER, GOOGLE_CLIENT_ID,
 * GOOGLE_CLIENT_SECRET): discovery, the authorization URL, the code exchange and ID token checks.
 * Any standard provider works; the tests run one locally.
 */
import { TOKEN_LEEWAY_SECONDS } from "@lwl/contracts/constants";
import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from "jose";
import { z } from "zod";
import type { UpstreamProviderConfig } from "../../../config.ts";
import { type Clock, systemClock } from "../../../shared/clock.ts";

const TIMEOUT_MS = 10_000;
const METADATA_TTL_MS = 3_600_000;

const metadataSchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  jwks_uri: z.string().url(),
  token_endpoint_auth_methods_supported: z.array(z.string()).optional(),
});
type Metadata = z.infer<typeof metadataSchema>;

const tokenAnswerSchema = z.object({ id_token: z.string() });

/** Something went wrong with the upstream provider; the message is for the log, not the user. */
export class UpstreamError extends Error {
  override name = "UpstreamError";
}

export interface UpstreamIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

export interface UpstreamIdTokenCheck {
  issuer: string;
  audience: string;
  nonce: string;
  getKey: JWTVerifyGetKey;
  /** The instant to check expiry at (the app's clock); the real time when absent. */
  now?: Date;
}

const stripSlash = (value: string) => value.replace(/\/$/, "");

/**
 * Signature (RS256 from the provider's JWKS), issuer, audience (our client id, and azp when there are
 * several audiences), expiry with the spec's 60 s leeway, and the nonce this sign-in sent.
 */
export async function verifyUpstreamIdToken(idToken: string, check: UpstreamIdTokenCheck): Promise<UpstreamIdentity> {
  const { payload } = await jwtVerify(idToken, check.getKey, {
    algorithms: ["RS256"],
    issuer: check.issuer,
    audience: check.audience,
    clockTolerance: TOKEN_LEEWAY_SECONDS,
    requiredClaims: ["sub", "exp", "iat"],
    ...(check.now ? { currentDate: check.now } : {}),
  });
  if (payload.nonce !== check.nonce) throw new UpstreamError("ID token nonce does not match this sign-in");
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== check.audience) {
    throw new UpstreamError("ID token azp is not our client");
  }
  const email = typeof payload.email === "string" ? payload.email.trim().toLowerCase() : "";
  if (!z.email().safeParse(email).success) throw new UpstreamError("ID token has no usable e-mail address");
  const verified = payload.email_verified === true || payload.email_verified === "true";
  const picture = typeof payload.picture === "string" && /^https?:\/\//.test(payload.picture) ? payload.picture : null;
  return {
    subject: String(payload.sub),
    email,
    emailVerified: verified,
    name: typeof payload.name === "string" && payload.name.trim() !== "" ? payload.name.trim() : null,
    picture,
  };
}

export class UpstreamProvider {
  private metadata: { value: Metadata; until: number } | null = null;
  private keys: { uri: string; getKey: JWTVerifyGetKey } | null = null;

  constructor(
    private readonly config: UpstreamProviderConfig,
    /** The app's clock: ID token expiry and the discovery document's hour are measured on it. */
    private readonly now: Clock = systemClock,
  ) {}

  /** The provider's discovery document, checked to be the configured issuer's, cached for an hour. */
  async discover(): Promise<Metadata> {
    if (this.metadata && this.metadata.until > this.now().getTime()) return this.metadata.value;
    const url = `${this.config.issuer}/.well-known/openid-configuration`;
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) }).catch((error: unknown) => {
      throw new UpstreamError(`discovery at ${url} failed: ${(error as Error).message}`);
    });
    if (!response.ok) throw new UpstreamError(`discovery at ${url} answered ${response.status}`);
    const parsed = metadataSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new UpstreamError(`discovery at ${url} is not an OpenID Connect document`);
    if (stripSlash(parsed.data.issuer) !== stripSlash(this.config.issuer)) {
      throw new UpstreamError(`discovery names issuer ${parsed.data.issuer}, not ${this.config.issuer}`);
    }
    this.metadata = { value: parsed.data, until: this.now().getTime() + METADATA_TTL_MS };
    return parsed.data;
  }

  async isIssuer(issuer: string): Promise<boolean> {
    return stripSlash((await this.discover()).issuer) === stripSlash(issuer);
  }

  async authorizationUrl(params: {
    state: string;
    nonce: string;
    codeChallenge: string;
    redirectUri: string;
    loginHint?: string | undefined;
  }): Promise<string> {
    const { authorization_endpoint } = await this.discover();
    const url = new URL(authorization_endpoint);
    url.search = new URLSearchParams({
      response_type: "code",
      client_id: this.config.clientId,
      redirect_uri: params.redirectUri,
      scope: "openid email profile",
      state: params.state,
      nonce: params.nonce,
      code_challenge: params.codeChallenge,
      code_challenge_method: "S256",
      ...(params.loginHint ? { login_hint: params.loginHint } : {}),
    }).toString();
    return url.toString();
  }

  /** Exchanges the code at the provider's token endpoint and verifies the ID token it answers with. */
  async signIn(params: {
    code: string;
    codeVerifier: string;
    redirectUri: string;
    nonce: string;
  }): Promise<UpstreamIdentity> {
    const metadata = await this.discover();
    const form = new URLSearchParams({
      grant_type: "authorization_code",
      code: params.code,
      redirect_uri: params.redirectUri,
      code_verifier: params.codeVerifier,
    });
    const headers: Record<string, string> = {
      "content-type": "application/x-www-form-urlencoded",
      accept: "application/json",
    };
    // client_secret_basic is the default method (OpenID Connect Discovery); post only when basic is not offered.
    const methods = metadata.token_endpoint_auth_methods_supported ?? ["client_secret_basic"];
    if (methods.includes("client_secret_basic")) {
      const id = encodeURIComponent(this.config.clientId);
      const secret = encodeURIComponent(this.config.clientSecret);
      headers.authorization = `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;
    } else {
      form.set("client_id", this.config.clientId);
      form.set("client_secret", this.config.clientSecret);
    }
    const response = await fetch(metadata.token_endpoint, {
      method: "POST",
      headers,
      body: form,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }).catch((error: unknown) => {
      throw new UpstreamError(`token endpoint failed: ${(error as Error).message}`);
    });
    const answer = await response.json().catch(() => null);
    if (!response.ok) throw new UpstreamError(`token endpoint answered ${response.status}: ${JSON.stringify(answer)}`);
    const parsed = tokenAnswerSchema.safeParse(answer);
    if (!parsed.success) throw new UpstreamError("token endpoint answered without an id_token");
    return verifyUpstreamIdToken(parsed.data.id_token, {
      issuer: metadata.issuer,
      audience: this.config.clientId,
      nonce: params.nonce,
      getKey: this.jwks(metadata.jwks_uri),
      now: this.now(),
    });
  }

  /** jose's remote key set fetches the keys once and again when a token names an unknown key. */
  private jwks(uri: string): JWTVerifyGetKey {
    if (this.keys?.uri !== uri) {
      this.keys = { uri, getKey: createRemoteJWKSet(new URL(uri), { timeoutDuration: TIMEOUT_MS }) };
    }
    return this.keys.getKey;
  }
}
