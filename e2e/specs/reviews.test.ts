/**
 * Reviews and ratings, the whole journey in Chromium (issue 26): a new user verifies their e-mail and
 * reviews a listing; an administrator approves it in the queue; the listing's score and card count it;
 * the listing's owner replies and the reply shows once approved; another user reports the review; the
 * queue shows the report.
 */
import type { ApprovalItem } from "@lwl/contracts/approvals";
import type { OwnerListingSummary } from "@lwl/contracts/listing-writes";
import type { Listing } from "@lwl/contracts/listings";
import type { Page as Paged } from "@lwl/contracts/paging";
import type { ReviewSummary } from "@lwl/contracts/reviews";
import type { ListingSearchResults } from "@lwl/contracts/search";
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { createAccount, DEMO, freshEmail, signIn } from "../support/accounts.ts";
import { getJson, getJsonAs, passwordToken } from "../support/api.ts";
import { axeViolations } from "../support/axe.ts";
import { errorsFrom, openPage } from "../support/browser.ts";
import { chromiumForThisFile } from "../support/chromium-per-worker.ts";
import { linkTo, newestMail } from "../support/outbox.ts";

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");
const browser = chromiumForThisFile();
const QUEUE = "/adminservice/api/v1/admin/pendingapprovals";

/** One review on the listing page, found by its title. */
const reviewTitled = (page: Page, title: string): Locator =>
  page.locator("#reviews li").filter({ has: page.getByRole("heading", { name: title }) });

async function approveInQueue(page: Page, tab: RegExp, title: string): Promise<void> {
  await page.goto("/ADMIN");
  await page.getByRole("tab", { name: tab }).click();
  await page
    .getByRole("button", { name: new RegExp(title) })
    .first()
    .click();
  await page.getByRole("button", { name: "Approve", exact: true }).click();
  await page
    .getByRole("button", { name: new RegExp(title) })
    .first()
    .waitFor({ state: "detached" });
}

describe("reviews and ratings", () => {
  it("a new user reviews a listing; approved, it counts; the owner replies; a report brings it back to the queue", async () => {
    const owner = await passwordToken(baseUrl, DEMO.owner);
    const mine = await getJsonAs<Paged<OwnerListingSummary>>(
      baseUrl,
      owner.token,
      `/api/listings/author/${owner.userId}?size=100`,
    );
    const listing = mine.content.find((l) => l.status === "PUBLISHED" && l.type === "COLLEGE" && l.id !== 1749);
    if (!listing) throw new Error("the demo owner has no published college");
    const before = await getJson<ReviewSummary>(baseUrl, `/api/listings/${listing.id}/reviews/summary`);
    const title = `Honest view ${Date.now().toString(36)}`;

    // A new user: signs up, verifies the e-mail, writes a review.
    const { page, errors, close } = await openPage(browser(), { baseUrl, width: 1280 });
    const email = freshEmail("reviewer");
    await createAccount(baseUrl, email, "reviewer passphrase 1", "Kavya Rao");
    await signIn(page, email, "reviewer passphrase 1");
    await page.goto(linkTo(await newestMail(dataDir, email, /Confirm your e-mail/), "/verify"));
    await page.getByText("Thank you! Your e-mail address is verified.").waitFor();
    await page.goto(`/description/${listing.id}#reviews`);
    await page.getByRole("button", { name: "Write a review" }).click();
    const form = page.getByRole("form", { name: "Write a review" });
    await form
      .getByRole("group", { name: /Overall rating/ })
      .getByRole("radio", { name: "4 stars" })
      .check({ force: true });
    await form
      .getByRole("group", { name: /Placements/ })
      .getByRole("radio", { name: "3 stars" })
      .check({ force: true });
    await form.getByRole("radio", { name: "Student" }).check();
    expect(await form.getByLabel(/^Display name/).inputValue()).toBe("Kavya Rao");
    await form.getByLabel(/^Title/).fill(title);
    await form
      .getByLabel(/^Your review/)
      .fill("Teachers explain well and the library is open late. Placements were slower than the brochure said.");
    await form.getByRole("button", { name: "Send review" }).click();
    const yours = page.getByRole("region", { name: "Your review" });
    await yours.getByText("Pending", { exact: true }).waitFor();
    expect(await reviewTitled(page, title).count()).toBe(0);
    expect(errorsFrom(errors, baseUrl)).toEqual([]);
    await close();

    // An administrator approves it in the queue: the listing counts it, on its page and on its card.
    const admin = await openPage(browser(), { baseUrl, width: 1280 });
    await signIn(admin.page, DEMO.admin.email, DEMO.admin.password);
    await approveInQueue(admin.page, /^Reviews/, title);
    const after = await getJson<ReviewSummary>(baseUrl, `/api/listings/${listing.id}/reviews/summary`);
    expect(after.count).toBe(before.count + 1);
    expect(after.stars[4]).toBe(before.stars[4] + 1);
    const detail = await getJson<Listing>(baseUrl, `/api/listings/${listing.id}`);
    expect(detail.rating.count).toBe(before.count + 1);
    const found = await getJson<ListingSearchResults>(
      baseUrl,
      `/searchservice/api/v1/listing/college?key=${encodeURIComponent(listing.name)}`,
    );
    expect(found.content.find((card) => card.id === listing.id)?.rating.count).toBe(before.count + 1);

    // The listing's owner replies; once approved, visitors read it under the review.
    const ownerPage = await openPage(browser(), { baseUrl, width: 1280 });
    await signIn(ownerPage.page, DEMO.owner.email, DEMO.owner.password);
    await ownerPage.page.goto(`/description/${listing.id}?reviewSort=newest#reviews`);
    await reviewTitled(ownerPage.page, title)
      .getByRole("button", { name: `Reply to “${title}”` })
      .click();
    await ownerPage.page
      .getByLabel(/^Your reply/)
      .fill("Thank you, Kavya. Our placement cell now meets every student in the first term.");
    await ownerPage.page.getByRole("button", { name: "Save reply" }).click();
    await ownerPage.page.getByText("Your reply is waiting for review").waitFor();
    expect(errorsFrom(ownerPage.errors, baseUrl)).toEqual([]);
    await ownerPage.close();
    const replies = await getJsonAs<Paged<ApprovalItem>>(
      baseUrl,
      (await passwordToken(baseUrl, DEMO.admin)).token,
      `${QUEUE}/REPLY?size=50`,
    );
    const reply = replies.content.find((item) => item.title === `Reply to “${title}”`);
    if (!reply) throw new Error("the reply is not in the queue");
    await approveInQueue(admin.page, /^Replies/, `Reply to “${title}”`);

    // Another user reads the reply and reports the review.
    const reader = await openPage(browser(), { baseUrl, width: 1280 });
    await signIn(reader.page, DEMO.reader.email, DEMO.reader.password);
    await reader.page.goto(`/description/${listing.id}?reviewSort=newest#reviews`);
    const review = reviewTitled(reader.page, title);
    await review.getByText(`Response from ${listing.name}`).waitFor();
    await review.getByText("Our placement cell now meets every student in the first term.").waitFor();
    // The reviews section with a reply, a signed-in reader's buttons and the list's controls: axe clean.
    expect(await axeViolations(reader.page)).toEqual([]);
    await review.getByRole("button", { name: /^Report/ }).click();
    const dialog = reader.page.getByRole("dialog");
    await dialog.getByRole("radio", { name: "Spam or advertising" }).check();
    await dialog.getByLabel(/^Anything to add/).fill("Reads like an advert for the placement cell.");
    await dialog.getByRole("button", { name: "Report review" }).click();
    await review.getByText("Reported — an administrator will look at it").waitFor();
    expect(errorsFrom(reader.errors, baseUrl)).toEqual([]);
    await reader.close();

    // The queue shows the reported review with the report.
    await admin.page.goto("/ADMIN");
    await admin.page.getByRole("tab", { name: /^Reviews/ }).click();
    await admin.page
      .getByRole("button", { name: new RegExp(title) })
      .first()
      .click();
    await admin.page.getByRole("heading", { name: "Reported review" }).waitFor();
    await admin.page.getByText("Spam or advertising").waitFor();
    await admin.page.getByText("Reads like an advert for the placement cell.").waitFor();
    await admin.page.getByRole("button", { name: "Keep review" }).waitFor();
    expect(errorsFrom(admin.errors, baseUrl)).toEqual([]);
    await admin.close();
  });
});
