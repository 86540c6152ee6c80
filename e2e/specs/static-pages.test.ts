import { describe, expect, inject, it } from "vitest";
import { getJson } from "../support/api.ts";
import { openPage } from "../support/browser.ts";
import { chromiumForThisFile } from "../support/chromium-per-worker.ts";

const baseUrl = inject("baseUrl");
const browser = chromiumForThisFile();

/** A line of the server's text that the page must show (its first numbered heading). */
async function headingFromServer(key: string): Promise<string> {
  const { data } = await getJson<{ data: string }>(baseUrl, `/adminservice/api/v1/content/${key}`);
  const heading = data.split("\n").find((line) => /^1\.\s/.test(line));
  if (!heading) throw new Error(`the ${key} text has no numbered heading`);
  return heading.trim();
}

describe("static pages", () => {
  it("shows the privacy policy and the terms from the admin service", async () => {
    const { page, errors, close } = await openPage(browser(), { baseUrl });
    for (const [path, key, title] of [
      ["/privacy-policy", "privacy-policy", "Privacy Policy"],
      ["/terms-and-conditions", "terms-of-service", "Terms and Conditions"],
    ] as const) {
      const heading = await headingFromServer(key);
      await page.goto(path);
      await page.getByRole("heading", { level: 2, name: heading }).waitFor();
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it("shows the about page's copy", async () => {
    const { page, close } = await openPage(browser(), { baseUrl });
    await page.goto("/about-us");
    await page.getByRole("heading", { name: "How listings are kept accurate" }).waitFor();
    await close();
  });

  it("shows each error page with a way home", async () => {
    const { page, close } = await openPage(browser(), { baseUrl });
    for (const path of ["/error", "/not-a-listing-owner", "/not-belogs-to-you", "/unauthorized"]) {
      await page.goto(path);
      await page.getByRole("link", { name: "Go to the home page" }).click();
      await page.waitForURL(`${baseUrl}/`);
    }
    await close();
  });
});

describe("contact form", () => {
  it("shows the field messages beside the fields, then sends a corrected message", async () => {
    const { page, errors, close } = await openPage(browser(), { baseUrl });
    await page.goto("/contact-us");
    await page.getByLabel("Your name").fill("Asha Rao");
    await page.getByLabel("E-mail address").fill("not-an-address");
    await page.getByLabel("Subject").fill("Listing update");
    await page.getByRole("textbox", { name: "Message" }).fill("Short");
    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByText("E-mail address must be a valid e-mail address.").waitFor();
    expect(await page.getByLabel("E-mail address").getAttribute("aria-invalid")).toBe("true");

    await page.getByLabel("E-mail address").fill("asha@example.com");
    await page.getByRole("textbox", { name: "Message" }).fill("Please update the phone number on our listing.");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect.poll(() => page.getByTestId("contact-outcome").textContent()).toMatch(/message has been sent/i);
    expect(await page.getByLabel("Your name").inputValue()).toBe("");
    // The form checks the contract's rules before sending, so nothing failed on the way.
    expect(errors).toEqual([]);
    await close();
  });
});
