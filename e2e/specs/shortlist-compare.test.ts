/**
 * Shortlist and compare in Chromium (issue 27 items 2 and 3): a visitor saves three schools from the
 * browse page, finds them on /shortlist, compares them side by side at a shareable address, signs in
 * and finds the shortlist kept in their new account. /shortlist and /compare are axe clean.
 */
import type { Shortlist } from "@lwl/contracts/shortlist";
import { describe, expect, inject, it } from "vitest";
import { createAccount, freshEmail, signInThroughForm } from "../support/accounts.ts";
import { getJsonAs, passwordToken } from "../support/api.ts";
import { axeViolations } from "../support/axe.ts";
import { errorsFrom, openPage } from "../support/browser.ts";
import { chromiumForThisFile } from "../support/chromium-per-worker.ts";

const baseUrl = inject("baseUrl");
const browser = chromiumForThisFile();
const SAVE = /^Save (.+) to your shortlist$/;

describe("shortlist and compare", () => {
  it("a visitor shortlists three schools, compares them, signs in and finds the shortlist kept", async () => {
    const { page, errors, close } = await openPage(browser(), { baseUrl, width: 1280 });
    await page.goto("/school");
    const saveButtons = page.getByRole("button", { name: SAVE });
    await saveButtons.nth(2).waitFor();
    const names: string[] = [];
    for (let n = 0; n < 3; n += 1) {
      // Each saved card's button becomes "Remove …", so the next unsaved one is always the first.
      const button = saveButtons.first();
      const name = SAVE.exec((await button.getAttribute("aria-label")) ?? "")?.[1] ?? "";
      await button.click();
      await page.getByRole("button", { name: `Remove ${name} from your shortlist`, pressed: true }).waitFor();
      names.push(name);
    }

    await page.getByRole("link", { name: /^Shortlist/ }).click();
    const schools = page.getByRole("region", { name: "Schools (3)" });
    await schools.waitFor();
    expect(await schools.getByRole("heading", { level: 3 }).allTextContents()).toEqual([...names].reverse());
    const note = schools.getByRole("textbox", { name: `Your note on ${names[0]}` });
    await note.fill("Ask about the school bus");
    await note.blur();
    await schools.getByText("Note saved.").waitFor();
    expect(await axeViolations(page)).toEqual([]);

    for (const name of names) await schools.getByRole("checkbox", { name: `Compare ${name}` }).check();
    await schools.getByRole("button", { name: "Compare schools" }).click();
    const table = page.getByRole("table", { name: "Comparison of 3 schools" });
    await table.waitFor();
    // In the order they were ticked.
    expect(await table.getByRole("columnheader").allTextContents()).toEqual(names);
    expect(new URL(page.url()).pathname).toBe("/compare");
    await page.getByRole("switch", { name: "Show only differences" }).check();
    expect(await axeViolations(page)).toEqual([]);

    // Signing in merges the browser's shortlist into the new account, note and all.
    const email = freshEmail("shortlister");
    await createAccount(baseUrl, email, "shortlist passphrase 1", "Meera Iyer");
    await signInThroughForm(page, email, "shortlist passphrase 1");
    await page.getByRole("link", { name: /^Shortlist/ }).click();
    await page.getByRole("region", { name: "Schools (3)" }).waitFor();
    const { token } = await passwordToken(baseUrl, { email, password: "shortlist passphrase 1" });
    const kept = await getJsonAs<Shortlist>(baseUrl, token, "/api/shortlist");
    expect(kept.items.map((item) => [item.listing.name, item.note]).sort()).toEqual(
      names.map((name) => [name, name === names[0] ? "Ask about the school bus" : ""]).sort(),
    );
    expect(await page.evaluate(() => window.localStorage.getItem("lwl.shortlist"))).toBeNull();
    expect(errorsFrom(errors, baseUrl)).toEqual([]);
    await close();
  });
});
