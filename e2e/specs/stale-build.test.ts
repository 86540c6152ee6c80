import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { appTookOver, openPage, settled } from "../support/browser.ts";
import { chromiumForThisFile } from "../support/chromium-per-worker.ts";

const baseUrl = inject("baseUrl");
const browser = chromiumForThisFile();

/** The browse pages' chunk, as a tab opened before a deployment would ask for it: by a name the server no longer has. */
const BROWSE_CHUNK = /\/assets\/browse-pages-[\w-]+\.js$/;

/** Counts the documents the tab asks the server for (the first visit and every reload), not in-app navigations. */
function countDocumentLoads(page: Page): () => number {
  let loads = 0;
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
  });
  return () => loads;
}

async function openCollegesFromTheTile(page: Page) {
  await page.goto("/");
  // An in-app navigation: the app must have taken the page over (else the link is a plain page load).
  // The tile, not the footer: the footer's code loads lazily, and until it has, its links are still
  // the server's markup (a plain page load) even though the rest of the page has been taken over.
  await appTookOver(page);
  await page
    .getByRole("region", { name: "Start exploring" })
    .getByRole("link", { name: "Explore", exact: true })
    .click();
}

describe("a tab left open across a deployment (issue 13, item 8)", () => {
  it("reloads itself once when a page's chunk is gone, and then shows the page", async () => {
    const { page, close } = await openPage(browser(), { baseUrl, fresh: true });
    const loads = countDocumentLoads(page);
    // The page loaded before the deployment asks by the old name and fails; once reloaded, it has the new build.
    await page.route(BROWSE_CHUNK, async (route) => {
      if (loads() < 2) return route.fulfill({ status: 404, body: "Not Found" });
      return route.continue();
    });

    await openCollegesFromTheTile(page);
    await page.getByRole("heading", { level: 1, name: "Colleges & Universities" }).waitFor();

    // The reload opens the page the visitor clicked, not the page they were leaving.
    expect(new URL(page.url()).pathname).toBe("/college");
    expect(loads()).toBe(2);
    expect(await page.getByText("dynamically imported module").count()).toBe(0);
    await close();
  });

  it("does not loop: when the reload does not help, it says a new version is available, without internal addresses", async () => {
    const { page, close } = await openPage(browser(), { baseUrl, fresh: true });
    const loads = countDocumentLoads(page);
    await page.route(BROWSE_CHUNK, (route) => route.fulfill({ status: 404, body: "Not Found" }));

    await openCollegesFromTheTile(page);
    const alert = page.getByRole("alert").filter({ hasText: "Unexpected Application Error!" });
    await alert.waitFor();

    expect(await alert.textContent()).toContain("A new version of this site is available. Please reload the page.");
    expect(await alert.textContent()).not.toMatch(/assets|https?:\/\//);
    // One reload, then the error screen: no second reload follows. The screen is what the page does
    // instead of reloading; once every request the page started has ended and it has been idle, a
    // reload would have been asked for (a third document load) and would have replaced this document.
    await page.evaluate(() => {
      (window as { errorScreen?: boolean }).errorScreen = true;
    });
    await settled(page);
    expect(loads()).toBe(2);
    expect(await page.evaluate(() => (window as { errorScreen?: boolean }).errorScreen)).toBe(true);
    await close();
  });
});
