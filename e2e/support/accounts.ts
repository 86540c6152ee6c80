import { DATABASE_CONNECTION, GRANT_TYPES, SIGN_IN_SCOPE } from "@lwl/contracts/identity-names";
import type { Page } from "playwright-core";

/** The demo accounts the seed creates (README). */
export const DEMO = {
  admin: { email: "admin@learnwithoutlimits.example", password: "Admin#2026" },
  owner: { email: "owner@learnwithoutlimits.example", password: "Owner#2026" },
  reader: { email: "reader@learnwithoutlimits.example", password: "Reader#2026" },
} as const;

/** An address nobody has used in this run, so account tests do not depend on each other. */
export function freshEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;
}

/** Fills the /login form the page is on and sends it. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** Signs in through the real form, starting from /login, and waits until the app has moved on. */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/login");
  await submitLogin(page, email, password);
  await page.getByRole("link", { name: "Your profile" }).waitFor();
}

/**
 * Signs in for a test about something else: the same token request the form makes (password grant,
 * the app's scope and audience), its answer stored where the app keeps a session, on a plain page of
 * the site (robots.txt), so no page of the app is loaded for it. The page the test opens next starts
 * signed in, as after the form. The form itself is tested in account.test.ts and guards.test.ts.
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const connections = (await (await page.request.get("/auth/connections")).json()) as {
    clientId: string;
    audience: string;
  };
  const response = await page.request.post("/auth/oauth/token", {
    form: {
      grant_type: GRANT_TYPES.password,
      client_id: connections.clientId,
      username: email,
      password,
      scope: SIGN_IN_SCOPE,
      connection: DATABASE_CONNECTION,
      audience: connections.audience,
    },
  });
  if (!response.ok()) throw new Error(`signing ${email} in answered ${response.status()}: ${await response.text()}`);
  const tokens = (await response.json()) as { access_token: string; id_token?: string; refresh_token?: string };
  // Chromium asks a plain document's site for /favicon.ico (the app's pages name their icon): a 404
  // there would read as an error of the page in the tests that collect them.
  await page.route("**/favicon.ico", (route) => route.fulfill({ status: 204 }));
  await page.goto("/robots.txt");
  await page.evaluate((answer) => {
    window.localStorage.setItem("authToken", answer.access_token);
    if (answer.id_token) window.localStorage.setItem("idToken", answer.id_token);
    if (answer.refresh_token) window.localStorage.setItem("refreshToken", answer.refresh_token);
    window.localStorage.setItem("loginType", "Normal");
  }, tokens);
}

/** Creates an account straight through the identity API (for tests about something else). */
export async function createAccount(baseUrl: string, email: string, password: string, fullName = "Test Person") {
  const connections = (await (await fetch(`${baseUrl}/auth/connections`)).json()) as { clientId: string };
  const response = await fetch(`${baseUrl}/auth/dbconnections/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ client_id: connections.clientId, email, password, user_metadata: { full_name: fullName } }),
  });
  if (!response.ok) throw new Error(`sign-up of ${email} answered ${response.status}: ${await response.text()}`);
}
