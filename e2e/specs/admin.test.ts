import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { createAccount, DEMO, freshEmail, signIn } from "../support/accounts.ts";
import { axeViolations } from "../support/axe.ts";
import { errorsFrom, type OpenedPage, openPage } from "../support/browser.ts";
import { chromiumForThisFile } from "../support/chromium-per-worker.ts";
import { newestMail } from "../support/outbox.ts";

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");
const browser = chromiumForThisFile();
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

const toast = (page: Page, text: string | RegExp) => page.locator(".Toastify").getByText(text).first().waitFor();

/** A call the signed-in page makes with its own stored token, as the app's code would. */
function callAsPage(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = window.localStorage.getItem("authToken");
      const response = await fetch(path, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    { method, path, body },
  );
}

const suffix = Date.now().toString(36);
/** Sorts first on the browse page, so it is on page one. */
const LISTING_NAME = `Aaa Admin Journey School ${suffix}`;
const listingBody = (name: string) => ({
  type: "SCHOOL",
  name,
  description: "<p>A school added by a new owner and <strong>approved</strong> by an administrator.</p>",
  address: {
    line1: "12 Lake Road",
    line2: null,
    city: "Pune",
    state: "Maharashtra",
    postalCode: "411001",
    country: "India",
    latitude: null,
    longitude: null,
  },
  contact: { phone: "+91 20 5555 0101", email: null, website: null },
  logo: null,
  coverPicture: null,
  details: null,
});

describe("the administrators' journeys across roles", () => {
  const ownerEmail = freshEmail("owner-to-be");
  const ownerPassword = "owner journey passphrase 1";
  const organisation = `Lake Road Schools ${suffix}`;
  let owner: OpenedPage;
  let admin: OpenedPage;
  let listingId = 0;

  it("a Reader asks to become an owner, the admin approves in /ADMIN, and the user adds a listing without signing out", async () => {
    await createAccount(baseUrl, ownerEmail, ownerPassword, "Priya Nair");
    owner = await openPage(browser(), { baseUrl });
    await signIn(owner.page, ownerEmail, ownerPassword);
    await owner.page.goto("/become-listing-owner");
    await owner.page.getByLabel("Organisation name").fill(organisation);
    await owner.page.getByLabel("Your position there").fill("Principal");
    await owner.page.getByLabel("Phone number").fill("+91 98450 11111");
    await owner.page.getByLabel("Tell us about your organisation").fill("We run two schools in Pune.");
    await owner.page.getByRole("button", { name: "Send request" }).click();
    await toast(owner.page, /Your request has been sent/);

    // Before the approval a Reader cannot add a listing.
    expect((await callAsPage(owner.page, "POST", "/api/listings", listingBody(LISTING_NAME))).status).toBe(403);

    admin = await openPage(browser(), { baseUrl, width: 1280 });
    await signIn(admin.page, DEMO.admin.email, DEMO.admin.password);
    await admin.page.goto("/");
    // The header's badge leads to the admin area.
    await admin.page.getByRole("link", { name: /^Admin/ }).click();
    await admin.page.waitForURL("**/ADMIN");
    await admin.page.getByRole("tab", { name: "Owner requests" }).click();
    await admin.page.getByRole("button", { name: new RegExp(`^Priya Nair for ${organisation}`) }).click();
    const review = admin.page.getByRole("region", { name: `Review: Priya Nair for ${organisation}` });
    await review.getByText("We run two schools in Pune.").waitFor();
    await review.getByRole("button", { name: "Approve" }).click();
    await toast(admin.page, "Priya Nair is now a listing owner.");
    await newestMail(dataDir, ownerEmail, /You are now a listing owner/);

    // The same session, not signed out: the profile renews the token once it sees the approval, and the
    // owner's pages open; the server reads the new role at once.
    await owner.page.goto("/user-profile");
    await owner.page.getByRole("link", { name: "Add Listing" }).click();
    await owner.page.getByRole("heading", { level: 1, name: "Add a listing" }).waitFor();
    const created = await callAsPage(owner.page, "POST", "/api/listings", listingBody(LISTING_NAME));
    expect(created.status).toBe(201);
    expect(created.body.status).toBe("PENDING");
    listingId = Number(created.body.id);
  });

  it("the admin reviews the new listing's preview and approves it: it appears on the browse page and in search", async () => {
    await admin.page.goto("/ADMIN?tab=listing");
    await admin.page.getByRole("button", { name: new RegExp(`^${LISTING_NAME} New`) }).click();
    const review = admin.page.getByRole("region", { name: `Review: ${LISTING_NAME}` });
    const preview = review.getByRole("article", { name: `Preview of ${LISTING_NAME}` });
    await preview.getByText("approved", { exact: true }).waitFor();
    expect(await axeViolations(admin.page)).toEqual([]);
    if (SHOTS) await admin.page.screenshot({ path: `${SHOTS}/admin-listing-review-1280.png`, fullPage: true });
    await review.getByRole("button", { name: "Approve" }).click();
    await toast(admin.page, `Approved “${LISTING_NAME}”.`);

    const visitor = await openPage(browser(), { baseUrl });
    // Browsing by name: "Aaa..." comes first.
    await visitor.page.goto("/school?sort=name");
    await visitor.page
      .getByRole("link", { name: new RegExp(LISTING_NAME) })
      .first()
      .waitFor();
    // Searching: the search service finds it by its words as soon as it is published.
    await visitor.page.goto(`/school?q=${encodeURIComponent(`admin journey ${suffix}`)}`);
    await visitor.page
      .getByRole("link", { name: new RegExp(LISTING_NAME) })
      .first()
      .waitFor();
    await visitor.close();
  });

  it("an owner's edit of the published listing, rejected with a reason, never reaches the public page", async () => {
    const edited = await callAsPage(owner.page, "PUT", `/api/listings/${listingId}`, {
      ...listingBody(`${LISTING_NAME} (renamed)`),
    });
    expect(edited.status).toBe(200);

    await admin.page.goto("/ADMIN?tab=listing");
    await admin.page.getByRole("button", { name: new RegExp(`^${LISTING_NAME} Update`) }).click();
    const review = admin.page.getByRole("region", { name: `Review: ${LISTING_NAME}` });
    await review.getByText("1 field changes: Name.").waitFor();
    const row = review.getByRole("row", { name: /Name \(changed\)/ });
    expect(await row.locator("td").allTextContents()).toEqual([LISTING_NAME, `${LISTING_NAME} (renamed)`]);

    // Reject with the keyboard: r opens the dialog with focus in the reason box.
    await admin.page.locator("body").click({ position: { x: 2, y: 2 } });
    await admin.page.keyboard.press("r");
    const dialog = admin.page.getByRole("dialog", { name: `Reject “${LISTING_NAME}”` });
    await dialog.waitFor();
    const reason = "Please keep the registered name of the school.";
    await admin.page.keyboard.type(reason);
    expect(await axeViolations(admin.page)).toEqual([]);
    await dialog.getByRole("button", { name: "Reject" }).click();
    await toast(admin.page, `Rejected “${LISTING_NAME}”.`);

    // The owner sees the reason; the public page kept the live version all along.
    const managed = await callAsPage(owner.page, "GET", `/api/listings/${listingId}/manage`);
    expect(managed.body).toMatchObject({ name: LISTING_NAME, rejectReason: reason, pendingChanges: null });
    await owner.page.goto("/user-profile");
    await owner.page.getByText(`Rejected: ${reason}`).waitFor();
    const mail = await newestMail(dataDir, ownerEmail, /changes to the listing .* were not approved/);
    expect(mail.text).toContain(reason);
    const visitor = await openPage(browser(), { baseUrl });
    await visitor.page.goto(`/description/${listingId}`);
    await visitor.page.getByRole("heading", { level: 1, name: LISTING_NAME }).waitFor();
    expect(await visitor.page.getByText("(renamed)").count()).toBe(0);
    await visitor.close();

    // The one refusal the journey asked for on purpose: adding a listing before the approval.
    const expectedRefusal = /403 \(Forbidden\) \(http:[^)]+\/api\/listings\)$/;
    expect(errorsFrom(owner.errors, baseUrl).filter((error) => !expectedRefusal.test(error))).toEqual([]);
    expect(errorsFrom(admin.errors, baseUrl)).toEqual([]);
  });

  it("shows the users, the audit log of these decisions and the site texts, axe-clean, at 1280 and 375 px", async () => {
    await admin.page.goto("/ADMIN?tab=audit");
    await admin.page.getByRole("table", { name: "Audit log, newest first" }).waitFor();
    await admin.page
      .getByRole("cell", { name: /Listing/ })
      .first()
      .waitFor();
    expect(await axeViolations(admin.page)).toEqual([]);
    if (SHOTS) await admin.page.screenshot({ path: `${SHOTS}/admin-audit-1280.png`, fullPage: true });

    await admin.page.goto("/ADMIN?tab=users");
    await admin.page.getByLabel("Name, e-mail or username").fill(ownerEmail);
    await admin.page.getByRole("button", { name: "Search" }).click();
    const row = admin.page.getByRole("row").filter({ hasText: ownerEmail });
    await row.waitFor();
    expect(await row.getByRole("combobox").inputValue()).toBe("ListingOwner");
    expect(await axeViolations(admin.page)).toEqual([]);

    await admin.page.goto("/ADMIN?tab=texts");
    await admin.page.getByRole("heading", { level: 2, name: "Terms and Conditions" }).waitFor();
    await admin.page.locator(".ProseMirror").first().waitFor();
    expect(await axeViolations(admin.page)).toEqual([]);
    if (SHOTS) await admin.page.screenshot({ path: `${SHOTS}/admin-texts-1280.png`, fullPage: false });

    await admin.page.setViewportSize({ width: 375, height: 800 });
    await admin.page.goto("/ADMIN?tab=listing");
    await admin.page.getByRole("tablist", { name: "Admin areas" }).waitFor();
    await admin.page
      .getByText(/No listings waiting|Page 1 of/)
      .first()
      .waitFor();
    expect(await axeViolations(admin.page)).toEqual([]);
    if (SHOTS) await admin.page.screenshot({ path: `${SHOTS}/admin-listing-375.png`, fullPage: true });
    const overflow = await admin.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it("sends others away: a Reader to /unauthorized, a visitor to /login", async () => {
    const reader = await openPage(browser(), { baseUrl });
    await signIn(reader.page, DEMO.reader.email, DEMO.reader.password);
    await reader.page.goto("/ADMIN");
    await reader.page.waitForURL("**/unauthorized");
    expect(await reader.page.getByRole("link", { name: /^Admin/ }).count()).toBe(0);
    await reader.close();

    const visitor = await openPage(browser(), { baseUrl });
    await visitor.page.goto("/ADMIN");
    await visitor.page.waitForURL(/\/login/);
    await visitor.close();
    await owner.close();
    await admin.close();
  });
});
