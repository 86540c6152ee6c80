/**
 * The hosted identity service's own browser SDK (@auth0/auth0-spa-js, unchanged) signs in against
 * this server: another web app on its own https origin sends the browser to the hosted login page,
 * gets it back on /callback, reads the user, renews the token silently (hidden iframe, web_message)
 * and signs out. Both origins are https through a local TLS terminator with a certificate made for
 * this run; Chromium is told to accept it.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { DEFAULT_CLIENT_ID } from "@lwl/contracts/identity-names";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshEmail } from "../support/accounts.ts";
import { axeViolations } from "../support/axe.ts";
import { chromiumForThisFile } from "../support/chromium-per-worker.ts";
import { freePort, type RunningServer, startBuiltServer } from "../support/server.ts";
import { createSelfSignedCertificate, type HttpsServer, startHttpsServer, startTlsTerminator } from "../support/tls.ts";

const require = createRequire(import.meta.url);
const browser = chromiumForThisFile();

let server: RunningServer;
let identity: HttpsServer;
let otherApp: HttpsServer;

const SCOPE = "openid profile email read:current_user update:current_user_metadata";

/** The other app's one page (/ and /callback): the SDK's browser build and a client made with it. */
function otherAppPage(identityOrigin: string, appOrigin: string): string {
  const options = {
    domain: `${new URL(identityOrigin).host}/auth`,
    clientId: DEFAULT_CLIENT_ID,
    authorizationParams: { redirect_uri: `${appOrigin}/callback`, audience: `${identityOrigin}/api`, scope: SCOPE },
  };
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Another app</title>
<script src="/sdk.js"></script>
<script>window.client = auth0.createAuth0Client(${JSON.stringify(options)});</script>
</head><body><h1>Another app</h1></body></html>`;
}

beforeAll(async () => {
  const certificate = await createSelfSignedCertificate();
  const identityPort = await freePort();
  const appPort = await freePort();
  const identityOrigin = `https://localhost:${identityPort}`;
  const appOrigin = `https://localhost:${appPort}`;
  server = await startBuiltServer({
    env: {
      // The issuer and every address the server names are the https origin the browser uses.
      PUBLIC_URL: identityOrigin,
      AUTH_ALLOWED_REDIRECTS: `${appOrigin}/callback`,
      DEMO_DATA: "0",
    },
  });
  identity = await startTlsTerminator(certificate, identityPort, server.baseUrl);
  const sdk = await readFile(require.resolve("@auth0/auth0-spa-js/dist/auth0-spa-js.production.js"), "utf8");
  const html = otherAppPage(identityOrigin, appOrigin);
  otherApp = await startHttpsServer(certificate, appPort, (request, response) => {
    const isSdk = request.url === "/sdk.js";
    response.writeHead(200, { "content-type": isSdk ? "text/javascript" : "text/html; charset=utf-8" });
    response.end(isSdk ? sdk : html);
  });
});

afterAll(async () => {
  await otherApp?.close();
  await identity?.close();
  await server?.stop();
});

interface Window {
  client: Promise<{
    loginWithRedirect(): Promise<void>;
    handleRedirectCallback(): Promise<unknown>;
    getUser(): Promise<Record<string, unknown> | undefined>;
    getTokenSilently(options?: { cacheMode?: "on" | "off" }): Promise<string>;
    logout(options: { logoutParams: { returnTo: string } }): Promise<void>;
  }>;
}

async function newBrowserContext(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser().newContext({ ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  return { context, page, errors };
}

/** Starts the SDK's redirect sign-in from the other app and waits for the hosted login page. */
async function loginWithRedirect(page: Page) {
  await page.goto(`${otherApp.origin}/`);
  // The page navigates away while the call runs: start it without waiting for it.
  await page.evaluate(() => {
    void (window as unknown as Window).client.then((client) => client.loginWithRedirect());
  });
  await page.waitForURL(`${identity.origin}/auth/login?state=*`);
}

const decodePayload = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split(".")[1] ?? "", "base64url").toString("utf8")) as Record<string, unknown>;

describe("@auth0/auth0-spa-js against the hosted login page", () => {
  it("signs up, comes back to /callback, reads the user, renews silently and signs out", async () => {
    const { context, page, errors } = await newBrowserContext();
    const email = freshEmail("spa");
    const password = "Correct-Horse-7";

    await loginWithRedirect(page);
    await page.getByRole("heading", { name: "Sign in" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Create an account" }).click();
    await page.getByRole("heading", { name: "Create an account" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel("Full name").fill("Spa Person");
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password").fill(password);
    // Keyboard only: Enter in the last field sends the form.
    await page.getByLabel("Password").press("Enter");

    await page.waitForURL(`${otherApp.origin}/callback?*`);
    const signedIn = await page.evaluate(async (identityOrigin) => {
      const client = await (window as unknown as Window).client;
      await client.handleRedirectCallback();
      const user = await client.getUser();
      const token = await client.getTokenSilently();
      // Past the SDK's cache: a hidden iframe to /authorize with prompt=none answers through the session.
      const renewed = await client.getTokenSilently({ cacheMode: "off" });
      const info = await fetch(`${identityOrigin}/auth/userinfo`, { headers: { authorization: `Bearer ${renewed}` } });
      return { user, token, renewed, userinfo: await info.json() };
    }, identity.origin);
    expect(signedIn.user).toMatchObject({ email, name: "Spa Person", email_verified: false });
    const issued = decodePayload(signedIn.token);
    const renewed = decodePayload(signedIn.renewed);
    expect(issued).toMatchObject({
      iss: `${identity.origin}/auth/`,
      aud: `${identity.origin}/api`,
      azp: DEFAULT_CLIENT_ID,
      scope: SCOPE,
    });
    expect(renewed.sub).toBe(issued.sub);
    expect(renewed.jti).not.toBe(issued.jti);
    expect(signedIn.userinfo).toMatchObject({ sub: issued.sub, email });

    await page.evaluate((returnTo) => {
      void (window as unknown as Window).client.then((client) => client.logout({ logoutParams: { returnTo } }));
    }, `${otherApp.origin}/`);
    await page.waitForURL(`${otherApp.origin}/`);
    const afterLogout = await page.evaluate(async () => {
      const client = await (window as unknown as Window).client;
      return client.getTokenSilently({ cacheMode: "off" }).then(
        () => "signed in",
        (error: { error?: string }) => error.error ?? String(error),
      );
    });
    expect(afterLogout).toBe("login_required");

    // Back again: the hosted page asks for the password (the session has ended), and signs in.
    await loginWithRedirect(page);
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("alert").getByText("Wrong email or password.").waitFor();
    expect(await page.getByLabel("E-mail address").inputValue()).toBe(email);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${otherApp.origin}/callback?*`);
    const again = await page.evaluate(async () => {
      const client = await (window as unknown as Window).client;
      await client.handleRedirectCallback();
      return client.getUser();
    });
    expect(again).toMatchObject({ email, sub: issued.sub });

    // The login page loads cleanly under its content security policy; the one error logged is the
    // browser's note of the wrong password's 403 answer.
    expect(errors.filter((error) => error.includes(identity.origin))).toEqual([
      `console: Failed to load resource: the server responded with a status of 403 (Forbidden) (${identity.origin}/auth/login)`,
    ]);
    await context.close();
  });
});
