/**
 * Becoming a listing owner and claiming a listing (docs/product.md sections 3.6 and 3.7), as people
 * do it in Chromium; the administrator's approval goes through the API (its screens are the admin
 * console's).
 */
import { DEFAULT_CLIENT_ID } from "@lwl/contracts/identity-names";
import type { ListingSummary } from "@lwl/contracts/listings";
import type { AdminClaimRequest, AdminOwnershipRequest } from "@lwl/contracts/ownership";
import type { Page } from "@lwl/contracts/paging";
import { describe, expect, inject, it } from "vitest";
import { createAccount, DEMO, freshEmail, signIn, submitLogin } from "../support/accounts.ts";
import { getJson } from "../support/api.ts";
import { errorsFrom, openPage } from "../support/browser.ts";
import { chromiumForThisFile } from "../support/chromium-per-worker.ts";

const baseUrl = inject("baseUrl");
const browser = chromiumForThisFile();
const PASSWORD = "owner passphrase 7";

async function adminToken(): Promise<string> {
  const response = await fetch(`${baseUrl}/auth/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "password",
      client_id: DEFAULT_CLIENT_ID,
      username: DEMO.admin.email,
      password: DEMO.admin.password,
      scope: "openid",
    }),
  });
  if (!response.ok) throw new Error(`the admin sign-in answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function approveRequestOf(email: string): Promise<void> {
  const headers = { authorization: `Bearer ${await adminToken()}`, accept: "application/json" };
  const list = await fetch(`${baseUrl}/adminservice/api/v1/requests/listing-owner?size=100`, { headers });
  const page = (await list.json()) as Page<AdminOwnershipRequest>;
  const request = page.content.find((item) => item.requester.email === email && item.status === "PENDING");
  if (!request) throw new Error(`no pending request of ${email}`);
  const approval = await fetch(`${baseUrl}/adminservice/api/v1/requests/listing-owner/approve/${request.id}`, {
    method: "POST",
    headers,
  });
  expect(approval.status).toBe(200);
}

describe("listing owners", () => {
  it("a Reader asks to become an owner, an administrator approves, and the Reader is an owner without signing out", async () => {
    const { page, errors, close } = await openPage(browser(), { baseUrl });
    const email = freshEmail("owner-request");
    await createAccount(baseUrl, email, PASSWORD, "Kavya Menon");
    await signIn(page, email, PASSWORD);

    await page.goto("/user-profile");
    await page.getByText("You have not asked to become a listing owner.").waitFor();
    await page.getByRole("link", { name: "Ask to become a listing owner" }).click();
    await page.waitForURL("**/become-listing-owner");
    await page.getByLabel(/^Organisation name/).fill("Lotus Learning Centre");
    await page.getByLabel(/^Your position there/).fill("Director");
    await page.getByLabel(/^Phone number/).fill("+91 98450 11223");
    await page.getByLabel(/^Tell us about your organisation/).fill("We run two tutoring centres in Kochi.");
    await page.getByRole("button", { name: "Send request" }).click();
    await page.waitForURL("**/user-profile");
    const requests = page.getByRole("list", { name: "Your requests to become a listing owner" });
    await requests.getByRole("heading", { name: "Lotus Learning Centre" }).waitFor();
    await requests.getByText("Pending review").waitFor();
    await page.getByText("Reader", { exact: true }).waitFor();

    await approveRequestOf(email);

    // Without signing out: the profile reads the approval, renews the session and shows the new role.
    await page.reload();
    await requests.getByText("Approved").waitFor();
    await page.getByText("Listing owner", { exact: true }).waitFor();
    await page.waitForFunction(() => {
      const token = window.localStorage.getItem("authToken") ?? "";
      const payload = JSON.parse(atob((token.split(".")[1] ?? "").replace(/-/g, "+").replace(/_/g, "/")));
      return JSON.stringify(payload).includes("role:ListingOwner");
    });
    expect(errorsFrom(errors, baseUrl)).toEqual([]);
    await close();
  });

  it("a visitor signs in from 'Claim it' on an unowned listing, claims it and sees the claim pending on the profile", async () => {
    const { page, errors, close } = await openPage(browser(), { baseUrl });
    const listings = await getJson<Page<ListingSummary>>(baseUrl, "/api/listings?size=100");
    const unowned = listings.content.find((listing) => listing.authorId === null);
    if (!unowned) throw new Error("the demo data has no unowned listing");
    const email = freshEmail("claimant");
    await createAccount(baseUrl, email, PASSWORD, "Rahul Das");

    await page.goto(`/description/${unowned.id}/${unowned.slug}`);
    await page.getByRole("heading", { name: "Is this your institution?" }).waitFor();
    await page.getByRole("link", { name: "Claim it" }).click();
    await page.waitForURL("**/login?**");
    await submitLogin(page, email, PASSWORD);
    await page.waitForURL(`**/claim-listing/${unowned.id}`);
    await page.getByRole("heading", { name: `Claim ${unowned.name}` }).waitFor();
    expect(await page.getByLabel(/^Contact e-mail/).inputValue()).toBe(email);
    await page.getByLabel(/^Your role at the institution/).fill("Principal");
    await page.getByLabel(/^How can we confirm it/).fill("The staff page of our website lists me as principal.");
    await page.getByLabel(/^Contact phone/).fill("+91 98450 33445");
    // The private document is uploaded first; the claim carries its path (the server checks it is the claimant's).
    await page.getByLabel(/^Supporting document/).setInputFiles({
      name: "appointment.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(
        "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
        "latin1",
      ),
    });
    await page.getByText("appointment.pdf").waitFor();
    await page.getByRole("button", { name: "Send claim" }).click();
    await page.waitForURL("**/user-profile");
    const claims = page.getByRole("list", { name: "Your listing claims" });
    await claims.getByRole("link", { name: unowned.name }).waitFor();
    await claims.getByText("Pending review").waitFor();
    await claims.getByRole("button", { name: /^Withdraw claim/ }).waitFor();
    // The administrators see the claim with its private document.
    const review = await fetch(`${baseUrl}/adminservice/api/v1/requests/listing-claim?size=100`, {
      headers: { authorization: `Bearer ${await adminToken()}` },
    });
    const claim = ((await review.json()) as Page<AdminClaimRequest>).content.find(
      (item) => item.requester.email === email,
    );
    expect(claim).toMatchObject({ listingId: unowned.id, status: "PENDING", relationship: "Principal" });
    expect(claim?.documentUrl).toMatch(/^\/api\/media\/documents\/[0-9a-f-]{36}$/);

    // While it waits (issue 28.7): the listing says so instead of offering "Claim it" again, and the
    // claim page shows the pending claim, with a link to it, instead of a form the server would refuse.
    await page.goto(`/description/${unowned.id}/${unowned.slug}`);
    await page.getByRole("heading", { name: "Your claim is pending" }).waitFor();
    expect(await page.getByRole("link", { name: "Claim it" }).count()).toBe(0);
    await page.goto(`/claim-listing/${unowned.id}`);
    await page.getByRole("heading", { level: 1, name: `Your claim of ${unowned.name}` }).waitFor();
    expect(await page.getByRole("button", { name: "Send claim" }).count()).toBe(0);
    await page.getByRole("link", { name: "See your claim" }).click();
    await page.waitForURL("**/user-profile#requests-and-claims");
    await claims.getByRole("link", { name: unowned.name }).waitFor();
    expect(errorsFrom(errors, baseUrl)).toEqual([]);
    await close();
  });
});
