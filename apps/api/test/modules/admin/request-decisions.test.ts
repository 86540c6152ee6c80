/**
 * The administrators' decisions on "become a listing owner" requests and listing claims
 * (docs/product.md section 7 "Admin service"; design brief section 5).
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, claimRequests, listings, mailOutbox, ownershipRequests, users } from "../../../src/db/schema.ts";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { type SignedInUser, signInAs } from "../../helpers/auth.ts";
import { insertListing } from "../../helpers/fixtures.ts";
import { uploadClaimDocument } from "../ownership/claim-documents.ts";

let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t, "Administrator", { fullName: "Ada Admin" });
});
afterAll(() => t.close());

const ADMIN = "/adminservice/api/v1/requests";
const REQUEST = "/api/users/ownership/listing/request";
const CLAIM = "/api/users/claims/listing/claim";
type Method = "GET" | "POST";

function call(method: Method, url: string, who?: SignedInUser, payload?: string | object, contentType?: string) {
  const headers: Record<string, string> = { ...(who?.headers ?? {}) };
  if (contentType) headers["content-type"] = contentType;
  return t.app.inject({ method, url, headers, ...(payload !== undefined ? { payload } : {}) });
}
const rejectWith = (url: string, reason: string, who: SignedInUser = admin) =>
  call("POST", url, who, reason, "text/plain");

const requestForm = {
  organisationName: "Sunrise Academy",
  position: "Principal",
  phone: "+91 98765 43210",
  message: "Please let me keep our page current.",
};
const claimOf = (listingId: number) => ({
  listingId,
  relationship: "Principal",
  evidence: "I am the principal; see the staff page of our website.",
  contactEmail: "principal@school.example",
  contactPhone: "+91 98765 43210",
});

async function askToBecomeOwner(who: SignedInUser) {
  const response = await call("POST", REQUEST, who, requestForm);
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number };
}

async function claim(who: SignedInUser, listingId: number) {
  const response = await call("POST", CLAIM, who, claimOf(listingId));
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number };
}

const auditRows = (entityType: string, entityId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId))));

const roleOf = async (userId: string) =>
  (await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, userId)))[0]?.role;

const mailTo = (email: string) => t.sentMail.filter((message) => message.to === email);

describe("who may call the request decisions", () => {
  const calls: [Method, string][] = [
    ["GET", `${ADMIN}/listing-owner`],
    ["GET", `${ADMIN}/listing-claim`],
    ["GET", `${ADMIN}/listing-owner/approve/1`],
    ["POST", `${ADMIN}/listing-owner/approve/1`],
    ["POST", `${ADMIN}/listing-owner/reject/1`],
    ["GET", `${ADMIN}/listing-claim/approve/1`],
    ["POST", `${ADMIN}/listing-claim/approve/1`],
    ["POST", `${ADMIN}/listing-claim/reject/1`],
  ];

  it.each(calls)(
    "%s %s: 401 for a visitor (a plain link cannot approve), 403 for a Reader and a ListingOwner",
    async (method, url) => {
      const visitor = await call(method, url, undefined, method === "POST" ? "reason" : undefined, "text/plain");
      expect(visitor.statusCode).toBe(401);
      for (const role of ["Reader", "ListingOwner"] as const) {
        const who = await signInAs(t, role);
        const refused = await call(method, url, who, method === "POST" ? "reason" : undefined, "text/plain");
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({
          statusCode: 403,
          error: "Forbidden",
          message: "This needs the Administrator role.",
        });
      }
    },
  );
});

describe("GET /requests/listing-owner", () => {
  it("pages requests pending first, then newest, with who asked", async () => {
    const decided = await signInAs(t, "Reader", { fullName: "Dee Cided" });
    const decidedRequest = await askToBecomeOwner(decided);
    await rejectWith(`${ADMIN}/listing-owner/reject/${decidedRequest.id}`, "Not enough detail.");
    const older = await signInAs(t, "Reader", { fullName: "Olive Older" });
    const olderRequest = await askToBecomeOwner(older);
    const newer = await signInAs(t, "Reader", { fullName: "Nia Newer" });
    const newerRequest = await askToBecomeOwner(newer);

    const response = await call("GET", `${ADMIN}/listing-owner?page=0&size=50`, admin);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    const ids = page.content.map((item: { id: number }) => item.id);
    expect(ids.indexOf(newerRequest.id)).toBeLessThan(ids.indexOf(olderRequest.id));
    expect(ids.indexOf(olderRequest.id)).toBeLessThan(ids.indexOf(decidedRequest.id));
    const statuses: string[] = page.content.map((item: { status: string }) => item.status);
    expect(statuses.lastIndexOf("PENDING")).toBeLessThan(statuses.findIndex((status) => status !== "PENDING"));
    expect(page.content[ids.indexOf(newerRequest.id)]).toMatchObject({
      id: newerRequest.id,
      userId: newer.user.id,
      organisationName: "Sunrise Academy",
      status: "PENDING",
      requester: { id: newer.user.id, fullName: "Nia Newer", email: newer.user.email },
      decidedBy: null,
    });
    expect(page).toMatchObject({ number: 0, size: 50, first: true, last: true });
    expect(page.totalElements).toBe(page.content.length);

    const second = await call("GET", `${ADMIN}/listing-owner?page=1&size=1`, admin);
    expect(second.json()).toMatchObject({ number: 1, size: 1, first: false, totalElements: page.totalElements });
    expect(second.json().content).toEqual([page.content[1]]);
  });

  it("refuses a bad page (400)", async () => {
    const response = await call("GET", `${ADMIN}/listing-owner?page=-1`, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("page must be at least 0");
  });
});

describe("approving a become-owner request", () => {
  it("makes the Reader a ListingOwner at once, records the decision, one audit row and one e-mail", async () => {
    const reader = await signInAs(t, "Reader", { fullName: "Priya Patel" });
    const request = await askToBecomeOwner(reader);
    // A server caches viewers for a few seconds: the approval must not leave the old role there.
    Object.assign(t.app.viewers, { ttlMs: 60_000 });
    try {
      const before = await call("POST", "/api/users/ownership/listing/request", reader, requestForm);
      expect(before.statusCode).toBe(409); // the open request, seen as a Reader (the viewer is now cached)

      const response = await call("GET", `${ADMIN}/listing-owner/approve/${request.id}`, admin);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: request.id,
        status: "APPROVED",
        rejectReason: null,
        decidedAt: expect.any(String),
        decidedBy: admin.user.id,
        requester: { id: reader.user.id, fullName: "Priya Patel", email: reader.user.email },
      });
      expect(await roleOf(reader.user.id)).toBe("ListingOwner");
      const after = await call("POST", "/api/users/ownership/listing/request", reader, requestForm);
      expect(after.json().message).toBe("You are already a listing owner: you can add listings from your profile.");
    } finally {
      Object.assign(t.app.viewers, { ttlMs: 0 });
    }

    const audit = await auditRows("OWNERSHIP_REQUEST", request.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.user.id, action: "APPROVE_OWNERSHIP_REQUEST" });
    expect(audit[0]?.details).toMatchObject({
      before: { status: "PENDING" },
      after: { status: "APPROVED" },
      role: { before: "Reader", after: "ListingOwner" },
    });
    const mail = mailTo(reader.user.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe("You are now a listing owner");
    expect(mail[0]?.text).toContain("Hello Priya Patel,");
    expect(mail[0]?.text).toContain("/add-listing-card");
  });

  it("accepts POST as well, and a second decision is a 409 with a message", async () => {
    const reader = await signInAs(t, "Reader");
    const request = await askToBecomeOwner(reader);
    expect((await call("POST", `${ADMIN}/listing-owner/approve/${request.id}`, admin)).statusCode).toBe(200);
    const again = await call("GET", `${ADMIN}/listing-owner/approve/${request.id}`, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      statusCode: 409,
      error: "Conflict",
      message: `Listing request ${request.id} is no longer pending: it is APPROVED.`,
    });
    const reject = await rejectWith(`${ADMIN}/listing-owner/reject/${request.id}`, "Too late");
    expect(reject.statusCode).toBe(409);
    expect(await auditRows("OWNERSHIP_REQUEST", request.id)).toHaveLength(1);
    expect(mailTo(reader.user.email)).toHaveLength(1);
  });

  it("refuses a cancelled request (409) and an unknown one (404)", async () => {
    const reader = await signInAs(t, "Reader");
    const request = await askToBecomeOwner(reader);
    await call("POST", `${REQUEST}/${request.id}/cancel`, reader);
    const cancelled = await call("GET", `${ADMIN}/listing-owner/approve/${request.id}`, admin);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(`Listing request ${request.id} is no longer pending: it is CANCELLED.`);
    const missing = await call("GET", `${ADMIN}/listing-owner/approve/999999`, admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Listing request 999999 not found");
    expect((await call("GET", `${ADMIN}/listing-owner/approve/0`, admin)).statusCode).toBe(400);
  });
});

describe("rejecting a become-owner request", () => {
  it("stores the reason from a text/plain body, keeps the role, writes one audit row and e-mails the reason", async () => {
    const reader = await signInAs(t, "Reader");
    const request = await askToBecomeOwner(reader);
    const response = await rejectWith(
      `${ADMIN}/listing-owner/reject/${request.id}`,
      "  We could not verify your role.  ",
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: request.id,
      status: "REJECTED",
      rejectReason: "We could not verify your role.",
      decidedBy: admin.user.id,
    });
    expect(await roleOf(reader.user.id)).toBe("Reader");
    const mine = await call("GET", `${REQUEST}/${request.id}`, reader);
    expect(mine.json()).toMatchObject({ status: "REJECTED", rejectReason: "We could not verify your role." });
    const audit = await auditRows("OWNERSHIP_REQUEST", request.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "REJECT_OWNERSHIP_REQUEST", actorId: admin.user.id });
    expect(audit[0]?.details).toMatchObject({
      reason: "We could not verify your role.",
      after: { status: "REJECTED" },
    });
    const mail = mailTo(reader.user.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe("Your request to become a listing owner was not approved");
    expect(mail[0]?.text).toContain("Reason: We could not verify your role.");
  });

  it("accepts the reason as a JSON string too", async () => {
    const reader = await signInAs(t, "Reader");
    const request = await askToBecomeOwner(reader);
    const response = await call(
      "POST",
      `${ADMIN}/listing-owner/reject/${request.id}`,
      admin,
      JSON.stringify("Missing details"),
      "application/json",
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().rejectReason).toBe("Missing details");
  });

  it("accepts { reason } in a JSON object too", async () => {
    const reader = await signInAs(t, "Reader");
    const request = await askToBecomeOwner(reader);
    const response = await call("POST", `${ADMIN}/listing-owner/reject/${request.id}`, admin, {
      reason: "Please add your website.",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().rejectReason).toBe("Please add your website.");
  });

  it("requires a reason of at most 1,000 characters (400), deciding nothing", async () => {
    const reader = await signInAs(t, "Reader");
    const request = await askToBecomeOwner(reader);
    const empty = await rejectWith(`${ADMIN}/listing-owner/reject/${request.id}`, "   ");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain("reason is required");
    const long = await rejectWith(`${ADMIN}/listing-owner/reject/${request.id}`, "x".repeat(1001));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain("reason must be at most 1000 characters");
    const [row] = await t.database.db.select().from(ownershipRequests).where(eq(ownershipRequests.id, request.id));
    expect(row?.status).toBe("PENDING");
    expect(await auditRows("OWNERSHIP_REQUEST", request.id)).toHaveLength(0);
    expect((await rejectWith(`${ADMIN}/listing-owner/reject/999999`, "reason")).statusCode).toBe(404);
  });
});

describe("GET /requests/listing-claim", () => {
  it("lists claims pending first with the listing's name, the evidence, the document and who asked", async () => {
    const listing = await insertListing(t.database.db, { name: "Lakeside School" });
    const reader = await signInAs(t, "Reader", { fullName: "Cara Claimant" });
    const documentUrl = await uploadClaimDocument(t, reader);
    const response = await call("POST", CLAIM, reader, { ...claimOf(listing.id), documentUrl });
    expect(response.statusCode).toBe(201);
    const claimed = response.json();
    const page = (await call("GET", `${ADMIN}/listing-claim?size=100`, admin)).json();
    const item = page.content.find((entry: { id: number }) => entry.id === claimed.id);
    expect(item).toEqual({
      ...claimed,
      requester: { id: reader.user.id, fullName: "Cara Claimant", email: reader.user.email },
      decidedBy: null,
    });
    expect(item.listingName).toBe("Lakeside School");
    expect(item.documentUrl).toBe(documentUrl);
  });
});

describe("approving a claim", () => {
  it("makes the claimant the author and a ListingOwner, rejects the other open claims, audits and e-mails each", async () => {
    const listing = await insertListing(t.database.db, { name: "Riverside College" });
    const winner = await signInAs(t, "Reader");
    const loser = await signInAs(t, "Reader");
    const winning = await claim(winner, listing.id);
    const losing = await claim(loser, listing.id);
    const elsewhere = await claim(loser, (await insertListing(t.database.db)).id);

    const response = await call("GET", `${ADMIN}/listing-claim/approve/${winning.id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: winning.id, status: "APPROVED", decidedBy: admin.user.id });

    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row?.authorId).toBe(winner.user.id);
    expect(await roleOf(winner.user.id)).toBe("ListingOwner");
    const lost = await call("GET", `${CLAIM}/${losing.id}`, loser);
    expect(lost.json()).toMatchObject({
      status: "REJECTED",
      rejectReason: "Another claim on Riverside College was approved, so the listing now has an owner.",
    });
    expect((await call("GET", `${CLAIM}/${elsewhere.id}`, loser)).json().status).toBe("PENDING");
    expect(await roleOf(loser.user.id)).toBe("Reader");

    const winnerAudit = await auditRows("CLAIM", winning.id);
    expect(winnerAudit).toHaveLength(1);
    expect(winnerAudit[0]).toMatchObject({ action: "APPROVE_CLAIM", actorId: admin.user.id });
    expect(winnerAudit[0]?.details).toMatchObject({
      listingAuthor: { before: null, after: winner.user.id },
      role: { before: "Reader", after: "ListingOwner" },
    });
    const loserAudit = await auditRows("CLAIM", losing.id);
    expect(loserAudit).toHaveLength(1);
    expect(loserAudit[0]).toMatchObject({ action: "REJECT_CLAIM" });

    const winnerMail = mailTo(winner.user.email);
    expect(winnerMail).toHaveLength(1);
    expect(winnerMail[0]?.subject).toBe("Your claim of Riverside College was approved");
    expect(winnerMail[0]?.text).toContain("You are now a listing owner.");
    const loserMail = mailTo(loser.user.email);
    expect(loserMail).toHaveLength(1);
    expect(loserMail[0]?.subject).toBe("Your claim of Riverside College was not approved");
    expect(loserMail[0]?.text).toContain(
      "Reason: Another claim on Riverside College was approved, so the listing now has an owner.",
    );

    const again = await call("POST", `${ADMIN}/listing-claim/approve/${winning.id}`, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Claim request ${winning.id} is no longer pending: it is APPROVED.`);
    const loserApproval = await call("POST", `${ADMIN}/listing-claim/approve/${losing.id}`, admin);
    expect(loserApproval.statusCode).toBe(409);
  });

  it("lets an Administrator keep Administrator, and refuses a listing that got an owner meanwhile (409)", async () => {
    const listing = await insertListing(t.database.db);
    const otherAdmin = await signInAs(t, "Administrator");
    const approved = await claim(otherAdmin, listing.id);
    expect((await call("GET", `${ADMIN}/listing-claim/approve/${approved.id}`, admin)).statusCode).toBe(200);
    expect(await roleOf(otherAdmin.user.id)).toBe("Administrator");
    expect(mailTo(otherAdmin.user.email)[0]?.text).not.toContain("You are now a listing owner.");

    const owned = await insertListing(t.database.db);
    const reader = await signInAs(t, "Reader");
    const late = await claim(reader, owned.id);
    await t.database.db.update(listings).set({ authorId: otherAdmin.user.id }).where(eq(listings.id, owned.id));
    const refused = await call("GET", `${ADMIN}/listing-claim/approve/${late.id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Listing ${owned.id} already has an owner: claim request ${late.id} cannot be approved.`,
    );
    expect(await roleOf(reader.user.id)).toBe("Reader");
    expect(await auditRows("CLAIM", late.id)).toHaveLength(0);
  });

  it("lets exactly one of four simultaneous approvals of different claims on one listing win; the others are 409s", async () => {
    const listing = await insertListing(t.database.db);
    const claims = [];
    for (let n = 0; n < 4; n += 1) claims.push(await claim(await signInAs(t, "Reader"), listing.id));
    const answers = await Promise.all(
      claims.map((one) => call("POST", `${ADMIN}/listing-claim/approve/${one.id}`, admin)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const rows = await t.database.db.select().from(claimRequests).where(eq(claimRequests.listingId, listing.id));
    expect(rows.map((row) => row.status).sort()).toEqual(["APPROVED", "REJECTED", "REJECTED", "REJECTED"]);
    const winner = rows.find((row) => row.status === "APPROVED");
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row?.authorId).toBe(winner?.userId);
  });

  it("refuses an unknown claim (404)", async () => {
    const missing = await call("GET", `${ADMIN}/listing-claim/approve/999999`, admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Claim request 999999 not found");
  });
});

describe("rejecting a claim", () => {
  it("stores the reason, leaves the listing unowned, audits and e-mails it; a second decision is a 409", async () => {
    const listing = await insertListing(t.database.db, { name: "Maple School" });
    const reader = await signInAs(t, "Reader");
    const claimed = await claim(reader, listing.id);
    const response = await rejectWith(`${ADMIN}/listing-claim/reject/${claimed.id}`, "The evidence does not name you.");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "REJECTED", rejectReason: "The evidence does not name you." });
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row?.authorId).toBeNull();
    expect(await auditRows("CLAIM", claimed.id)).toHaveLength(1);
    const mail = mailTo(reader.user.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toContain("Reason: The evidence does not name you.");
    const again = await rejectWith(`${ADMIN}/listing-claim/reject/${claimed.id}`, "again");
    expect(again.statusCode).toBe(409);
    expect((await call("GET", `${ADMIN}/listing-claim/approve/${claimed.id}`, admin)).statusCode).toBe(409);
    expect(await auditRows("CLAIM", claimed.id)).toHaveLength(1);
  });

  it("requires a reason (400) and answers 404 for an unknown claim", async () => {
    const reader = await signInAs(t, "Reader");
    const claimed = await claim(reader, (await insertListing(t.database.db)).id);
    expect((await rejectWith(`${ADMIN}/listing-claim/reject/${claimed.id}`, "")).statusCode).toBe(400);
    expect((await rejectWith(`${ADMIN}/listing-claim/reject/999999`, "reason")).statusCode).toBe(404);
  });
});

describe("a decision whose e-mail cannot be sent", () => {
  it("still stands (the error is logged, not answered), and its letter waits in the mail outbox", async () => {
    const failing = await createTestApp({
      mailer: {
        async send() {
          throw new Error("SMTP down");
        },
      },
    });
    try {
      const reader = await signInAs(failing, "Reader");
      const boss = await signInAs(failing, "Administrator");
      const asked = await failing.app.inject({
        method: "POST",
        url: REQUEST,
        headers: reader.headers,
        payload: requestForm,
      });
      const response = await failing.app.inject({
        method: "GET",
        url: `${ADMIN}/listing-owner/approve/${asked.json().id}`,
        headers: boss.headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe("APPROVED");
      const waiting = await failing.database.db.select().from(mailOutbox);
      expect(
        waiting.map((row) => [row.message.to, row.message.subject, row.attempts, row.sentAt, row.lastError]),
      ).toEqual([[reader.user.email, "You are now a listing owner", 1, null, "SMTP down"]]);
    } finally {
      await failing.close();
    }
  });
});

describe("the OpenAPI document", () => {
  it("lists the request and claim calls and their decisions", async () => {
    const spec = (await t.app.inject({ method: "GET", url: "/docs/json" })).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        "/api/users/ownership/listing/request",
        "/api/users/ownership/listing/request/{id}/cancel",
        "/api/users/claims/listing/claim/user/{userId}",
        "/adminservice/api/v1/requests/listing-owner",
        "/adminservice/api/v1/requests/listing-claim/approve/{id}",
        "/adminservice/api/v1/requests/listing-claim/reject/{id}",
      ]),
    );
  });
});
