import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { firstEvent, firstListing } from "../support/api.ts";
import { axeViolations } from "../support/axe.ts";
import { launchChromium, openPage } from "../support/browser.ts";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens the page, waits until what it loads is on screen, and returns axe-core's violations. */
async function check(path: string, ready: (page: Page) => Promise<unknown>, width = 1366) {
  const { page, context } = await openPage(browser, { baseUrl, width });
  await page.goto(path);
  await ready(page);
  const violations = await axeViolations(page);
  await context.close();
  return violations;
}

describe("accessibility (axe-core)", () => {
  it("has no violations on the landing page", async () => {
    const violations = await check("/", async (page) => {
      await page.getByTestId("featured-news").waitFor();
      await page.getByRole("region", { name: "Private Tutors" }).getByRole("article").first().waitFor();
    });
    expect(violations).toEqual([]);
  });

  it("has no violations on the landing page at 375 px", async () => {
    const violations = await check(
      "/",
      (page) => page.getByRole("region", { name: "Private Tutors" }).getByRole("article").first().waitFor(),
      375,
    );
    expect(violations).toEqual([]);
  });

  it("has no violations on a browse page", async () => {
    const violations = await check("/school", (page) => page.getByRole("article").first().waitFor());
    expect(violations).toEqual([]);
  });

  it("has no violations on a listing and an event page", async () => {
    const listing = await firstListing(baseUrl, "college");
    const event = await firstEvent(baseUrl);
    expect(
      await check(`/description/${listing.id}/${listing.slug}`, (page) =>
        page.getByRole("heading", { name: "Upcoming events" }).waitFor(),
      ),
    ).toEqual([]);
    expect(
      await check(`/eventdescription/${event.id}/${event.slug}`, (page) => page.getByText("Who can attend").waitFor()),
    ).toEqual([]);
  });

  it("has no violations on the static pages", async () => {
    expect(await check("/contact-us", (page) => page.getByRole("button", { name: "Send message" }).waitFor())).toEqual(
      [],
    );
    expect(await check("/privacy-policy", (page) => page.getByRole("article").waitFor())).toEqual([]);
  });
});
