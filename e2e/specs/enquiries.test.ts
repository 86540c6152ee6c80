/**
 * Enquiries in Chromium (issue 27 items 4 and 5): a visitor asks a school about admission from its page;
 * the e-mail to the owner is in the outbox; the owner sees the unread count in the header, opens the
 * enquiry in the inbox on their profile and replies, and the reply reaches the visitor's e-mail. The
 * form and the inbox are axe clean.
 */
import type { OwnerListingSummary } from "@lwl/contracts/listing-writes";
import type { Page as Paged } from "@lwl/contracts/paging";
import { describe, expect, inject, it } from "vitest";
import { DEMO, freshEmail, signIn } from "../support/accounts.ts";
import { getJsonAs, passwordToken } from "../support/api.ts";
import { axeViolations } from "../support/axe.ts";
import { errorsFrom, openPage } from "../support/browser.ts";
import { chromiumForThisFile } from "../support/chromium-per-worker.ts";
import { newestMail } from "../support/outbox.ts";

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");
const browser = chromiumForThisFile();
/** A listing's name inside a pattern, its dots and brackets meaning themselves. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("enquiries", () => {
  it("a visitor asks a school about admission; the owner is e-mailed, sees it unread in the inbox and replies", async () => {
    const owner = await passwordToken(baseUrl, DEMO.owner);
    const mine = await getJsonAs<Paged<OwnerListingSummary>>(
      baseUrl,
      owner.token,
      `/api/listings/author/${owner.userId}?size=100`,
    );
    const school = mine.content.find((l) => l.status === "PUBLISHED" && l.type === "SCHOOL");
    if (!school) throw new Error("the demo owner has no published school");
    const visitorEmail = freshEmail("parent");
    const question = `Are there seats in grade 4 next June? (${Date.now().toString(36)})`;

    // The visitor fills in the form on the school's page.
    const visitor = await openPage(browser(), { baseUrl, width: 1280 });
    await visitor.page.goto(`/description/${school.id}`);
    const panel = visitor.page.getByRole("region", { name: "Ask about admission" });
    await panel.getByRole("button", { name: "Ask about admission" }).click();
    const form = panel.getByRole("form", { name: "Ask about admission" });
    await form.getByLabel(/^Your name/).fill("Neha Joshi");
    await form.getByLabel(/^E-mail/).fill(visitorEmail);
    await form.getByLabel(/^Phone/).fill("+91 98220 11223");
    await form.getByRole("radio", { name: "Parent" }).check();
    await form.getByLabel(/^Course or grade/).fill("Grade 4");
    await form.getByLabel(/^Your question/).fill(question);
    await form
      .getByRole("checkbox", { name: new RegExp(`I agree that ${literally(school.name)} may contact me`) })
      .check();
    expect(await axeViolations(visitor.page)).toEqual([]);
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await panel.getByText("Thank you! Your enquiry has been sent.").waitFor();
    expect(errorsFrom(visitor.errors, baseUrl)).toEqual([]);
    await visitor.close();

    // Through the outbox: to the owner (answering reaches the visitor), and the visitor's copy.
    const toOwner = await newestMail(dataDir, DEMO.owner.email, new RegExp(`asks about ${literally(school.name)}$`));
    expect(toOwner.subject).toMatch(/^\[Enquiry #\d+\] Neha Joshi asks about /);
    expect(toOwner.text).toContain(question);
    await newestMail(dataDir, visitorEmail, new RegExp(`^Your enquiry to ${literally(school.name)}$`));

    // The owner: the header counts it unread; the inbox opens it and sends the reply.
    const ownerPage = await openPage(browser(), { baseUrl, width: 1280 });
    const { page } = ownerPage;
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await page.goto("/user-profile");
    const badge = page.getByRole("link", { name: /^Enquiries.*\d+ unread$/ });
    const unread = Number(await badge.locator('[aria-hidden="true"]').innerText());
    await badge.click();
    const inbox = page.getByRole("region", { name: "Enquiries", exact: true });
    // Newest first: the visitor's enquiry is the first from Neha Joshi; its message shows once opened.
    const item = inbox.getByRole("listitem").filter({ hasText: "Neha Joshi" }).first();
    await item.getByRole("button", { name: "Open the enquiry from Neha Joshi" }).click();
    await item.getByRole("link", { name: visitorEmail }).waitFor();
    await item.getByText(question).waitFor();
    await page
      .getByRole("link", { name: unread > 1 ? new RegExp(`^Enquiries.*: ${unread - 1} unread$`) : /^Enquiries$/ })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await item.getByLabel(/^Your reply/).fill("Yes, two seats are left. Please visit on Saturday at 10.");
    await item.getByRole("button", { name: "Send reply" }).click();
    await item.getByText("Replied", { exact: true }).waitFor();
    expect(errorsFrom(ownerPage.errors, baseUrl)).toEqual([]);
    await ownerPage.close();

    const reply = await newestMail(
      dataDir,
      visitorEmail,
      new RegExp(`^Re: your enquiry to ${literally(school.name)}$`),
    );
    expect(reply.text).toContain("Yes, two seats are left.");
  });
});
