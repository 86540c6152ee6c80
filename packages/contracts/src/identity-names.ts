/**
 * Names of the identity service (docs/product.md section 7 "Hosted identity service", design brief section 6) that
 * server and web client must spell alike: token claims, connections, client id, scopes and grants.
 * Free of zod, so the web app's first script can import it.
 */
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
/** The scope the web app's every sign-in asks for: the ID token's profile and e-mail, and a refresh token. */
export const SIGN_IN_SCOPE = "openid profile email offline_access";

/** The `grant_type` values POST /auth/oauth/token accepts. */
export const GRANT_TYPES = {
  password: "password",
  /** The hosted service's password grant with a `realm` (the connection); treated like `password`. */
  passwordRealm: "http://auth0.com/oauth/grant-type/password-realm",
  authorizationCode: "authorization_code",
  refreshToken: "refresh_token",
} as const;
