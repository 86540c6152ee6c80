/**
 * The identity service's contract (spec section 7 "Hosted identity service", design brief section 6):
 * request and response shapes of the /auth endpoints. Names (claims, connections, grants) are in
 * identity-names.ts, the password policy and usernames in password-policy.ts and username.ts, so
 * code that needs only those does not load zod.
 */
import { z } from "zod";
import { CLAIMS } from "./identity-names.ts";
import { mobileSchema } from "./users.ts";

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
