import { describe, expect, inject, it } from "vitest";
import { freshEmail } from "../support/accounts.ts";
import { errorsFrom, openPage } from "../support/browser.ts";
import { chromiumForThisFile } from "../support/chromium-per-worker.ts";

const baseUrl = inject("baseUrl");
const upstreamIssuer = inject("upstreamIssuer");
const browser = chromiumForThisFile();

describe("Google sign-in (a local OpenID Connect provider stands in for Google)", () => {
  it("goes to the provider and back through /callback, and returns to the page that asked", async () => {
    const { page, errors, close } = await openPage(browser(), { baseUrl });
    const email = freshEmail("google");
    await page.goto("/user-profile");
    await page.waitForURL("**/login?returnTo=%2Fuser-profile");
    await page.getByRole("button", { name: "Continue with Google" }).click();

    // The provider's own sign-in form (its development form takes any login).
    await page.waitForURL(`${upstreamIssuer}/**`);
    await page.locator('input[name="login"]').fill(email);
    await page.locator('input[name="password"]').fill("anything");
    await page.getByRole("button", { name: /sign-?in/i }).click();

    await page.waitForURL("**/user-profile");
    await page.getByText(email).waitFor();
    await page.getByText("Google", { exact: true }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem("loginType"))).toBe("Google");
    // The one-time code is gone from the address.
    expect(page.url()).toBe(`${baseUrl}/user-profile`);
    // The provider's own page is not ours to judge (it asks for web fonts this machine cannot reach).
    expect(errorsFrom(errors, baseUrl)).toEqual([]);
    await close();
  });

  it("refuses a /callback whose state this browser did not send", async () => {
    const { page, close } = await openPage(browser(), { baseUrl });
    await page.goto("/callback?code=stolen-code&state=forged-state");
    await page.getByText(/did not start in this browser tab/).waitFor();
    await page.goto("/callback");
    await page.getByText("No valid authentication data found").waitFor();
    await close();
  });
});
