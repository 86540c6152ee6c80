import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { DEMO, signIn } from "../support/accounts.ts";
import { firstEvent, firstListing } from "../support/api.ts";
import { axeViolations } from "../support/axe.ts";
import { openPage } from "../support/browser.ts";
import { chromiumForThisFile } from "../support/chromium-per-file.ts";

const baseUrl = inject("baseUrl");
const browser = chromiumForThisFile();

/** Opens the page, waits until what it loads is on screen, and returns axe-core's violations. */
async function check(
  path: string,
  ready: (page: Page) => Promise<unknown>,
  width = 1366,
  before?: (page: Page) => Promise<unknown>,
) {
  const { page, context } = await openPage(browser(), { baseUrl, width });
  await before?.(page);
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

  it("has no violations on the sign-in and registration pages, wide and narrow", async () => {
    for (const width of [1366, 375]) {
      expect(
        await check("/login", (page) => page.getByRole("button", { name: "Continue with Google" }).waitFor(), width),
      ).toEqual([]);
      expect(
        await check("/register", (page) => page.getByRole("button", { name: "Create account" }).waitFor(), width),
      ).toEqual([]);
    }
  });

  it("has no violations on the forms with their messages showing", async () => {
    const violations = await check(
      "/register",
      async (page) => {
        await page.getByLabel(/^Password/).fill("short");
        await page.getByRole("button", { name: "Create account" }).click();
        await page.getByText("Full name is required.").waitFor();
      },
      375,
    );
    expect(violations).toEqual([]);
  });

  it("has no violations on the profile page, wide and narrow", async () => {
    for (const width of [1366, 375]) {
      const violations = await check(
        "/user-profile",
        (page) => page.getByRole("button", { name: "Save changes" }).waitFor(),
        width,
        (page) => signIn(page, DEMO.owner.email, DEMO.owner.password),
      );
      expect(violations).toEqual([]);
    }
  });
});
