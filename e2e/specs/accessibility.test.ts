import type { BlogSummary, NewsCategory } from "@lwl/contracts/blogs";
import type { EventSummary } from "@lwl/contracts/events";
import type { OwnerListingSummary } from "@lwl/contracts/listing-writes";
import type { Page as Paged } from "@lwl/contracts/paging";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { DEMO, signIn } from "../support/accounts.ts";
import { firstEvent, firstListing, getJson } from "../support/api.ts";
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

/**
 * Waits until the page has finished arriving: its main heading is on screen, the network is quiet
 * and nothing is marked busy or loading any more. Pages with something slower to wait for pass `ready`.
 */
async function settle(page: Page, ready?: (page: Page) => Promise<unknown>) {
  await page.locator("main h1, main h2").first().waitFor({ timeout: 10_000 });
  await ready?.(page);
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(
    () =>
      document.querySelectorAll("[aria-busy='true']").length === 0 &&
      ![...document.querySelectorAll("[role='status']")].some((node) =>
        /Loading|Searching/.test(node.textContent ?? ""),
      ),
    undefined,
    { timeout: 10_000 },
  );
}

type Check = [path: string, ready?: (page: Page) => Promise<unknown>];

/** Opens every page of the list in one tab (signed in first when `as` is given) and collects axe's findings per page. */
async function violationsOf(checks: Check[], width: number, as?: { email: string; password: string }) {
  const { page, context } = await openPage(browser(), { baseUrl, width });
  if (as) await signIn(page, as.email, as.password);
  const found: Record<string, unknown[]> = {};
  for (const [path, ready] of checks) {
    await page.goto(path);
    // A page that never finishes arriving is named in the result instead of timing the whole test out.
    const settled = await settle(page, ready).then(
      () => null,
      (error: Error) => `did not settle: ${error.message.split("\n")[0]}`,
    );
    found[path] = settled ? [settled] : await axeViolations(page);
  }
  await context.close();
  return found;
}

const cleanFor = (checks: Check[]) => Object.fromEntries(checks.map(([path]) => [path, []]));

async function token(email: string, password: string): Promise<{ token: string; userId: string }> {
  const { page, context } = await openPage(browser(), { baseUrl });
  await signIn(page, email, password);
  const bearer = await page.evaluate(() => window.localStorage.getItem("authToken"));
  await context.close();
  if (!bearer) throw new Error(`${email} is not signed in`);
  const payload = JSON.parse(Buffer.from(bearer.split(".")[1] ?? "", "base64url").toString()) as { sub: string };
  return { token: bearer, userId: payload.sub };
}

async function authed<T>(bearer: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { accept: "application/json", authorization: `Bearer ${bearer}` },
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The overlay's results (or its empty state) are on screen. */
const overlayResults = (page: Page) =>
  page
    .getByRole("dialog", { name: "Search" })
    .getByRole("list", { name: / results$/ })
    .or(page.getByRole("dialog", { name: "Search" }).getByText(/ found for /))
    .first()
    .waitFor();

describe("accessibility (axe-core) on every main page", () => {
  for (const width of [1280, 375]) {
    it(`has no violations on the public pages at ${width} px`, { timeout: 120_000 }, async () => {
      const listing = await firstListing(baseUrl, "school");
      const event = await firstEvent(baseUrl);
      const checks: Check[] = [
        ["/", (page) => page.getByTestId("featured-news").waitFor()],
        ["/listing"],
        [`/description/${listing.id}/${listing.slug}`],
        [`/eventdescription/${event.id}/${event.slug}`, (page) => page.getByText("Who can attend").waitFor()],
        ["/about-us"],
        ["/contact-us"],
        ["/privacy-policy", (page) => page.getByRole("article").waitFor()],
        ["/terms-and-conditions", (page) => page.getByRole("article").waitFor()],
        ["/forgot-Password"],
        ["/error"],
        ["/not-a-listing-owner"],
        ["/not-belogs-to-you"],
        ["/description/999999/nothing-here"],
      ];
      expect(await violationsOf(checks, width)).toEqual(cleanFor(checks));
    });

    it(`has no violations on the news pages at ${width} px`, { timeout: 120_000 }, async () => {
      const article = (await getJson<BlogSummary[]>(baseUrl, "/api/blogs/top/10"))[0];
      const category = (await getJson<NewsCategory[]>(baseUrl, "/api/blogs/categories")).find((c) => c.count > 0);
      if (!article || !category) throw new Error("the demo data has no news");
      const tag = article.tags[0] ?? "2027";
      const checks: Check[] = [
        ["/news", (page) => page.getByRole("form", { name: "Newsletter subscription" }).waitFor()],
        [`/news/${category.slug}`, (page) => page.getByRole("main").getByRole("article").first().waitFor()],
        [
          `/news-description/${article.id}/${article.listingId ?? ""}`.replace(/\/$/, ""),
          (page) => page.getByRole("navigation", { name: "Tags" }).waitFor(),
        ],
        [
          `/news-tag/${encodeURIComponent(tag)}`,
          (page) => page.getByRole("main").getByRole("article").first().waitFor(),
        ],
        ["/subscribeform/a@example.com"],
      ];
      expect(await violationsOf(checks, width)).toEqual(cleanFor(checks));
    });

    it(`has no violations on the browse pages with the search overlay open at ${width} px`, {
      timeout: 120_000,
    }, async () => {
      const checks: Check[] = ["/college", "/school", "/tutorial", "/event"].map(
        (path): Check => [`${path}?search=open`, overlayResults],
      );
      expect(await violationsOf(checks, width)).toEqual(cleanFor(checks));
    });

    it(`has no violations on the signed-in pages of a Reader, /become-listing-owner and /unauthorized, at ${width} px`, {
      timeout: 120_000,
    }, async () => {
      const checks: Check[] = [
        ["/user-profile", (page) => page.getByRole("button", { name: "Save changes" }).waitFor()],
        ["/become-listing-owner", (page) => page.getByRole("main").getByRole("button").first().waitFor()],
        ["/change-password"],
        ["/unauthorized"],
      ];
      expect(await violationsOf(checks, width, DEMO.reader)).toEqual(cleanFor(checks));
    });

    it(`has no violations on the demo owner's editors, at ${width} px`, { timeout: 120_000 }, async () => {
      const owner = await token(DEMO.owner.email, DEMO.owner.password);
      const mine = await authed<Paged<OwnerListingSummary>>(
        owner.token,
        `/api/listings/author/${owner.userId}?size=100`,
      );
      const published = mine.content.find((listing) => listing.status === "PUBLISHED");
      if (!published) throw new Error("the demo owner has no published listing");
      const events = await getJson<Paged<EventSummary>>(baseUrl, `/api/events/listing/${published.id}?size=1`);
      const posts = await getJson<Paged<BlogSummary>>(baseUrl, `/api/blogs/listing/${published.id}?size=1`);
      const editor = (page: Page) =>
        page
          .getByRole("toolbar", { name: /^Formatting for/ })
          .first()
          .waitFor();
      const checks: Check[] = [
        ["/add-listing-card"],
        ["/add-listing?type=college", editor],
        [`/edit-listing/${published.id}`, editor],
        [`/create-event/${published.id}`, editor],
        [`/create-post/${published.id}`, editor],
        ...(events.content[0] ? [[`/edit-event/${events.content[0].id}`, editor] as Check] : []),
        ...(posts.content[0] ? [[`/edit-post/${posts.content[0].id}`, editor] as Check] : []),
      ];
      expect(checks.length).toBeGreaterThanOrEqual(6);
      expect(await violationsOf(checks, width, DEMO.owner)).toEqual(cleanFor(checks));
    });

    it(`has no violations in /ADMIN, on every tab, at ${width} px`, { timeout: 120_000 }, async () => {
      const tabs = ["blog", "listing", "event", "owners", "claims", "users", "audit", "texts"];
      const checks: Check[] = tabs.map((tab) => [
        `/ADMIN?tab=${tab}`,
        (page) => page.getByRole("tablist", { name: "Admin areas" }).waitFor(),
      ]);
      expect(await violationsOf(checks, width, DEMO.admin)).toEqual(cleanFor(checks));
    });
  }

  it("has no violations on the landing page under prefers-reduced-motion, with the rotations stopped", async () => {
    const { page, context } = await openPage(browser(), { baseUrl, width: 1280 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await settle(page, (p) => p.getByTestId("featured-news").waitFor());
    await page.getByRole("button", { name: "Start slide rotation" }).waitFor();
    await page.getByRole("button", { name: "Play news rotation" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
