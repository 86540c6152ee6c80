import type { Page } from "@lwl/contracts/paging";
import type { ListingSearchItem } from "@lwl/contracts/search";
import { describe, expect, inject, it } from "vitest";
import { getJson } from "../support/api.ts";
import { axeViolations } from "../support/axe.ts";
import { openPage } from "../support/browser.ts";
import { chromiumForThisFile } from "../support/chromium-per-worker.ts";

const baseUrl = inject("baseUrl");
const browser = chromiumForThisFile();

/**
 * A college of the demo data and its name with one letter left out of its longest word (a typo
 * the search forgives from five letters on), so the test follows whatever the seed produced.
 */
async function collegeWithTypo(): Promise<{ listing: ListingSearchItem; typed: string }> {
  const page = await getJson<Page<ListingSearchItem>>(baseUrl, "/searchservice/api/v1/listing/college?size=20");
  const names = page.content.map((item) => item.name);
  for (const listing of page.content) {
    // A name shared by two colleges could put either first.
    if (names.filter((name) => name === listing.name).length > 1) continue;
    const words = listing.name.split(" ");
    const longest = [...words].sort((a, b) => b.length - a.length)[0] ?? "";
    if (longest.length < 7 || !/^[A-Za-z]+$/.test(longest)) continue;
    const misspelt = longest.slice(0, 3) + longest.slice(4);
    return {
      listing,
      typed: words
        .map((word) => (word === longest ? misspelt : word))
        .join(" ")
        .toLowerCase(),
    };
  }
  throw new Error("the demo data has no college with a long enough word in its name");
}

describe("search overlay", () => {
  it("opens from the header, forgives a typo, puts the listing first, opens it and comes back", async () => {
    const { listing, typed } = await collegeWithTypo();
    const { page, errors, close } = await openPage(browser(), { baseUrl });
    await page.goto("/about-us");
    await page.getByTestId("header-search").click();
    await page.waitForURL("**/about-us?search=open");
    const overlay = page.getByRole("dialog", { name: "Search" });
    const box = overlay.getByRole("combobox");
    await expect.poll(() => box.getAttribute("placeholder")).toBe("What are you looking for?");
    await expect.poll(() => box.evaluate((element) => element === document.activeElement)).toBe(true);

    await box.fill(typed);
    const results = overlay.getByRole("list", { name: "College results" });
    await expect.poll(() => results.getByRole("link").first().textContent(), { timeout: 10_000 }).toBe(listing.name);
    expect(await axeViolations(page)).toEqual([]);

    await results.getByRole("link").first().click();
    await page.waitForURL(`**/description/${listing.id}/${listing.slug}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(listing.name);
    await expect.poll(() => overlay.count()).toBe(0);

    // Back: the overlay is open again over the page it was opened on, starting afresh.
    await page.goBack();
    await page.waitForURL("**/about-us?search=open");
    await expect.poll(() => overlay.getByRole("combobox").inputValue()).toBe("");

    // The search is remembered: the empty box offers it. Escape closes that list, then the overlay
    // (after the 200 ms fade), leaving the page it was opened on.
    await overlay.getByRole("combobox").focus();
    await expect
      .poll(() => overlay.getByRole("listbox", { name: "Recent searches" }).getByRole("option").first().textContent())
      .toContain(typed);
    await overlay.getByRole("combobox").press("Escape");
    await expect.poll(() => overlay.getByRole("combobox").getAttribute("aria-expanded")).toBe("false");
    await overlay.getByRole("combobox").press("Escape");
    await page.waitForURL(/\/about-us$/);
    await expect.poll(() => overlay.count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it("adds a page on scrolling to the bottom, and is clean for axe on a phone with the three-letter hint", async () => {
    const { page, close } = await openPage(browser(), { baseUrl, width: 375 });
    await page.goto("/?search=open");
    const overlay = page.getByRole("dialog", { name: "Search" });
    const links = overlay.getByRole("list", { name: "College results" }).getByRole("link");
    await links.first().waitFor();
    expect(await links.count()).toBe(20);
    await page.getByTestId("search-scroller").evaluate((box) => box.scrollTo(0, box.scrollHeight));
    await expect.poll(() => links.count()).toBeGreaterThan(20);
    await overlay.getByRole("combobox").fill("ab");
    await overlay.getByText("At least three letters required.").first().waitFor();
    await page.getByText("Please enter at least 3 characters").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });
});

describe("school browse page", () => {
  it("keeps the filters in the address: they survive a reload", async () => {
    const { page, errors, close } = await openPage(browser(), { baseUrl });
    await page.goto("/school");
    const board = page.getByRole("group", { name: "Board" });
    const first = board.getByRole("checkbox").first();
    await first.waitFor();
    const label = (await first.getAttribute("aria-label")) ?? "";
    const value = label.replace(/ \(\d+\)$/, "");
    const count = Number(/\((\d+)\)$/.exec(label)?.[1]);
    await first.check();
    await page.waitForURL((url) => url.searchParams.get("board") === value);
    const heading = page.getByRole("heading", { level: 2, name: /schools/ });
    await expect.poll(() => heading.textContent()).toMatch(new RegExp(`^${count} schools`));

    await page.reload();
    await expect.poll(() => board.getByRole("checkbox", { name: label }).isChecked()).toBe(true);
    await expect.poll(() => heading.textContent()).toMatch(new RegExp(`^${count} schools`));
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("is clean for axe at 375 px on the events page", async () => {
    const { page, close } = await openPage(browser(), { baseUrl, width: 375 });
    await page.goto("/event");
    await page.getByRole("article").first().waitFor();
    await page.getByRole("button", { name: /Filters/ }).click();
    await page.getByRole("group", { name: "Event type" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });
});
