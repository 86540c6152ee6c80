/**
 * The identity service's contract (docs/product.md section 7 "Hosted identity service", design brief section 6):
 * request and response shapes of the /auth endpoints. Names (claims, connections, grants) are in
 * identity-names.ts, the password policy and usernames in password-policy.ts and username.ts, so
 * code that needs only those does not load zod.
 */
import { z } from "zod";
import { fieldIssueSchema } from "./errors.ts";
import { GRANT_TYPES } from "./identity-names.ts";
import { FULL_NAME_MAX_LENGTH } from "./profile-rules.ts";
import { emailAddress, passwordText, singleLineText } from "./text.ts";
import { EMAIL_MAX_LENGTH } from "./text-rules.ts";
import { mobileOrEmptySchema } from "./users.ts";

/**
 * Caps of the identity fields that are not names or e-mail addresses: generous for any real value,
 * small enough that one request cannot flood the log or tie up the server.
 */
export const IDENTITY_FIELD_LIMITS = {
  /** grant_type, connection, realm. */
  keyword: 100,
  clientId: 200,
  /** An e-mail address or a username. */
  username: EMAIL_MAX_LENGTH,
  signupUsername: 64,
  scope: 1000,
  /** Addresses: audience, redirect_uri. */
  url: 2048,
  /** Opaque codes and tokens the server handed out (codes, refresh tokens, tickets, e-mail tokens, PKCE verifiers). */
  token: 512,
} as const;

const clientId = () => singleLineText("client_id", { max: IDENTITY_FIELD_LIMITS.clientId, min: 1 });
const keyword = (field: string) => singleLineText(field, { max: IDENTITY_FIELD_LIMITS.keyword });
const token = (field: string) => singleLineText(field, { max: IDENTITY_FIELD_LIMITS.token });
const url = (field: string) => singleLineText(field, { max: IDENTITY_FIELD_LIMITS.url });

/** POST /auth/oauth/token: one body for every grant; which fields are needed depends on grant_type. */
export const tokenRequestSchema = z.object({
  // The service answers the OAuth error unsupported_grant_type for any other value (RFC 6749 5.2), so
  // the set is checked there; the OpenAPI document lists it.
  grant_type: singleLineText("grant_type", { max: IDENTITY_FIELD_LIMITS.keyword, min: 1 }).meta({
    enum: Object.values(GRANT_TYPES),
  }),
  client_id: clientId(),
  username: singleLineText("username", { max: IDENTITY_FIELD_LIMITS.username }).optional(),
  password: passwordText("password").optional(),
  scope: singleLineText("scope", { max: IDENTITY_FIELD_LIMITS.scope }).optional(),
  audience: url("audience").optional(),
  connection: keyword("connection").optional(),
  realm: keyword("realm").optional(),
  code: token("code").optional(),
  code_verifier: token("code_verifier").optional(),
  redirect_uri: url("redirect_uri").optional(),
  refresh_token: token("refresh_token").optional(),
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
  /** Validation failures: one entry per failing field (errors.ts). */
  issues: z.array(fieldIssueSchema).optional(),
  code: z.string().optional(),
  description: z.string().optional(),
  name: z.string().optional(),
  statusCode: z.number().int().optional(),
});

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

/** POST /auth/dbconnections/signup. */
export const signupRequestSchema = z.object({
  client_id: clientId(),
  email: emailAddress("email"),
  password: passwordText("password"),
  connection: keyword("connection").optional(),
  username: singleLineText("username", { max: IDENTITY_FIELD_LIMITS.signupUsername }).optional(),
  user_metadata: z
    .object({
      // One line: the name is quoted in e-mails, where a line break could make it read as the site's words.
      full_name: singleLineText("full_name", { max: FULL_NAME_MAX_LENGTH, trim: true }).optional(),
      mobile: mobileOrEmptySchema.optional(),
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
  client_id: clientId(),
  email: emailAddress("email"),
  connection: keyword("connection").optional(),
});
/** The text POST /auth/dbconnections/change_password answers, whether or not the address has an account. */
export const RESET_EMAIL_SENT_TEXT = "We've just sent you an email to reset your password.";

/** POST /auth/reset_password: the ticket from the e-mailed link and the new password. */
export const resetPasswordRequestSchema = z.object({
  client_id: clientId(),
  ticket: singleLineText("ticket", { max: IDENTITY_FIELD_LIMITS.token, min: 1 }),
  new_password: passwordText("new_password"),
});
export const resetPasswordResponseSchema = z.object({ message: z.string() });

/** POST /auth/oauth/revoke: revokes a refresh token (and every token rotated from the same sign-in). */
export const revokeRequestSchema = z.object({
  client_id: clientId(),
  token: singleLineText("token", { max: IDENTITY_FIELD_LIMITS.token, min: 1 }),
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
