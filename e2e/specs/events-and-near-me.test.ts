/**
 * Issue 28, items 4 and 5: /event shows upcoming events unless "Past events" is on, and marks the
 * ones that have ended; near me on a listing browse page shows its radius, lets the visitor widen it
 * and says how many lie further away.
 */
import type { Page as ResultPage } from "@lwl/contracts/paging";
import type { EventSearchItem, ListingSearchItem } from "@lwl/contracts/search";
import { describe, expect, inject, it } from "vitest";
import { getJson } from "../support/api.ts";
import { axeViolations } from "../support/axe.ts";
import { openPage, settled } from "../support/browser.ts";
import { chromiumForThisFile } from "../support/chromium-per-worker.ts";

const baseUrl = inject("baseUrl");
const browser = chromiumForThisFile();

describe("events page", () => {
  it("lists upcoming events only, adds the ended ones with the Past events switch (by keyboard), and keeps the choice in the address", async () => {
    const { page, errors, close } = await openPage(browser(), { baseUrl });
    const searches: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/searchservice/")) searches.push(new URL(request.url()).search);
    });
    await page.goto("/event");
    const cards = page.getByRole("list", { name: "events" }).getByRole("article");
    await cards.first().waitFor();
    await expect
      .poll(() => page.getByRole("heading", { level: 2 }).first().textContent())
      .toMatch(/ upcoming events?\b/);
    // The first page came with the HTML: the server answered the same upcoming-only request.
    await settled(page);
    expect(searches).toEqual([]);
    expect(await cards.filter({ hasText: "Ended" }).count()).toBe(0);

    const toggle = page.getByRole("switch", { name: "Past events" });
    expect(await toggle.isChecked()).toBe(false);
    await toggle.focus();
    await page.keyboard.press("Space");
    await page.waitForURL(/\/event\?upcoming=false$/);
    await expect.poll(() => toggle.isChecked()).toBe(true);
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);

    // Back and forward move through the choice, in the same document.
    await page.goBack();
    await page.waitForURL(/\/event$/);
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await page.goForward();
    await page.waitForURL(/\/event\?upcoming=false$/);
    await expect.poll(() => toggle.isChecked()).toBe(true);

    await page.reload();
    await expect.poll(() => page.getByRole("switch", { name: "Past events" }).isChecked()).toBe(true);
    // The service lists past events after upcoming ones: the last page has ended events, marked.
    const all = await getJson<ResultPage<EventSearchItem>>(baseUrl, "/searchservice/api/v1/event?size=12");
    await page.goto(`/event?upcoming=false&page=${all.totalPages}`);
    await cards.first().waitFor();
    await expect.poll(() => cards.filter({ hasText: "Ended" }).count()).toBeGreaterThan(0);
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});

describe("near me", () => {
  it("shows its radius and how many schools are further away, and widens it from a choice kept in the address", async () => {
    const everywhere = await getJson<ResultPage<ListingSearchItem>>(
      baseUrl,
      "/searchservice/api/v1/listing/school?size=1",
    );
    const { page, context, errors, close } = await openPage(browser(), { baseUrl });
    // Pune, where the demo data has schools, and more in other cities.
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 18.52, longitude: 73.856 });
    await page.goto("/school");
    await page.getByLabel("Sort by").selectOption("near");
    await page.waitForURL(/sort=near&lat=18\.52&lng=73\.856$/);
    const summary = page.getByRole("status").filter({ hasText: "within" });
    await expect.poll(() => summary.textContent()).toMatch(/^\d+ within 25 km · (\d+|none) further away$/);
    const [, within25, further25] = /^(\d+) within 25 km · (\d+)/.exec((await summary.textContent()) ?? "") ?? [];
    expect(Number(within25) + Number(further25)).toBe(everywhere.totalElements);

    const radius = page.getByRole("combobox", { name: "Within" });
    expect(await radius.inputValue()).toBe("25");
    await radius.selectOption("500");
    await page.waitForURL(/&radius=500$/);
    await expect.poll(() => summary.textContent()).toMatch(/^\d+ within 500 km · (\d+|none) further away$/);
    const within500 = Number(/^(\d+)/.exec((await summary.textContent()) ?? "")?.[1]);
    expect(within500).toBeGreaterThan(Number(within25));

    await page.reload();
    await expect.poll(() => page.getByRole("combobox", { name: "Within" }).inputValue()).toBe("500");
    await expect.poll(() => summary.textContent()).toContain("within 500 km");
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
