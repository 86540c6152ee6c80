import { describe, expect, inject, it } from "vitest";
import { firstEvent, firstListing } from "../support/api.ts";
import { openPage, settled } from "../support/browser.ts";
import { chromiumForThisFile } from "../support/chromium-per-worker.ts";

const baseUrl = inject("baseUrl");
const browser = chromiumForThisFile();

const h1 = (page: import("playwright-core").Page) => page.getByRole("heading", { level: 1 }).textContent();

describe("browse pages", () => {
  it("pages through colleges with real links", async () => {
    const { page, errors, close } = await openPage(browser(), { baseUrl });
    const searches: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/searchservice/")) searches.push(new URL(request.url()).search);
    });
    await page.goto("/college");
    const cards = page.getByRole("list", { name: "colleges and universities" }).getByRole("article");
    await cards.first().waitFor();
    expect(await cards.count()).toBe(12);
    // The first page came with the HTML (ADR 0014): no search request until the visitor moves on. The
    // app has taken the page over (goto waits for it); once the page has settled, its queries have run.
    await settled(page);
    expect(searches).toEqual([]);
    const firstOnPageOne = await cards.first().getByRole("heading").textContent();

    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await pagination.getByRole("link", { name: /Next/ }).click();
    // The next page's address carries the search's cursor (keyset paging), after the page number.
    await page.waitForURL(/\/college\?page=2&after=[\w-]+$/);
    await expect.poll(() => searches).toEqual([expect.stringMatching(/^\?page=1&size=12&after=[\w-]+$/)]);
    await expect.poll(() => pagination.getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
    await expect.poll(() => cards.first().getByRole("heading").textContent()).not.toBe(firstOnPageOne);
    expect(errors).toEqual([]);
    await close();
  });

  it("opens a listing at its top, and the back button returns to where the visitor had scrolled", async () => {
    const { page, errors, close } = await openPage(browser(), { baseUrl });
    await page.goto("/college");
    const cards = page.getByRole("list", { name: "colleges and universities" }).getByRole("article");
    const card = cards.nth(9);
    await card.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => Math.round(window.scrollY));
    expect(scrolled).toBeGreaterThan(300);
    const name = (await card.getByRole("heading").textContent()) ?? "";
    await card.getByRole("heading").getByRole("link").click();
    await page.waitForURL(/\/description\/\d+\/[a-z0-9-]+$/);
    await expect.poll(() => h1(page)).toBe(name);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await page.waitForURL(/\/college$/);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(scrolled);
    expect(errors).toEqual([]);
    await close();
  });

  it("serves the capitalised category addresses and the all-listings page", async () => {
    const { page, close } = await openPage(browser(), { baseUrl });
    for (const [path, heading] of [
      ["/School", "Schools"],
      ["/Tutorial", "Private Tutors"],
      ["/College", "Colleges & Universities"],
      ["/Event", "Education Events"],
      ["/listing", "All Listings"],
    ] as const) {
      await page.goto(path);
      await expect.poll(() => h1(page)).toBe(heading);
      await page.getByRole("article").first().waitFor();
    }
    await close();
  });

  it("opens an event from the events page, then its organiser", async () => {
    const { page, errors, close } = await openPage(browser(), { baseUrl });
    await page.goto("/event?when=upcoming");
    const link = page.getByRole("article").first().getByRole("heading").getByRole("link");
    const title = (await link.textContent()) ?? "";
    await link.click();
    await page.waitForURL(/\/eventdescription\/\d+\/[a-z0-9-]+$/);
    await expect.poll(() => h1(page)).toBe(title);
    const details = page.getByRole("complementary", { name: "Event details" });
    await details.getByText("Who can attend").waitFor();
    const organiser = details.getByRole("definition").last().getByRole("link");
    const organiserName = (await organiser.textContent()) ?? "";
    await organiser.click();
    await page.waitForURL(/\/description\/\d+\//);
    await expect.poll(() => h1(page)).toBe(organiserName);
    expect(errors).toEqual([]);
    await close();
  });
});

describe("deep links", () => {
  it("puts the canonical slug in place of a wrong or missing one", async () => {
    const listing = await firstListing(baseUrl, "school");
    const event = await firstEvent(baseUrl);
    const { page, close } = await openPage(browser(), { baseUrl });

    await page.goto(`/description/${listing.id}/not-the-name`);
    await page.waitForURL(`**/description/${listing.id}/${listing.slug}`);
    await expect.poll(() => h1(page)).toBe(listing.name);

    await page.goto(`/description/${listing.id}`);
    await page.waitForURL(`**/description/${listing.id}/${listing.slug}`);

    await page.goto(`/eventdescription/${event.id}/old-title`);
    await page.waitForURL(`**/eventdescription/${event.id}/${event.slug}`);
    await expect.poll(() => h1(page)).toBe(event.title);
    await close();
  });

  it("opens a detail page straight from the address bar, and says so for an unknown id", async () => {
    const listing = await firstListing(baseUrl, "tutorial");
    const { page, close } = await openPage(browser(), { baseUrl });
    const response = await page.goto(`/description/${listing.id}/${listing.slug}`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => h1(page)).toBe(listing.name);

    // The server answers 404 (the app's page all the same), so crawlers do not index a dead address.
    expect((await page.goto("/description/999999/nothing"))?.status()).toBe(404);
    await page.getByText("We could not find this listing").waitFor();
    expect((await page.goto("/eventdescription/999999/nothing"))?.status()).toBe(404);
    await page.getByText("We could not find this event").waitFor();
    await close();
  });

  it("sends an unknown address to /login while nobody is signed in", async () => {
    const { page, close } = await openPage(browser(), { baseUrl });
    await page.goto("/no-such-page");
    await page.waitForURL("**/login");
    await close();
  });
});
