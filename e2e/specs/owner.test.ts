import { crc32, deflateSync } from "node:zlib";
import type { OwnerListing, OwnerListingSummary } from "@lwl/contracts/listing-writes";
import type { Page as Paged } from "@lwl/contracts/paging";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { DEMO, signIn } from "../support/accounts.ts";
import { errorsFrom, openPage, settled } from "../support/browser.ts";
import { chromiumForThisFile } from "../support/chromium-per-worker.ts";

const baseUrl = inject("baseUrl");
const browser = chromiumForThisFile();
const SCREENSHOTS = process.env.OWNER_SCREENSHOTS;

/** The signed-in page's bearer token and user id, for the API calls a test makes on the side. */
async function sessionOf(page: Page): Promise<{ token: string; userId: string }> {
  const token = await page.evaluate(() => window.localStorage.getItem("authToken"));
  if (!token) throw new Error("not signed in");
  const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()) as { sub: string };
  return { token, userId: payload.sub };
}

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      accept: "application/json",
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A plain green PNG, made here so the e2e package needs no image library. */
function solidPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [46, 125, 50]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

async function screenshot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

describe("listing owners' pages", () => {
  it("an owner adds a listing with a logo and sees it pending review on the profile", async () => {
    const { page, errors, close } = await openPage(browser(), { baseUrl, width: 1280 });
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await page.goto("/user-profile");
    await page.getByRole("link", { name: "Add Listing" }).click();
    await page.waitForURL("**/add-listing-card");
    await page
      .getByRole("main")
      .getByRole("link", { name: /^School/ })
      .click();
    await page.waitForURL("**/add-listing?type=school");

    const name = unique("Sunrise Public School");
    await page.getByLabel(/^Name/).fill(name);
    await page.getByRole("toolbar", { name: "Formatting for Description" }).waitFor();
    await page.getByRole("textbox", { name: "Description" }).fill("A friendly school by the lake.");
    await page.getByLabel(/^Boards/).fill("CBSE");
    await page.getByLabel(/^Street address/).fill("4 Lake View Road");
    await page.getByLabel(/^City/).fill("Pune");
    await page.getByLabel(/^State/).fill("Maharashtra");
    const logo = solidPng(200, 200);
    await page.getByLabel(/^Logo/).setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
    await page.getByText("Logo uploaded.").waitFor();
    const preview = page.getByRole("img", { name: "Current logo" });
    expect(await preview.getAttribute("src")).toMatch(/^\/media\/uploads\//);
    await screenshot(page, "add-listing-1280");
    await page.getByRole("button", { name: "Submit listing" }).click();

    await page.getByText("Your listing is pending review").waitFor();
    await page.getByRole("link", { name: "Go to your profile" }).click();
    await page.waitForURL("**/user-profile");
    const item = page.getByRole("region", { name: "Your listings" }).getByRole("listitem").filter({ hasText: name });
    await item.getByText("Pending review", { exact: true }).waitFor();
    await item.getByText("Waiting for an administrator's review.").waitFor();
    await screenshot(page, "dashboard-1280");

    // Not on the site until it is approved.
    const { token, userId } = await sessionOf(page);
    const mine = await api<Paged<OwnerListingSummary>>(token, "GET", `/api/listings/author/${userId}?size=100`);
    const added = mine.content.find((listing) => listing.name === name);
    expect(added?.status).toBe("PENDING");
    expect(added?.logo).toMatch(/^\/media\/uploads\//);
    expect((await fetch(`${baseUrl}/api/listings/${added?.id}`)).status).toBe(404);
    expect(errorsFrom(errors, baseUrl)).toEqual([]);
    await close();
  });

  it("an owner states a college's facts in the editor; approved by an administrator, the public page shows them", async () => {
    const { page, errors, close } = await openPage(browser(), { baseUrl, width: 1280 });
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await page.goto("/add-listing?type=college");
    const name = unique("Lakeside Institute of Technology");
    await page.getByLabel(/^Name/).fill(name);
    await page.getByRole("toolbar", { name: "Formatting for Description" }).waitFor();
    await page.getByRole("textbox", { name: "Description" }).fill("Engineering by the lake.");
    await page.getByRole("group", { name: "Hostel (optional)" }).getByRole("radio", { name: "Yes" }).check();
    await page.getByRole("button", { name: "Add course" }).click();
    const course = page.getByRole("group", { name: "Course 1" });
    // The new row takes the focus: its name is typed straight away.
    await page.keyboard.type("B.Tech Computer Science");
    await course.getByLabel(/^Level/).selectOption({ label: "Undergraduate (UG)" });
    await course.getByLabel(/^Duration/).fill("4");
    await course.getByLabel(/^Seats/).fill("120");
    await page.getByLabel(/^Lowest tuition/).fill("1,20,000");
    await page.getByLabel(/^Highest tuition/).fill("180000");
    await page.getByLabel(/^Street address/).fill("9 Lake Road");
    await page.getByLabel(/^City/).fill("Pune");
    await page.getByLabel(/^State/).fill("Maharashtra");
    await screenshot(page, "add-college-facts-1280");
    await page.getByRole("button", { name: "Submit listing" }).click();
    await page.getByText("Your listing is pending review").waitFor();

    const { token, userId } = await sessionOf(page);
    const mine = await api<Paged<OwnerListingSummary>>(token, "GET", `/api/listings/author/${userId}?size=100`);
    const added = mine.content.find((listing) => listing.name === name);
    if (!added) throw new Error("the new college is not among the owner's listings");
    await close();

    // An administrator approves it in the queue, where its facts read as the public page will word them.
    const admin = await openPage(browser(), { baseUrl, width: 1280 });
    await signIn(admin.page, DEMO.admin.email, DEMO.admin.password);
    await admin.page.goto("/ADMIN?tab=listing");
    await admin.page.getByRole("button", { name: new RegExp(`^${name} New`) }).click();
    const review = admin.page.getByRole("region", { name: `Review: ${name}` });
    await review.getByText("₹1,20,000 – ₹1,80,000 a year").waitFor();
    await review.getByRole("button", { name: "Approve" }).click();
    await admin.page.locator(".Toastify").getByText(`Approved “${name}”.`).first().waitFor();
    await admin.close();

    const visitor = await openPage(browser(), { baseUrl, width: 1280 });
    await visitor.page.goto(`/description/${added.id}/${added.slug}`);
    await visitor.page.getByRole("heading", { level: 1, name }).waitFor();
    const facts = visitor.page.getByRole("region", { name: "Key facts" });
    const fact = (term: string) =>
      facts.locator("div", { has: visitor.page.getByRole("term").getByText(term, { exact: true }) });
    expect(await fact("Annual tuition").getByRole("definition").textContent()).toBe("₹1,20,000 – ₹1,80,000 a year");
    expect(await fact("Hostel").getByRole("definition").textContent()).toBe("Yes");
    const courses = facts.getByRole("table", { name: "Courses" });
    expect(await courses.getByRole("row").allTextContents()).toEqual([
      "CourseLevelDurationSeats",
      "B.Tech Computer ScienceUndergraduate (UG)4 years120",
    ]);
    if (SCREENSHOTS) await visitor.page.screenshot({ path: `${SCREENSHOTS}/college-facts-1280.png`, fullPage: true });
    expect(errorsFrom(errors, baseUrl)).toEqual([]);
    expect(errorsFrom(visitor.errors, baseUrl)).toEqual([]);
    await visitor.close();
  });

  it("an owner edits a published listing: the public page keeps the old text until it is approved", async () => {
    const { page, errors, close } = await openPage(browser(), { baseUrl, width: 1280 });
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    const { token, userId } = await sessionOf(page);
    const mine = await api<Paged<OwnerListingSummary>>(token, "GET", `/api/listings/author/${userId}?size=100`);
    const listing = mine.content.find((l) => l.status === "PUBLISHED" && !l.pendingSince && l.id !== 1749);
    if (!listing) throw new Error("the demo owner has no published listing without pending changes");
    const live = await api<OwnerListing>(token, "GET", `/api/listings/${listing.id}/manage`);

    // The listing's page offers its owner the owner's actions.
    await page.goto(`/description/${listing.id}/${listing.slug}`);
    await page.getByRole("region", { name: "Manage this listing" }).getByRole("link", { name: "Edit listing" }).click();
    await page.waitForURL(`**/edit-listing/${listing.id}`);
    const nameBox = page.getByLabel(/^Name/);
    expect(await nameBox.inputValue()).toBe(live.name);
    const newName = `${live.name} Campus`;
    await nameBox.fill(newName);
    // The back button asks before the typed changes are lost, and staying keeps them (ADR 0017).
    await page.goBack({ waitUntil: "commit" });
    await page.getByRole("alertdialog", { name: "You have unsaved changes. Leave this page and lose them?" }).waitFor();
    await page.getByRole("button", { name: "Stay on this page" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/edit-listing/${listing.id}`);
    expect(await nameBox.inputValue()).toBe(newName);
    const editor = page.getByRole("textbox", { name: "Description" });
    await page.getByRole("toolbar", { name: "Formatting for Description" }).waitFor();
    await editor.fill("Completely new description text.");
    await screenshot(page, "edit-listing-1280");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Your changes are pending review").waitFor();
    await page
      .getByText("The live version of your listing stays online unchanged until an administrator approves the changes.")
      .waitFor();

    await page.goto(`/description/${listing.id}/${listing.slug}`);
    await page.getByRole("heading", { level: 1, name: live.name, exact: true }).waitFor();
    expect(await page.getByText(newName).count()).toBe(0);
    expect(await page.getByText("Completely new description text.").count()).toBe(0);

    await page.goto("/user-profile");
    const item = page
      .getByRole("region", { name: "Your listings" })
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: `Edit listing ${live.name}`, exact: true }) });
    await item.getByText("Changes pending review").waitFor();

    // Opening the form again starts from the proposed changes.
    await page.goto(`/edit-listing/${listing.id}`);
    expect(await page.getByLabel(/^Name/).inputValue()).toBe(newName);
    await page.getByText(/are waiting for review; the form shows them/).waitFor();
    expect(errorsFrom(errors, baseUrl)).toEqual([]);
    await close();
  });

  it("stored XSS typed into the editor and plain fields, or sent to the API, ends inert on the pages", async () => {
    const { page, errors, close } = await openPage(browser(), { baseUrl, width: 1280 });
    const payloads = [
      `<img src=x onerror="window.__xss=1">`,
      `<script>window.__xss=1</script>`,
      `<svg onload="window.__xss=1"></svg>`,
      `"><img src=x onerror=window.__xss=1>`,
      `<a href="javascript:window.__xss=1">click me</a>`,
      `<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>`,
      `<details open ontoggle="window.__xss=1">`,
    ];
    await signIn(page, DEMO.admin.email, DEMO.admin.password);

    // Through the form: an administrator's listing is published at once, with the payloads as typed text.
    await page.goto("/add-listing?type=college");
    const name = `XSS ${Date.now().toString(36)} <img src=x onerror="window.__xss=1">`;
    await page.getByLabel(/^Name/).fill(name);
    await page.getByRole("toolbar", { name: "Formatting for Description" }).waitFor();
    await page.getByRole("textbox", { name: "Description" }).fill(payloads.join(" "));
    await page.getByLabel(/^Affiliation/).fill(payloads[1] ?? "");
    await page.getByRole("button", { name: "Add course" }).click();
    await page
      .getByRole("group", { name: "Course 1" })
      .getByLabel(/^Course name/)
      .fill(payloads.join(" ").slice(0, 90));
    await page.getByLabel(/^Entrance exams/).fill(payloads.join("\n"));
    await page.getByLabel(/^Street address/).fill(payloads[3] ?? "");
    await page.getByLabel(/^City/).fill("Pune");
    await page.getByLabel(/^State/).fill("Maharashtra");
    await page.getByRole("button", { name: "Submit listing" }).click();
    await page.getByText("Your listing is published").waitFor();
    await page.getByRole("link", { name: "View it on the site" }).click();
    await page.getByRole("heading", { level: 1, name }).waitFor();
    await page
      .getByText(payloads[0] ?? "", { exact: false })
      .first()
      .waitFor();

    // Through the API: HTML in the rich-text fields is sanitised before it is stored.
    const { token } = await sessionOf(page);
    const listing = await api<OwnerListing>(token, "POST", "/api/listings", {
      type: "TUTORIAL",
      name: `XSS API ${Date.now().toString(36)}`,
      description: `<p>Safe text</p>${payloads.join("")}`,
      address: { line1: payloads[3], city: "Pune", state: "Maharashtra", country: "India" },
      contact: { phone: null, email: null, website: null },
      details: { kind: "TUTORIAL", subjects: [payloads[0]], modes: ["ONLINE"], feeNote: payloads[2] },
    });
    const event = await api<{ id: number; slug: string }>(token, "POST", "/api/events", {
      listingId: listing.id,
      title: `Talk ${payloads[0]}`,
      description: payloads.join(""),
      eventType: (await (await fetch(`${baseUrl}/api/eventType`)).json())[0].code,
      accessibility: (await (await fetch(`${baseUrl}/api/eventAccessibility`)).json())[0].code,
      startsAt: "2027-01-10T10:00",
      onlineUrl: "https://meet.example/talk",
      fee: payloads[1],
    });

    for (const path of [`/description/${listing.id}/${listing.slug}`, `/eventdescription/${event.id}/${event.slug}`]) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await page
        .getByText(path.startsWith("/description") ? "Safe text" : "click me")
        .first()
        .waitFor();
      // Click whatever links the description kept: a javascript: link must not survive.
      for (const link of await page.getByRole("link", { name: "click me" }).all()) {
        expect(await link.getAttribute("href")).not.toMatch(/^javascript:/i);
      }
      // Every request the page started has ended (the pictures named "x" have failed, so an onerror
      // would have run), and the page has been idle since: whatever a payload could set off has happened.
      await settled(page);
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      expect(
        await page.locator("main script, main iframe, main svg[onload], main [onerror], main [ontoggle]").count(),
      ).toBe(0);
    }

    // The edit form shows the stored text without running it either.
    await page.goto(`/edit-listing/${listing.id}`);
    await page.getByRole("toolbar", { name: "Formatting for Description" }).waitFor();
    await settled(page);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(errorsFrom(errors, baseUrl).filter((error) => !error.includes("/x"))).toEqual([]);
    await close();
  });

  it("sends a Reader to /not-a-listing-owner and another owner's listing to /not-belogs-to-you", async () => {
    const { page, close } = await openPage(browser(), { baseUrl });
    await signIn(page, DEMO.reader.email, DEMO.reader.password);
    await page.goto("/add-listing-card");
    await page.waitForURL("**/not-a-listing-owner");
    await close();

    const owner = await openPage(browser(), { baseUrl });
    await signIn(owner.page, DEMO.owner.email, DEMO.owner.password);
    const { token, userId } = await sessionOf(owner.page);
    const listings = await api<Paged<OwnerListingSummary>>(token, "GET", "/api/listings?size=100");
    const notMine = listings.content.find((l) => l.authorId !== null && l.authorId !== userId);
    if (!notMine) throw new Error("the demo data has no listing of another author");
    await owner.page.goto(`/edit-listing/${notMine.id}`);
    await owner.page.waitForURL("**/not-belogs-to-you");
    await owner.page.goto("/create-event/999999");
    await owner.page.waitForURL("**/error");
    await owner.close();
  });
});
