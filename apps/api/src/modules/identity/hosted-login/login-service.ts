/**
 * The hosted login page (GET /auth/login) and its forms: sign in, create an account, forgot password,
 * continue with Google. Each works on a login transaction this browser opened through /authorize; a
 * sign-in starts a browser session (so the next /authorize is silent) and goes back to the client.
 */
import { OAUTH_ERRORS, RESET_EMAIL_SENT_TEXT, signupRequestSchema } from "@lwl/contracts/identity";
import { DATABASE_CONNECTION } from "@lwl/contracts/identity-names";
import { z } from "zod";
import { sendPasswordResetEmail } from "../accounts/password-service.ts";
import type { UserRow } from "../accounts/queries.ts";
import { findAccount, signUp } from "../accounts/service.ts";
import { type ClientRequest, finishAuthorization, startUpstreamSignIn } from "../authorize/authorize-service.ts";
import { UpstreamError } from "../authorize/upstream-provider.ts";
import type { IdentityDeps } from "../deps.ts";
import { OAuthError } from "../oauth-error.ts";
import { checkPasswordSignIn } from "../sign-in/password-check.ts";
import { startBrowserSession } from "./browser-session.ts";
import type { BrowserCookies } from "./cookies.ts";
import { type LoginScreen, type LoginView, renderLoginPage } from "./login-page.ts";
import { CONTACT_LINK, LOGIN_TEXTS } from "./login-texts.ts";
import { findLoginTransaction } from "./login-transactions.ts";
import { spendLoginTransaction } from "./queries.ts";

const field = (max: number) => z.string().max(max).optional();
export const loginPageQuerySchema = z.object({ state: field(200), screen: field(20) });
export const loginFormSchema = z.object({ state: field(200), email: field(1000), password: field(1000) });
export const signupFormSchema = loginFormSchema.extend({ full_name: field(1000) });
export const forgotFormSchema = z.object({ state: field(200), email: field(1000) });

export type LoginAnswer =
  | { kind: "redirect"; location: string; cookies: string[] }
  | {
      kind: "page";
      status: number;
      html: string;
      /** Where the form's answer may redirect to (the client's origin or scheme), for the page's form-action. */
      clientOrigin: string | null;
      retryAfterSeconds?: number;
    };

/**
 * The CSP source that allows the redirect to this URI: its origin for a web page, its scheme for an
 * app's own URI (com.example.app://callback, whose origin is "null").
 */
function formActionSource(redirectUri: string): string {
  const url = new URL(redirectUri);
  return url.protocol === "http:" || url.protocol === "https:" ? url.origin : url.protocol;
}

type Transaction = { idHash: string; request: ClientRequest; state: string };

const SCREENS: LoginScreen[] = ["login", "signup", "forgot"];

function page(
  deps: IdentityDeps,
  status: number,
  view: Omit<LoginView, "googleEnabled">,
  request: ClientRequest | null,
): LoginAnswer {
  return {
    kind: "page",
    status,
    html: renderLoginPage({ ...view, googleEnabled: deps.upstream !== null }),
    clientOrigin: request ? formActionSource(request.redirectUri) : null,
  };
}

/** The transaction this browser opened, or the page that explains why there is none. */
async function openTransaction(
  deps: IdentityDeps,
  state: string | undefined,
  cookies: BrowserCookies,
  screen: LoginScreen,
): Promise<Transaction | LoginAnswer> {
  const found = await findLoginTransaction(deps, state, cookies.loginBinding);
  if (found.found && state) return { idHash: found.idHash, request: found.request, state };
  const otherBrowser = !found.found && found.reason === "other-browser";
  return page(
    deps,
    otherBrowser ? 403 : 400,
    { screen, error: otherBrowser ? LOGIN_TEXTS.otherBrowser : LOGIN_TEXTS.expired },
    null,
  );
}

const isAnswer = (value: Transaction | LoginAnswer): value is LoginAnswer => "kind" in value;

export async function showLoginPage(
  deps: IdentityDeps,
  query: z.infer<typeof loginPageQuerySchema>,
  cookies: BrowserCookies,
): Promise<LoginAnswer> {
  const screen = SCREENS.find((name) => name === query.screen) ?? "login";
  const transaction = await openTransaction(deps, query.state, cookies, screen);
  if (isAnswer(transaction)) return transaction;
  return page(deps, 200, { screen, state: transaction.state }, transaction.request);
}

/** Spends the transaction, starts the browser session and sends the browser back to the client. */
async function completeSignIn(deps: IdentityDeps, transaction: Transaction, user: UserRow): Promise<LoginAnswer> {
  if (!(await spendLoginTransaction(deps.db, transaction.idHash))) {
    return page(deps, 400, { screen: "login", error: LOGIN_TEXTS.expired }, null);
  }
  const sessionCookie = await startBrowserSession(deps, user.id);
  const location = await finishAuthorization(deps, transaction.request, user);
  return { kind: "redirect", location, cookies: [sessionCookie] };
}

export async function submitLogin(
  deps: IdentityDeps,
  form: z.infer<typeof loginFormSchema>,
  cookies: BrowserCookies,
  clientIp: string,
): Promise<LoginAnswer> {
  const transaction = await openTransaction(deps, form.state, cookies, "login");
  if (isAnswer(transaction)) return transaction;
  const email = form.email?.trim() ?? "";
  const again = (status: number, error: string, retryAfterSeconds?: number): LoginAnswer => ({
    ...page(deps, status, { screen: "login", state: transaction.state, email, error }, transaction.request),
    ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
  });
  if (email === "") return again(400, LOGIN_TEXTS.emailRequired);
  if (!form.password) return again(400, LOGIN_TEXTS.passwordRequired);
  try {
    const user = await checkPasswordSignIn(deps, email, form.password, clientIp);
    return await completeSignIn(deps, transaction, user);
  } catch (error) {
    if (!(error instanceof OAuthError)) throw error;
    if (error.error === OAUTH_ERRORS.unauthorized) {
      // A disabled account: say so, and how to reach the site.
      const view = { screen: "login", state: transaction.state, email, error: LOGIN_TEXTS.disabled } as const;
      return page(deps, 401, { ...view, errorLink: CONTACT_LINK }, transaction.request);
    }
    return again(error.statusCode, error.description || LOGIN_TEXTS.loginFailed, error.retryAfterSeconds);
  }
}

export async function submitSignup(
  deps: IdentityDeps,
  form: z.infer<typeof signupFormSchema>,
  cookies: BrowserCookies,
): Promise<LoginAnswer> {
  const transaction = await openTransaction(deps, form.state, cookies, "signup");
  if (isAnswer(transaction)) return transaction;
  const fullName = form.full_name?.trim() ?? "";
  const email = form.email?.trim() ?? "";
  const again = (error: string): LoginAnswer =>
    page(deps, 400, { screen: "signup", state: transaction.state, email, fullName, error }, transaction.request);
  if (email === "") return again(LOGIN_TEXTS.emailRequired);
  if (!form.password) return again(LOGIN_TEXTS.passwordRequired);
  const parsed = signupRequestSchema.safeParse({
    client_id: transaction.request.clientId,
    email,
    password: form.password,
    connection: DATABASE_CONNECTION,
    ...(fullName ? { user_metadata: { full_name: fullName } } : {}),
  });
  if (!parsed.success) return again(parsed.error.issues[0]?.message ?? LOGIN_TEXTS.registrationFailed);
  try {
    const created = await signUp(deps, parsed.data);
    const user = await findAccount(deps, created._id);
    if (!user) return again(LOGIN_TEXTS.registrationFailed);
    return await completeSignIn(deps, transaction, user);
  } catch (error) {
    if (error instanceof OAuthError) return again(error.description || LOGIN_TEXTS.registrationFailed);
    throw error;
  }
}

/** E-mails the reset link (the app's /forgot-Password page) and says so, whether or not the account exists. */
export async function submitForgotPassword(
  deps: IdentityDeps,
  form: z.infer<typeof forgotFormSchema>,
  cookies: BrowserCookies,
): Promise<LoginAnswer> {
  const transaction = await openTransaction(deps, form.state, cookies, "forgot");
  if (isAnswer(transaction)) return transaction;
  const email = form.email?.trim().toLowerCase() ?? "";
  const parsed = z.email().safeParse(email);
  if (!parsed.success) {
    return page(
      deps,
      400,
      { screen: "forgot", state: transaction.state, email, error: LOGIN_TEXTS.emailRequired },
      transaction.request,
    );
  }
  await sendPasswordResetEmail(deps, { email });
  return page(
    deps,
    200,
    { screen: "login", state: transaction.state, email, notice: RESET_EMAIL_SENT_TEXT },
    transaction.request,
  );
}

/** "Continue with Google": the transaction's request goes on to the upstream provider. */
export async function continueWithGoogle(
  deps: IdentityDeps,
  query: z.infer<typeof loginPageQuerySchema>,
  cookies: BrowserCookies,
): Promise<LoginAnswer> {
  const transaction = await openTransaction(deps, query.state, cookies, "login");
  if (isAnswer(transaction)) return transaction;
  const failed = (status: number) =>
    page(
      deps,
      status,
      { screen: "login", state: transaction.state, error: LOGIN_TEXTS.googleFailed },
      transaction.request,
    );
  if (!deps.upstream) return failed(400);
  try {
    const request: ClientRequest = { ...transaction.request, browserSession: "yes" };
    const location = await startUpstreamSignIn(deps, deps.upstream, request, undefined);
    await spendLoginTransaction(deps.db, transaction.idHash);
    return { kind: "redirect", location, cookies: [] };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    deps.log.error({ err: error }, "upstream sign-in could not start");
    return failed(503);
  }
}
