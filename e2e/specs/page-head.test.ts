/**
 * The page's head in a real browser (docs/decisions/0011-server-written-head.md): the server writes
 * it into the HTML, the app takes over without doubling a tag, and in-app navigation changes the
 * title and the canonical address.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openPage } from "../support/browser.ts";
import { chromiumForThisFile } from "../support/chromium-per-worker.ts";

const baseUrl = inject("baseUrl");
const browser = chromiumForThisFile();
const SITE = "LEARN WITHOUT LIMITS";

/** The head as a crawler that runs JavaScript reads it. */
function headOf(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    titles: document.head.querySelectorAll("title").length,
    descriptions: document.head.querySelectorAll('meta[name="description"]').length,
    canonicals: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map((link) => link.href),
    jsonLd: document.head.querySelectorAll('script[type="application/ld+json"]').length,
  }));
}

describe("the page's head", () => {
  it("changes its title and canonical address on in-app navigation, with no tag doubled", async () => {
    const { page, errors, close } = await openPage(browser(), { baseUrl });
    await page.goto("/");
    await page.getByRole("heading", { name: "Colleges & Universities" }).first().waitFor();
    expect(await headOf(page)).toEqual({
      title: `${SITE}: colleges, schools, tutors and events`,
      titles: 1,
      descriptions: 1,
      canonicals: [`${baseUrl}/`],
      // The server's WebSite data stays while the landing page is shown.
      jsonLd: 1,
    });

    await page
      .getByRole("link", { name: /Explore/ })
      .first()
      .click();
    await page.waitForURL(`${baseUrl}/college`);
    await expect
      .poll(() => headOf(page))
      .toEqual({
        title: `Colleges & Universities | ${SITE}`,
        titles: 1,
        descriptions: 1,
        canonicals: [`${baseUrl}/college`],
        jsonLd: 0,
      });

    const card = page.getByRole("list", { name: "colleges and universities" }).getByRole("article").first();
    const name = (await card.getByRole("heading").textContent())?.trim() ?? "";
    await card.getByRole("heading").getByRole("link").click();
    await page.waitForURL(/\/description\/\d+\/[a-z0-9-]+$/);
    await expect
      .poll(() => headOf(page))
      .toEqual({
        title: `${name} | ${SITE}`,
        titles: 1,
        descriptions: 1,
        canonicals: [page.url()],
        jsonLd: 0,
      });
    expect(errors).toEqual([]);
    await close();
  });
});
