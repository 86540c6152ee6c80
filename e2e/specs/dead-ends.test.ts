import type { Page } from "playwright-core";
import { describe, inject, it } from "vitest";
import { DEMO, signIn } from "../support/accounts.ts";
import { firstListing } from "../support/api.ts";
import { navigateInApp, openPage, settled } from "../support/browser.ts";
import { chromiumForThisFile } from "../support/chromium-per-worker.ts";

const baseUrl = inject("baseUrl");
const browser = chromiumForThisFile();

/** Links to many pages of one kind (listing cards, pages of a list) are checked a few at a time. */
const PER_KIND = 3;

/** Every same-site link to a page, as path + query, a few per first path segment (downloads are files, not pages). */
async function internalLinks(page: Page): Promise<string[]> {
  const hrefs = await page.$$eval("a[href]:not([download])", (anchors) =>
    anchors.map((a) => (a as HTMLAnchorElement).href),
  );
  const seen = new Map<string, number>();
  const links: string[] = [];
  for (const href of new Set(hrefs)) {
    const url = new URL(href);
    if (url.origin !== new URL(baseUrl).origin) continue;
    const kind = url.pathname.split("/")[1] ?? "";
    const count = seen.get(kind) ?? 0;
    if (count >= PER_KIND) continue;
    seen.set(kind, count + 1);
    links.push(`${url.pathname}${url.search}`);
  }
  return links;
}

/** Same-site download links (a calendar file) that do not answer a file. */
async function missingDownloads(page: Page): Promise<string[]> {
  const hrefs = await page.$$eval("a[href][download]", (anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  const missing: string[] = [];
  for (const href of new Set(hrefs)) {
    if (new URL(href).origin !== new URL(baseUrl).origin) continue;
    const response = await page.request.get(href);
    if (!response.ok()) missing.push(`${new URL(href).pathname} -> ${response.status()}`);
  }
  return missing;
}

/**
 * Whether following `link` ended on the unknown-path fallback (spec section 2: /login or /error without
 * ?returnTo=). A guard's detour to /login carries the page asked for (?returnTo=), and is no dead end.
 */
function landedOnFallback(page: Page, link: string): boolean {
  const landed = new URL(page.url());
  const askedFor = new URL(link, baseUrl).pathname;
  const fallback = ["/login", "/error"].includes(landed.pathname) && landed.pathname !== askedFor;
  return fallback && !landed.searchParams.has("returnTo");
}

/**
 * Follows each link as the app's own links do (in-app, from the page already open: no document load
 * per link). A link that lands on the fallback is opened once more as a page load, the way a plain
 * anchor to a file the server answers would be, and counts only if it lands there again.
 */
async function deadEnds(page: Page, links: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const link of links) {
    await navigateInApp(page, link);
    await settled(page);
    if (!landedOnFallback(page, link)) continue;
    await page.goto(link);
    await settled(page);
    if (landedOnFallback(page, link)) found.push(`${link} -> ${new URL(page.url()).pathname}`);
  }
  return found;
}

/** The two walks run at the same time (vitest.config.ts maxConcurrency), each in its own browser context. */
describe.concurrent("no link leads to a page that does not exist", { timeout: 180_000 }, () => {
  it("on the landing page, a browse page and a listing's page, for a visitor", async ({ expect }) => {
    const { page, close } = await openPage(browser(), { baseUrl });
    const listing = await firstListing(baseUrl);
    const starts: [string, string][] = [
      ["/", 'a[href^="/description/"]'],
      ["/college", 'a[href^="/description/"]'],
      [`/description/${listing.id}`, "h1"],
    ];
    const links = new Set<string>();
    const downloads: string[] = [];
    for (const [start, ready] of starts) {
      await page.goto(start);
      await page.locator(ready).first().waitFor();
      await settled(page);
      for (const link of await internalLinks(page)) links.add(link);
      downloads.push(...(await missingDownloads(page)));
    }
    expect(downloads).toEqual([]);
    // The walk covers the header, the footer, the tiles, the sections and the cards.
    expect([...links]).toEqual(expect.arrayContaining(["/", "/college", "/event", "/contact-us", "/login"]));
    expect(await deadEnds(page, [...links])).toEqual([]);
    await close();
  });

  it("on the profile page, for a listing owner (who would get Add Listing)", async ({ expect }) => {
    const { page, close } = await openPage(browser(), { baseUrl });
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await page.goto("/user-profile");
    await page.getByRole("button", { name: "Logout" }).waitFor();
    // The header comes first; the profile's own links once its code has arrived.
    await page.getByRole("link", { name: "Change password" }).waitFor();
    const links = await internalLinks(page);
    expect(links).toEqual(expect.arrayContaining(["/user-profile", "/change-password"]));
    expect(await deadEnds(page, links)).toEqual([]);
    await close();
  });
});
