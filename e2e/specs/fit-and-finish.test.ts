import { describe, expect, inject, it } from "vitest";
import { openPage, settled } from "../support/browser.ts";
import { chromiumForThisFile } from "../support/chromium-per-worker.ts";

const baseUrl = inject("baseUrl");
const browser = chromiumForThisFile();

describe("fit and finish", () => {
  it("shows toasts in the Ubuntu font like the rest of the page", async () => {
    const { page, close } = await openPage(browser(), { baseUrl });
    await page.goto("/contact-us");
    await page.getByLabel(/Your name/).fill("Asha Rao");
    await page.getByLabel(/E-mail address/).fill("asha@example.com");
    await page.getByLabel(/Subject/).fill("Fonts");
    await page.getByLabel(/Message/).fill("Checking the toast's font, nothing more.");
    await page.getByRole("button", { name: "Send message" }).click();
    const toast = page.locator(".Toastify__toast").first();
    await toast.waitFor();
    const font = await toast.evaluate((element) => getComputedStyle(element).fontFamily);
    expect(font.split(",")[0]?.replace(/"/g, "").trim()).toBe("Ubuntu");
    await close();
  });

  it("shows toasts on a phone where they cover neither the header's buttons nor the search overlay's close button", async () => {
    const { page, close } = await openPage(browser(), { baseUrl, width: 375, height: 667 });
    await page.goto("/contact-us");
    await page.getByLabel(/Your name/).fill("Asha Rao");
    await page.getByLabel(/E-mail address/).fill("asha@example.com");
    await page.getByLabel(/Subject/).fill("Toasts");
    await page.getByLabel(/Message/).fill("Checking where the toast shows, nothing more.");
    await page.getByRole("button", { name: "Send message" }).click();
    const toast = page.locator(".Toastify__toast").first();
    await toast.waitFor();
    const toastTop = await toast.evaluate((element) => element.getBoundingClientRect().top);
    const headerBottom = await page
      .locator("header")
      .first()
      .evaluate((element) => element.getBoundingClientRect().bottom);
    expect(toastTop).toBeGreaterThanOrEqual(headerBottom);
    // The overlay covers the header; its close button must stay above where toasts show, even when
    // its type tabs wrap onto several lines at this width.
    await page.getByTestId("header-search").click();
    const closeSearch = page.getByRole("dialog", { name: "Search" }).getByRole("button", { name: "Close search" });
    await closeSearch.waitFor();
    const closeBottom = await closeSearch.evaluate((element) => element.getBoundingClientRect().bottom);
    expect(closeBottom).toBeLessThanOrEqual(toastTop);
    await close();
  });

  it("preloads the banner on the landing page, the first card's cover on a browse page, nothing on the others", async () => {
    const { page, close } = await openPage(browser(), { baseUrl });
    // The server's head names the picture (ADR 0014); the app takes the server's head tags out once a
    // page renders its own (ADR 0011), so what counts is the HTML the browser was sent.
    const preloadsIn = async (path: string) => {
      const html = (await (await page.goto(path))?.text()) ?? "";
      return [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((match) => match[0]);
    };
    const landing = await preloadsIn("/");
    expect(landing).toHaveLength(1);
    expect(landing[0]).toContain('href="/images/banner-1.svg"');
    // The first of the demo colleges in the default order (most searched this month, then name).
    const browse = await preloadsIn("/college");
    expect(browse).toHaveLength(1);
    expect(browse[0]).toMatch(/href="\/media\/demo\/covers\/college-\d+\.svg"/);
    for (const path of ["/college?q=bengaluru", "/contact-us", "/login"]) {
      expect(await preloadsIn(path), path).toEqual([]);
    }
    await close();
  });

  it("lets the splash close without cancelling any request of the page", async () => {
    const { page, context, errors, close } = await openPage(browser(), { baseUrl, firstVisit: true });
    // A slow phone connection (as in bench/web-budget.ts): the splash closes while files still arrive.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    const failed: string[] = [];
    page.on("requestfailed", (request) => failed.push(`${request.url()} ${request.failure()?.errorText}`));
    await page.goto("/");
    await page.getByTestId("splash").waitFor();
    await page.getByTestId("splash").waitFor({ state: "detached", timeout: 30_000 });
    await settled(page);
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("fits two or three browse cards on a 375 px phone screen", async () => {
    const { page, close } = await openPage(browser(), { baseUrl, width: 375, height: 667 });
    for (const path of ["/college", "/tutorial"]) {
      await page.goto(path);
      const cards = page.locator("article").filter({ has: page.locator('a[href^="/description/"]') });
      await cards.first().waitFor();
      const heights = await cards.evaluateAll((all) =>
        all.slice(0, 4).map((card) => card.getBoundingClientRect().height),
      );
      expect(heights.length, path).toBeGreaterThanOrEqual(3);
      for (const height of heights) expect(height, path).toBeLessThanOrEqual(667 / 2);
    }
    await close();
  });
});
