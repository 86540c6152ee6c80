import { describe, expect, inject, it } from "vitest";
import { DEMO, signIn, submitLogin } from "../support/accounts.ts";
import { openPage, settled } from "../support/browser.ts";
import { chromiumForThisFile } from "../support/chromium-per-worker.ts";

const baseUrl = inject("baseUrl");
const browser = chromiumForThisFile();

describe("route guards", () => {
  it("sends a visitor from /user-profile to /login and back after signing in", async () => {
    const { page, errors, close } = await openPage(browser(), { baseUrl });
    await page.goto("/user-profile");
    await page.waitForURL("**/login?returnTo=%2Fuser-profile");
    await page.getByText("Please sign in to continue to that page.").waitFor();
    await submitLogin(page, DEMO.reader.email, DEMO.reader.password);
    await page.waitForURL("**/user-profile");
    await page.getByRole("heading", { level: 2, name: "Rahul Verma" }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it("signs out to the home page, and the back button shows no private data", async () => {
    const { page, close } = await openPage(browser(), { baseUrl });
    await signIn(page, DEMO.reader.email, DEMO.reader.password);
    await page.goto("/college");
    await page.getByRole("link", { name: "Your profile" }).click();
    await page.getByRole("heading", { level: 2, name: "Rahul Verma" }).waitFor();
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole("link", { name: "Login" }).waitFor();
    await page.goBack();
    await settled(page);
    expect(new URL(page.url()).pathname).toBe("/college");
    expect(await page.getByText("Rahul Verma").count()).toBe(0);
    expect(await page.getByText(DEMO.reader.email).count()).toBe(0);
    await close();
  });

  it("sends a visitor from /change-password to /login, and an unknown address to /login", async () => {
    const { page, close } = await openPage(browser(), { baseUrl });
    await page.goto("/change-password");
    await page.waitForURL("**/login?returnTo=%2Fchange-password");
    await page.goto("/no-such-page");
    await page.waitForURL(`${baseUrl}/login`);
    await close();
  });

  it("sends someone signed in away from /login, /register and /forgot-Password, and unknown addresses to /error", async () => {
    const { page, close } = await openPage(browser(), { baseUrl });
    await signIn(page, DEMO.reader.email, DEMO.reader.password);
    for (const path of ["/login", "/register", "/forgot-Password"]) {
      await page.goto(path);
      await page.waitForURL(`${baseUrl}/`);
    }
    await page.goto("/no-such-page");
    await page.waitForURL(`${baseUrl}/error`);
    // The session survives reloads: it is restored from the stored tokens.
    await page.goto("/user-profile");
    await page.getByRole("button", { name: "Logout" }).waitFor();
    await close();
  });

  it("shows Add Listing on the profile to listing owners and administrators, not to readers", async () => {
    for (const [account, shown] of [
      [DEMO.reader, false],
      [DEMO.owner, true],
      [DEMO.admin, true],
    ] as const) {
      const { page, close } = await openPage(browser(), { baseUrl });
      await signIn(page, account.email, account.password);
      await page.goto("/user-profile");
      await page.getByRole("button", { name: "Logout" }).waitFor();
      expect(await page.getByRole("link", { name: "Add Listing" }).count()).toBe(shown ? 1 : 0);
      await close();
    }
  });

  it("ends the session when the server refuses the stored token (401), and asks to sign in again", async () => {
    const { page, close } = await openPage(browser(), { baseUrl });
    await signIn(page, DEMO.reader.email, DEMO.reader.password);
    // Someone tampers with the stored token: the server refuses its signature.
    await page.evaluate(() => {
      const token = window.localStorage.getItem("authToken") ?? "";
      const [header, payload] = token.split(".");
      window.localStorage.setItem("authToken", `${header}.${payload}.invalid-signature`);
      window.localStorage.removeItem("refreshToken");
    });
    await page.goto("/user-profile");
    await page.waitForURL("**/login?returnTo=%2Fuser-profile");
    await page.locator(".Toastify").getByText("Your session has ended. Please sign in again.").waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem("authToken"))).toBeNull();
    expect(await page.evaluate(() => window.localStorage.getItem("hasVisited"))).toBe("true");
    await close();
  });
});
