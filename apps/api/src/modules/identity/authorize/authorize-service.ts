/**
 * GET /auth/authorize: checks the client's request; for the database connection answers at once when
 * the browser has a hosted-login session (silent sign-in) or sends it to the hosted login page; for
 * connection google-oauth2 sends it to the upstream provider. When the user is known, the browser
 * goes back to the client with a code (code flow with PKCE) or with tokens in the fragment
 * (response_type "token id_token", docs/product.md section 7).
 */

import { OAUTH_ERRORS } from "@lwl/contracts/identity";
import { DATABASE_CONNECTION, GOOGLE_CONNECTION } from "@lwl/contracts/identity-names";
import { z } from "zod";
import { later } from "../../../shared/clock.ts";
import { recordSignIn } from "../accounts/queries.ts";
import { assertKnownClient, isAllowedRedirect, isAllowedReturnTo } from "../clients.ts";
import type { IdentityDeps } from "../deps.ts";
import { browserSessionUser } from "../hosted-login/browser-session.ts";
import { openLoginTransaction } from "../hosted-login/login-transactions.ts";
import { invalidRequest, OAuthError } from "../oauth-error.ts";
import { hashOpaqueToken, newOpaqueToken, pkceChallenge } from "../secrets.ts";
import { insertAuthorizationCode } from "../tokens/queries.ts";
import { grantedScope, resolveAudience, type TokenUser, tokenResponse } from "../tokens/token-response.ts";
import { insertUpstreamSignIn } from "./queries.ts";
import { UpstreamError, type UpstreamProvider } from "./upstream-provider.ts";

const CODE_LIFETIME_MS = 5 * 60_000;
const UPSTREAM_SIGN_IN_LIFETIME_MS = 10 * 60_000;

const optional = z.string().optional();
export const authorizeQuerySchema = z.object({
  response_type: optional,
  client_id: optional,
  redirect_uri: optional,
  scope: optional,
  state: optional,
  nonce: optional,
  code_challenge: optional,
  code_challenge_method: optional,
  audience: optional,
  connection: optional,
  response_mode: optional,
  prompt: optional,
  login_hint: optional,
});
export type AuthorizeQuery = z.infer<typeof authorizeQuerySchema>;

/** C0 and C1 control characters and DEL: never part of a URL a browser should be sent to. */
const CONTROL_CHARACTER = /\p{Cc}/u;

export const logoutQuerySchema = z.object({
  returnTo: z
    .string()
    .refine((value) => !CONTROL_CHARACTER.test(value), { error: "returnTo must be a URL without control characters" })
    .optional(),
  client_id: optional,
});

/**
 * Where /v2/logout sends the browser: returnTo (default the home page) when it is a page of an allowed
 * origin, in its encoded form (the URL parser's), so whatever it contains is a valid Location header.
 */
export function logoutRedirect(deps: IdentityDeps, returnTo: string | undefined): string {
  const target = returnTo ?? `${deps.publicUrl}/`;
  if (!isAllowedReturnTo(deps, target)) throw invalidRequest(`returnTo is not an allowed URL: ${target}`);
  return new URL(target).href;
}

/** The client's request, checked; kept with an upstream sign-in to finish it when the browser returns. */
export interface ClientRequest extends Record<string, string> {
  responseType: "code" | "token id_token";
  clientId: string;
  redirectUri: string;
  responseMode: "query" | "fragment";
  scope: string;
  audience: string;
  state: string;
  nonce: string;
  codeChallenge: string;
  /** "yes" when the sign-in started on the hosted login page: finishing it starts a browser session. */
  browserSession: "" | "yes";
}

/** Where the browser goes back to, with parameters in the query or the fragment. */
export function redirectTo(redirectUri: string, mode: "query" | "fragment", params: Record<string, string>): string {
  const url = new URL(redirectUri);
  const present = Object.fromEntries(Object.entries(params).filter(([, value]) => value !== ""));
  if (mode === "fragment") url.hash = new URLSearchParams(present).toString();
  else for (const [key, value] of Object.entries(present)) url.searchParams.set(key, value);
  return url.toString();
}

export function errorRedirect(
  request: Pick<ClientRequest, "redirectUri" | "responseMode" | "state">,
  error: OAuthError,
) {
  return redirectTo(request.redirectUri, request.responseMode, {
    error: error.error,
    error_description: error.description,
    state: request.state,
  });
}

function responseTypeOf(value: string | undefined): ClientRequest["responseType"] | null {
  const parts = new Set((value ?? "").split(/\s+/).filter((part) => part !== ""));
  if (parts.size === 1 && parts.has("code")) return "code";
  if (parts.size === 2 && parts.has("token") && parts.has("id_token")) return "token id_token";
  return null;
}

const CHALLENGE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Checks that can be answered to the client (its redirect_uri is known good by now). */
function checkClientRequest(deps: IdentityDeps, query: AuthorizeQuery, base: ClientRequest): ClientRequest {
  const responseType = responseTypeOf(query.response_type);
  if (!responseType) {
    throw new OAuthError(400, OAUTH_ERRORS.unsupportedResponseType, 'response_type must be "code" or "token id_token"');
  }
  const responseMode = query.response_mode ?? (responseType === "code" ? "query" : "fragment");
  if (responseMode !== "query" && responseMode !== "fragment") {
    throw invalidRequest("response_mode must be query or fragment");
  }
  if (responseType !== "code" && responseMode === "query") {
    throw invalidRequest("Tokens are only returned in the fragment: use response_mode=fragment");
  }
  const request: ClientRequest = { ...base, responseType, responseMode };
  request.scope = grantedScope(query.scope);
  request.audience = resolveAudience(deps, query.audience);
  request.nonce = query.nonce ?? "";
  if (responseType === "code") {
    if (!query.code_challenge) throw invalidRequest("code_challenge is required (PKCE with S256)");
    if ((query.code_challenge_method ?? "plain") !== "S256") {
      throw invalidRequest("code_challenge_method must be S256");
    }
    if (!CHALLENGE_PATTERN.test(query.code_challenge)) {
      throw invalidRequest("code_challenge must be the base64url SHA-256 of the code verifier (43 characters)");
    }
    request.codeChallenge = query.code_challenge;
  } else if (request.nonce === "") {
    throw invalidRequest("nonce is required when an ID token is returned from /authorize");
  }
  return request;
}

/**
 * What /authorize answers: a redirect (to the login page, the upstream provider, or back to the client
 * with a code, tokens or an error), with cookies to set; or, for response_mode=web_message (the silent
 * sign-in of the hosted service's SDKs, in a hidden iframe), a message for the page that framed it.
 */
export type AuthorizeAnswer =
  | { kind: "redirect"; location: string; cookies: string[] }
  | { kind: "web_message"; targetOrigin: string; response: Record<string, string> };

export interface AuthorizeBrowser {
  /** The hosted login page's session cookie, when the browser sent one. */
  session: string | undefined;
  /** The browser's login binding cookie (CSRF protection of the login form), when it has one. */
  loginBinding: string | undefined;
}

const redirect = (location: string, cookies: string[] = []): AuthorizeAnswer => ({
  kind: "redirect",
  location,
  cookies,
});
const loginRequired = () => new OAuthError(400, OAUTH_ERRORS.loginRequired, "Login required");

export async function startAuthorization(
  deps: IdentityDeps,
  query: AuthorizeQuery,
  browser: AuthorizeBrowser,
): Promise<AuthorizeAnswer> {
  // Without a known client and an allowed redirect_uri there is nowhere safe to send an error: answer it.
  if (!query.client_id) throw invalidRequest("client_id is required");
  assertKnownClient(deps, query.client_id);
  if (!query.redirect_uri) throw invalidRequest("redirect_uri is required");
  if (!isAllowedRedirect(deps, query.redirect_uri)) {
    throw invalidRequest(`redirect_uri is not allowed: ${query.redirect_uri}`);
  }
  const webMessage = query.response_mode === "web_message";
  // OpenID Connect: answers to any response type but "code" go in the fragment unless asked otherwise.
  const plainCode = ["", "code"].includes((query.response_type ?? "").trim());
  const base: ClientRequest = {
    responseType: "code",
    clientId: query.client_id,
    redirectUri: query.redirect_uri,
    responseMode: query.response_mode === "query" || plainCode || webMessage ? "query" : "fragment",
    scope: "",
    audience: "",
    state: query.state ?? "",
    nonce: "",
    codeChallenge: "",
    browserSession: "",
  };
  const targetOrigin = new URL(query.redirect_uri).origin;
  const answerError = (error: OAuthError): AuthorizeAnswer =>
    webMessage
      ? {
          kind: "web_message",
          targetOrigin,
          response: { error: error.error, error_description: error.description, state: base.state },
        }
      : redirect(errorRedirect(base, error));
  try {
    const prompts = new Set((query.prompt ?? "").split(/\s+/).filter((prompt) => prompt !== ""));
    if (webMessage && !prompts.has("none")) {
      throw invalidRequest("response_mode web_message is for silent sign-in only: add prompt=none");
    }
    const request = checkClientRequest(
      deps,
      { ...query, response_mode: webMessage ? undefined : query.response_mode },
      base,
    );
    if (webMessage && request.responseType !== "code") {
      throw invalidRequest("response_mode web_message answers with a code: use response_type=code");
    }
    const connection = query.connection ?? DATABASE_CONNECTION;
    if (connection === GOOGLE_CONNECTION) {
      // The upstream provider's page cannot be shown silently.
      if (prompts.has("none")) throw loginRequired();
      if (!deps.upstream) throw invalidRequest("Google sign-in is not configured on this server.");
      return redirect(await startUpstreamSignIn(deps, deps.upstream, request, query.login_hint));
    }
    if (connection !== DATABASE_CONNECTION) throw invalidRequest(`Unknown connection: ${connection}`);
    // prompt=login asks for the form even when this browser is signed in.
    const user = prompts.has("login") ? undefined : await browserSessionUser(deps, browser.session);
    if (user) {
      await recordSignIn(deps.db, user.id);
      if (webMessage) return { kind: "web_message", targetOrigin, response: await responseParams(deps, request, user) };
      return redirect(await finishAuthorization(deps, request, user));
    }
    if (prompts.has("none")) throw loginRequired();
    const page = await openLoginTransaction(deps, request, browser.loginBinding);
    return redirect(page.location, page.cookies);
  } catch (error) {
    if (error instanceof OAuthError) return answerError(error);
    if (error instanceof UpstreamError) {
      deps.log.error({ err: error }, "upstream sign-in could not start");
      return answerError(
        new OAuthError(
          503,
          "temporarily_unavailable",
          "Google sign-in is not available right now. Please try again later.",
        ),
      );
    }
    throw error;
  }
}

export const upstreamCallbackUrl = (publicUrl: string) => `${publicUrl}/auth/login/callback`;

/**
 * Our own state, nonce and PKCE verifier for the upstream leg live in a short-lived, one-time database
 * row (upstream_sign_ins) found by the hash of the state; the browser carries only the random state.
 */
export async function startUpstreamSignIn(
  deps: IdentityDeps,
  upstream: UpstreamProvider,
  request: ClientRequest,
  loginHint: string | undefined,
): Promise<string> {
  const state = newOpaqueToken();
  const nonce = newOpaqueToken();
  const codeVerifier = newOpaqueToken();
  const url = await upstream.authorizationUrl({
    state,
    nonce,
    codeChallenge: pkceChallenge(codeVerifier),
    redirectUri: upstreamCallbackUrl(deps.publicUrl),
    loginHint,
  });
  await insertUpstreamSignIn(deps.db, {
    stateHash: hashOpaqueToken(state),
    nonce,
    codeVerifier,
    clientRequest: request,
    expiresAt: later(deps.now(), UPSTREAM_SIGN_IN_LIFETIME_MS),
  });
  return url;
}

/** The user is known: back to the client with a one-time code, or with the tokens themselves. */
export async function finishAuthorization(deps: IdentityDeps, request: ClientRequest, user: TokenUser) {
  const mode = request.responseType === "code" ? request.responseMode : "fragment";
  return redirectTo(request.redirectUri, mode, await responseParams(deps, request, user));
}

/** The answer's parameters: a one-time code and the state, or the tokens of the implicit flow. */
async function responseParams(
  deps: IdentityDeps,
  request: ClientRequest,
  user: TokenUser,
): Promise<Record<string, string>> {
  if (request.responseType === "code") {
    const code = newOpaqueToken();
    await insertAuthorizationCode(deps.db, {
      codeHash: hashOpaqueToken(code),
      clientId: request.clientId,
      userId: user.id,
      redirectUri: request.redirectUri,
      codeChallenge: request.codeChallenge,
      scope: request.scope,
      audience: request.audience,
      nonce: request.nonce || null,
      expiresAt: later(deps.now(), CODE_LIFETIME_MS),
    });
    return { code, state: request.state };
  }
  // The implicit answer carries no refresh token: a token in a URL fragment must not outlive the page.
  const tokens = await tokenResponse(deps, {
    user,
    clientId: request.clientId,
    scope: request.scope
      .split(" ")
      .filter((scope) => scope !== "offline_access")
      .join(" "),
    audience: request.audience,
    nonce: request.nonce,
  });
  return {
    access_token: tokens.access_token,
    id_token: tokens.id_token ?? "",
    token_type: tokens.token_type,
    expires_in: String(tokens.expires_in),
    scope: tokens.scope,
    state: request.state,
  };
}
