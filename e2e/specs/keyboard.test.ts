/**
 * The site by keyboard alone, in Chromium (issue 13, item 7): the search overlay opened from the
 * landing page's own search button, suggestions chosen with the arrow keys, Escape giving focus back;
 * one tab stop per destination in the header, wide and narrow; the news category popups.
 */
import type { Page as Paged } from "@lwl/contracts/paging";
import type { ListingSearchItem } from "@lwl/contracts/search";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { DEMO, signIn } from "../support/accounts.ts";
import { getJson } from "../support/api.ts";
import { errorsFrom, openPage, settled } from "../support/browser.ts";
import { chromiumForThisFile } from "../support/chromium-per-worker.ts";

const baseUrl = inject("baseUrl");
const browser = chromiumForThisFile();

/** What has focus, described well enough to compare: its test id, link target or name. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const box = element.getBoundingClientRect();
    return {
      testId: element.dataset.testid ?? null,
      href: element.getAttribute("href"),
      name: (element.getAttribute("aria-label") ?? element.textContent ?? "").trim(),
      // The site's header, not a page's own <header> inside main (a page header with its breadcrumb).
      inHeader: element.closest("header") !== null && element.closest("main, footer") === null,
      visible: box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.left < window.innerWidth,
    };
  });
}

/** Presses Tab until `wanted` has focus (at most `limit` times); fails when it never gets there. */
async function tabTo(page: Page, wanted: (f: Awaited<ReturnType<typeof focused>>) => boolean, limit = 40) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press("Tab");
    if (wanted(await focused(page))) return;
  }
  throw new Error(`not reached by ${limit} presses of Tab`);
}

/** A college whose name the search finds as the first suggestion when its first word is typed. */
async function aCollege(): Promise<ListingSearchItem> {
  const page = await getJson<Paged<ListingSearchItem>>(baseUrl, "/searchservice/api/v1/listing/college?size=20");
  const college = page.content.find((item) => (item.name.split(" ")[0] ?? "").length >= 5);
  if (!college) throw new Error("the demo data has no college with a long first word");
  return college;
}

describe("the search overlay by keyboard", () => {
  it("opens from the landing page's search button, types, arrows down, and Enter opens the listing", async () => {
    const college = await aCollege();
    const { page, errors, close } = await openPage(browser(), { baseUrl, width: 1280 });
    await page.goto("/");
    await page.getByTestId("landing-search").waitFor();
    await tabTo(page, (f) => f?.testId === "landing-search");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/?search=open");
    const overlay = page.getByRole("dialog", { name: "Search" });
    const box = overlay.getByRole("combobox");
    await expect.poll(() => box.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.type(college.name, { delay: 20 });
    // Suggestions show while typing, and the results for the typed text 500 ms after it stops; arrow down
    // then selects the first suggestion, whether their list is still open or the results have put it away.
    // Which came first depends on how busy the machine is: the key is pressed once both have come (the
    // results announced, every request ended and the page idle after it). The college is the first of the
    // list shown before any typing too: the announcement names the text searched for.
    await expect
      .poll(() => overlay.getByTestId("search-status").textContent())
      .toContain(` results for ${college.name}`);
    await settled(page);
    const listbox = overlay.getByRole("listbox", { name: "Suggestions" });
    await page.keyboard.press("ArrowDown");
    const first = listbox.getByRole("option").first();
    await expect.poll(() => first.getAttribute("aria-selected")).toBe("true");
    expect(await box.getAttribute("aria-activedescendant")).toBe(await first.getAttribute("id"));
    await expect.poll(() => first.textContent()).toContain(college.name);
    await page.keyboard.press("Enter");
    await page.waitForURL(`**/description/${college.id}/${college.slug}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(college.name);
    await expect.poll(() => overlay.count()).toBe(0);
    // A new page: focus starts at its main content, not on a control of the page before.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main-content");
    expect(errorsFrom(errors, baseUrl)).toEqual([]);
    await close();
  });

  it("announces the three-letter rule, and Escape closes the overlay with focus back on the landing button", async () => {
    const { page, close } = await openPage(browser(), { baseUrl, width: 375 });
    await page.goto("/");
    await page.getByTestId("landing-search").waitFor();
    await tabTo(page, (f) => f?.testId === "landing-search");
    await page.keyboard.press("Enter");
    const overlay = page.getByRole("dialog", { name: "Search" });
    await expect.poll(() => overlay.getByRole("combobox").evaluate((e) => e === document.activeElement)).toBe(true);
    await page.keyboard.type("ab");
    await expect.poll(() => page.getByTestId("search-status").textContent()).toBe("At least three letters required.");
    // Tab stays inside the dialog: all the way round and back to the box.
    for (let presses = 0; presses < 12; presses++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.closest("[role='dialog']") !== null)).toBe(true);
    }
    await overlay.getByRole("combobox").focus();
    await page.keyboard.press("Escape");
    await page.waitForURL(/\/$/);
    await expect.poll(() => overlay.count()).toBe(0);
    await expect.poll(async () => (await focused(page))?.testId).toBe("landing-search");
    await close();
  });
});

describe("the header by keyboard", () => {
  const expected = {
    "a visitor": {
      "/about-us": ["/", "/about-us?search=open", "/news", "/shortlist", "/login"],
      // On the news pages the logo leads to /news, so the News button is not a second stop there.
      "/news": ["/news", "/shortlist", "/login"],
    },
    "an administrator": {
      // Enquiries: the inbox of enquiries to listings nobody owns (issue 27), with its unread count.
      "/about-us": [
        "/",
        "/about-us?search=open",
        "/news",
        "/shortlist",
        "/ADMIN",
        "/user-profile#enquiries",
        "/user-profile",
      ],
      "/news": ["/news", "/shortlist", "/ADMIN", "/user-profile#enquiries", "/user-profile"],
    },
  } as const;
  for (const width of [1280, 375]) {
    for (const who of ["a visitor", "an administrator"] as const) {
      it(`has one visible tab stop per destination for ${who} at ${width} px`, async () => {
        const { page, close } = await openPage(browser(), { baseUrl, width });
        if (who === "an administrator") await signIn(page, DEMO.admin.email, DEMO.admin.password);
        for (const path of ["/about-us", "/news"] as const) {
          await page.goto(path);
          await page.getByRole("main").getByRole("heading", { level: 1 }).waitFor();
          const stops: NonNullable<Awaited<ReturnType<typeof focused>>>[] = [];
          for (let presses = 0; presses < 15; presses++) {
            await page.keyboard.press("Tab");
            const now = await focused(page);
            if (now === null) continue;
            if (!now.inHeader && stops.some((stop) => stop.inHeader)) break;
            stops.push(now);
          }
          const header = stops.filter((stop) => stop.inHeader);
          // Every stop is visible on this width, and no two go to the same place.
          expect(header.filter((stop) => !stop.visible)).toEqual([]);
          const targets = header.map((stop) => stop.href ?? stop.name);
          expect(targets, path).toEqual(expected[who][path]);
          expect(new Set(targets).size).toBe(targets.length);
        }
        await close();
      });
    }
  }
});

describe("the news category popups by keyboard", () => {
  it("opens a category's popup with its button, enters it with Tab, and Escape gives focus back to the button", async () => {
    const { page, close } = await openPage(browser(), { baseUrl, width: 1280 });
    await page.goto("/news");
    const nav = page.getByRole("navigation", { name: "News categories" });
    const toggle = nav.getByRole("button", { name: /^Latest .* articles$/ }).first();
    await toggle.waitFor();
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    const popupId = await toggle.getAttribute("aria-controls");
    const popup = page.locator(`[id="${popupId}"]`);
    await popup.getByRole("link").first().waitFor();
    await page.keyboard.press("Tab");
    expect(await page.evaluate((id) => document.activeElement?.closest(`[id="${id}"]`) !== null, popupId)).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
    await close();
  });
});
