/**
 * The identity service's contract (spec section 7 "Hosted identity service", design brief section 6):
 * token claim names, request and response shapes of the /auth endpoints, the password policy and the
 * generated username. Server and web client both read these, so a claim is named in one place only.
 */
import { z } from "zod";
import { mobileSchema } from "./users.ts";

/** Custom claims are namespaced (as the hosted service requires) so they never clash with standard ones. */
export const CLAIM_NAMESPACE = "https://learnwithoutlimits/";
export const CLAIMS = {
  /** The user's full name; also given as the standard `name` claim. */
  fullName: `${CLAIM_NAMESPACE}full_name`,
  /** The user's mobile number, or absent when none is stored. */
  mobile: `${CLAIM_NAMESPACE}mobile`,
  name: "name",
  /** ["role:Reader"], ["role:ListingOwner"] or ["role:Administrator"]; read it with roleFromPermissions. */
  permissions: "permissions",
} as const;

/** Connection names of the hosted service: e-mail and password, and Google. */
export const DATABASE_CONNECTION = "Username-Password-Authentication";
export const GOOGLE_CONNECTION = "google-oauth2";

/** The web app's client id unless AUTH_CLIENT_ID says otherwise (GET /auth/connections tells the real one). */
export const DEFAULT_CLIENT_ID = "learnwithoutlimits-web";

/** Scopes the server grants; anything else asked for is dropped from the granted scope. */
export const SUPPORTED_SCOPES = [
  "openid",
  "profile",
  "email",
  "offline_access",
  "read:current_user",
  "update:current_user_metadata",
] as const;
export const DEFAULT_SCOPE = "openid profile email";

/** The `grant_type` values POST /auth/oauth/token accepts. */
export const GRANT_TYPES = {
  password: "password",
  /** The hosted service's password grant with a `realm` (the connection); treated like `password`. */
  passwordRealm: "http://auth0.com/oauth/grant-type/password-realm",
  authorizationCode: "authorization_code",
  refreshToken: "refresh_token",
} as const;

// ---------------------------------------------------------------- password policy and username

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing it cannot be used to tie up the server. */
export const PASSWORD_MAX_LENGTH = 128;

/** Every rule the password breaks, as sentences to show; empty when it is acceptable. */
export function passwordProblems(password: string, email: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) {
    problems.push(`Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`);
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    problems.push(`Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`);
  }
  const candidate = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  const localPart = address.split("@")[0] ?? "";
  if (address !== "" && candidate === address) {
    problems.push("Password must not be your e-mail address.");
  } else if (localPart !== "" && candidate === localPart) {
    problems.push("Password must not be the part of your e-mail address before the @.");
  }
  return problems;
}

export const USERNAME_MAX_LENGTH = 10;
export const USERNAME_SUFFIX_LENGTH = 3;
export const USERNAME_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
export const USERNAME_PATTERN = /^[a-z0-9]{1,10}$/;

/**
 * Spec section 5: the e-mail prefix plus 3 random characters, at most 10 characters. The prefix is
 * lower-cased, keeps letters and digits only and is cut so the whole name fits. `suffix` is the caller's
 * random characters from USERNAME_ALPHABET (the server uses crypto; a browser uses crypto.getRandomValues).
 */
export function usernameFromEmail(email: string, suffix: string): string {
  const prefix = (email.split("@")[0] ?? "").toLowerCase().replace(/[^a-z0-9]/g, "") || "user";
  return `${prefix.slice(0, USERNAME_MAX_LENGTH - suffix.length)}${suffix}`;
}

// ---------------------------------------------------------------- request and response shapes

/** POST /auth/oauth/token: one body for every grant; which fields are needed depends on grant_type. */
export const tokenRequestSchema = z.object({
  grant_type: z.string({ error: "grant_type is required" }).min(1, { error: "grant_type is required" }),
  client_id: z.string({ error: "client_id is required" }).min(1, { error: "client_id is required" }),
  username: z.string().optional(),
  password: z.string().optional(),
  scope: z.string().optional(),
  audience: z.string().optional(),
  connection: z.string().optional(),
  realm: z.string().optional(),
  code: z.string().optional(),
  code_verifier: z.string().optional(),
  redirect_uri: z.string().optional(),
  refresh_token: z.string().optional(),
});
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

/** The token answer; id_token when the scope has openid, refresh_token when it has offline_access. */
export const tokenResponseSchema = z.object({
  access_token: z.string(),
  id_token: z.string().optional(),
  refresh_token: z.string().optional(),
  token_type: z.literal("Bearer"),
  expires_in: z.number().int(),
  scope: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/**
 * Every /auth error: `error` and `error_description` (OAuth). The signup and change_password endpoints
 * also carry the hosted service's `code`, `description`, `name` and `statusCode`, so a client reading
 * either style finds the message.
 */
export const oauthErrorSchema = z.looseObject({
  error: z.string(),
  error_description: z.string(),
  code: z.string().optional(),
  description: z.string().optional(),
  name: z.string().optional(),
  statusCode: z.number().int().optional(),
});
export type OAuthError = z.infer<typeof oauthErrorSchema>;

/** The `error` codes the /auth endpoints answer with. */
export const OAUTH_ERRORS = {
  invalidRequest: "invalid_request",
  invalidClient: "invalid_client",
  invalidGrant: "invalid_grant",
  unauthorizedClient: "unauthorized_client",
  unsupportedGrantType: "unsupported_grant_type",
  unsupportedResponseType: "unsupported_response_type",
  accessDenied: "access_denied",
  loginRequired: "login_required",
  /** The account is disabled ("user is blocked"). */
  unauthorized: "unauthorized",
  tooManyAttempts: "too_many_attempts",
  invalidToken: "invalid_token",
  userExists: "user_exists",
  invalidPassword: "invalid_password",
  invalidSignup: "invalid_signup",
  invalidTicket: "invalid_ticket",
  serverError: "server_error",
} as const;

const emailField = z
  .email({ error: "email must be a valid e-mail address" })
  .max(254, { error: "email must be at most 254 characters" });

/** POST /auth/dbconnections/signup. */
export const signupRequestSchema = z.object({
  client_id: z.string({ error: "client_id is required" }).min(1, { error: "client_id is required" }),
  email: z.string({ error: "email is required" }).trim().pipe(emailField),
  password: z.string({ error: "password is required" }),
  connection: z.string().optional(),
  username: z.string().max(64, { error: "username must be at most 64 characters" }).optional(),
  user_metadata: z
    .object({
      full_name: z.string().trim().max(100, { error: "full_name must be at most 100 characters" }).optional(),
      mobile: z.union([mobileSchema, z.literal("")]).optional(),
    })
    .optional(),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const signupResponseSchema = z.object({
  _id: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  username: z.string(),
  user_metadata: z.object({ full_name: z.string(), mobile: z.string().optional() }),
});
export type SignupResponse = z.infer<typeof signupResponseSchema>;

/** POST /auth/dbconnections/change_password: e-mails a reset link. */
export const changePasswordEmailRequestSchema = z.object({
  client_id: z.string({ error: "client_id is required" }).min(1, { error: "client_id is required" }),
  email: z.string({ error: "email is required" }).trim().pipe(emailField),
  connection: z.string().optional(),
});
/** The text POST /auth/dbconnections/change_password answers, whether or not the address has an account. */
export const RESET_EMAIL_SENT_TEXT = "We've just sent you an email to reset your password.";

/** POST /auth/reset_password: the ticket from the e-mailed link and the new password. */
export const resetPasswordRequestSchema = z.object({
  client_id: z.string({ error: "client_id is required" }).min(1, { error: "client_id is required" }),
  ticket: z.string({ error: "ticket is required" }).min(1, { error: "ticket is required" }),
  new_password: z.string({ error: "new_password is required" }),
});
export const resetPasswordResponseSchema = z.object({ message: z.string() });

/** POST /auth/oauth/revoke: revokes a refresh token (and every token rotated from the same sign-in). */
export const revokeRequestSchema = z.object({
  client_id: z.string({ error: "client_id is required" }).min(1, { error: "client_id is required" }),
  token: z.string({ error: "token is required" }).min(1, { error: "token is required" }),
});

/** GET /auth/connections: what the sign-in page can offer, and the values it sends with its requests. */
export const connectionsSchema = z.object({
  database: z.boolean(),
  /** False when the server has no upstream Google (OpenID Connect) provider configured. */
  google: z.boolean(),
  clientId: z.string(),
  audience: z.string(),
});
export type Connections = z.infer<typeof connectionsSchema>;

/** GET /auth/userinfo. */
export const userInfoSchema = z.looseObject({
  sub: z.string(),
  name: z.string(),
  nickname: z.string(),
  picture: z.string().optional(),
  email: z.string(),
  email_verified: z.boolean(),
  updated_at: z.string().optional(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** The access token's payload as the web client reads it (after the server has verified it). */
export const accessTokenClaimsSchema = z.looseObject({
  iss: z.string(),
  sub: z.string(),
  aud: z.union([z.string(), z.array(z.string())]),
  exp: z.number(),
  iat: z.number(),
  scope: z.string().optional(),
  permissions: z.array(z.string()),
  name: z.string().optional(),
  [CLAIMS.fullName]: z.string().optional(),
  [CLAIMS.mobile]: z.string().optional(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;
