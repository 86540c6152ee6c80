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
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/login");
  await submitLogin(page, email, password);
  await page.getByRole("link", { name: "Your profile" }).waitFor();
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
