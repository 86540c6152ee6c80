import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { freshEmail, signInThroughForm, submitLogin } from "../support/accounts.ts";
import { openPage } from "../support/browser.ts";
import { chromiumForThisFile } from "../support/chromium-per-worker.ts";
import { linkTo, newestMail } from "../support/outbox.ts";

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");
const browser = chromiumForThisFile();

const toast = (page: Page, text: string | RegExp) => page.locator(".Toastify").getByText(text).first().waitFor();

describe("an account from registration to a new password", () => {
  it("registers, verifies the e-mail, edits the profile, changes the password, signs out and back in", async () => {
    const { page, errors, close } = await openPage(browser(), { baseUrl });
    const email = freshEmail("journey");
    const firstPassword = "first passphrase 1";
    const newPassword = "second passphrase 2";

    // Register: the policy's problems show before anything is sent.
    await page.goto("/register");
    await page.getByLabel("Full name").fill("Meera Iyer");
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Mobile number").fill("+91 98450 12345");
    await page.getByLabel(/^Password/).fill("short");
    await page.getByText("Password must be at least 8 characters long.").waitFor();
    await page.getByLabel(/^Password/).fill(firstPassword);
    await page.getByLabel(/^Confirm password/).fill(firstPassword);
    await page.getByRole("button", { name: "Create account" }).click();
    // Signed in at once: home, with the profile button instead of Login.
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole("link", { name: "Your profile" }).waitFor();
    expect(await page.getByRole("link", { name: "Login" }).count()).toBe(0);

    // The profile says the address is not verified yet; the e-mailed link verifies it.
    await page.getByRole("link", { name: "Your profile" }).click();
    await page.waitForURL("**/user-profile");
    await page.getByText("Not verified").waitFor();
    const verification = await newestMail(dataDir, email, /Confirm your e-mail/);
    await page.goto(linkTo(verification, "/verify"));
    await page.getByText("Thank you! Your e-mail address is verified.").waitFor();
    await page.getByRole("link", { name: "Go to your profile" }).click();
    await page.getByText("Verified", { exact: true }).waitFor();

    // Edit the profile; it is still there after a reload.
    await page.getByLabel("Full name").fill("Meera S. Iyer");
    await page.getByLabel("Mobile number").fill("+91 98450 54321");
    const picture = `${baseUrl}/images/logo.svg`;
    await page.getByLabel("Picture URL").fill(picture);
    await page.getByRole("button", { name: "Save changes" }).click();
    await toast(page, "Your profile has been saved.");
    await page.reload();
    await page.getByRole("heading", { level: 2, name: "Meera S. Iyer" }).waitFor();
    expect(await page.getByLabel("Mobile number").inputValue()).toBe("+91 98450 54321");
    expect(await page.getByLabel("Picture URL").inputValue()).toBe(picture);
    expect(await page.locator(`img[src="${picture}"]`).count()).toBe(1);

    // Change the password; the page returns to the profile.
    await page.getByRole("link", { name: "Change password" }).click();
    await page.getByLabel(/^Current password/).fill(firstPassword);
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel(/^Confirm new password/).fill(newPassword);
    await page.getByRole("button", { name: "Change password" }).click();
    await page.waitForURL("**/user-profile");
    await toast(page, /Your password has been changed/);

    // Sign out from the profile page's header.
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole("link", { name: "Login" }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem("authToken"))).toBeNull();

    // The old password no longer works; the new one does.
    await page.goto("/login");
    await submitLogin(page, email, firstPassword);
    await page.getByText(/wrong email or password/i).waitFor();
    await submitLogin(page, email, newPassword);
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole("link", { name: "Your profile" }).waitFor();
    // The refused sign-in is a 403 the browser logs; nothing else may go wrong.
    expect(errors.filter((error) => !/40[03]/.test(error))).toEqual([]);
    await close();
    // The longest journey of the suite: give it room on a loaded two-core machine.
  }, 90_000);
});

describe("forgot password", () => {
  it("e-mails a reset link that sets a new password", async () => {
    const { page, close } = await openPage(browser(), { baseUrl });
    const email = freshEmail("reset");
    // An account to reset, made through the registration page.
    await page.goto("/register");
    await page.getByLabel("Full name").fill("Kabir Shah");
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel(/^Password/).fill("forgotten passphrase");
    await page.getByLabel(/^Confirm password/).fill("forgotten passphrase");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByRole("link", { name: "Your profile" }).click();
    await page.getByRole("button", { name: "Logout" }).click();
    await page.getByRole("link", { name: "Login" }).waitFor();

    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    // The sign-in page, with its own "E-mail address", stays until the next page's code is here.
    await page.getByRole("heading", { level: 1, name: "Forgot your password?" }).waitFor();
    await page.getByLabel("E-mail address").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page
      .getByText(/We've just sent you an email to reset your password/)
      .first()
      .waitFor();

    const mail = await newestMail(dataDir, email, /Reset your password/);
    await page.goto(linkTo(mail, "/forgot-Password"));
    await page.getByRole("heading", { level: 1, name: "Choose a new password" }).waitFor();
    await page.getByLabel(/^New password/).fill("remembered passphrase");
    await page.getByLabel(/^Confirm new password/).fill("remembered passphrase");
    await page.getByRole("button", { name: "Set new password" }).click();
    await page
      .getByText(/You can now sign in with your new password/)
      .first()
      .waitFor();

    // The link works once.
    await page.goto(linkTo(mail, "/forgot-Password"));
    await page.getByLabel(/^New password/).fill("another passphrase");
    await page.getByLabel(/^Confirm new password/).fill("another passphrase");
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.getByText(/expired or was already used/).waitFor();

    // The new password opens a session through the form.
    await signInThroughForm(page, email, "remembered passphrase");
    await close();
  });
});
