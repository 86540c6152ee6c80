/**
 * The demo data's admin queue through the real calls: every seeded item answers in the contract's
 * shape (its versions included), the seeded owner sees their proposal, and approving it applies it.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { seedDemoDataIfEmpty } from "../../../src/db/seed/demo.ts";
import { DEMO_ACCOUNTS } from "../../../src/db/seed/demo-accounts.ts";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { bearer, signIn } from "../../helpers/auth.ts";

const BASE = "/adminservice/api/v1/admin/pendingapprovals";
let t: TestApp;
let mediaDir: string;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  mediaDir = await mkdtemp(path.join(tmpdir(), "lwl-demo-queue-"));
  await seedDemoDataIfEmpty(t.database.db, { mediaDir, log: { info: () => {} } });
  admin = bearer((await signIn(t.app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).access_token);
});
afterAll(async () => {
  await t.close();
  await rm(mediaDir, { recursive: true, force: true });
});

it("answers every seeded item of the queue, of each type, and counts them", async () => {
  const counts = (await t.app.inject({ method: "GET", url: `${BASE}/refresh`, headers: admin })).json();
  const page = await t.app.inject({ method: "GET", url: `${BASE}?size=100`, headers: admin });
  expect(page.statusCode).toBe(200);
  expect(page.json().totalElements).toBe(counts.total);
  expect(page.json().content).toHaveLength(Math.min(100, counts.total));
  for (const type of ["LISTING", "EVENT", "BLOG"] as const) {
    expect(counts[type]).toBeGreaterThan(0);
    const typed = await t.app.inject({ method: "GET", url: `${BASE}/${type}?size=100`, headers: admin });
    expect([type, typed.statusCode, typed.json().totalElements]).toEqual([type, 200, counts[type]]);
  }
});

it("shows the seeded owner's proposal, and approving it publishes exactly that", async () => {
  const page = (await t.app.inject({ method: "GET", url: `${BASE}/LISTING?size=100`, headers: admin })).json();
  const update = page.content.find((item: { action: string }) => item.action === "UPDATE");
  // A school's new description and next session's fees (8 per cent up, in thousands) with their note.
  expect(update.contentId).toBe(1717);
  expect(update.current.details.annualFee).toEqual({ min: 22_000, max: 30_000, currency: "INR" });
  expect(update.proposed).toEqual({
    ...update.current,
    description: update.proposed.description,
    details: {
      ...update.current.details,
      annualFee: { min: 24_000, max: 32_000, currency: "INR" },
      feeNote: "Fees for the 2027–28 session",
    },
  });
  expect(update.proposed.description).not.toBe(update.current.description);
  const owner = (await signIn(t.app, update.submittedBy.email, passwordOf(update.submittedBy.email))).access_token;
  const view = await t.app.inject({
    method: "GET",
    url: `/api/listings/${update.contentId}/manage`,
    headers: bearer(owner),
  });
  expect(view.json().pendingChanges).toEqual({
    description: update.proposed.description,
    details: update.proposed.details,
  });

  const approved = await t.app.inject({ method: "PUT", url: `${BASE}/${update.id}/approve`, headers: admin });
  expect(approved.statusCode).toBe(200);
  const live = (await t.app.inject({ method: "GET", url: `/api/listings/${update.contentId}` })).json();
  expect(live.description).toBe(update.proposed.description);
  expect(live.details).toEqual(update.proposed.details);
});

function passwordOf(email: string): string {
  const account = Object.values(DEMO_ACCOUNTS).find((a) => a.email === email);
  if (!account) throw new Error(`no demo account ${email}`);
  return account.password;
}
