/**
 * Enquiries to listings' owners (issue 27 items 4 and 5): sending one (who gets the e-mail, the copy,
 * the month's count, the outbox when the mail server is down), the owner's inbox (read, reply, close),
 * the enquirer's own list and delete, and the refusals: bad input, limits, the same message to many
 * listings, and everyone who may not see an enquirer's contact details. On a real database through the
 * real calls.
 */
import type { EnquiryWriteInput } from "@lwl/contracts/enquiries";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiries, enquiryReplies, listingMonthlyCounts, mailOutbox } from "../../../src/db/schema.ts";
import { deleteExpired, SAME_MESSAGE } from "../../../src/modules/enquiries/service.ts";
import type { MailMessage } from "../../../src/shared/mailer.ts";
import { monthOf, siteDay } from "../../../src/shared/site-calendar.ts";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { newAddresses, type SignedInUser, signInAs } from "../../helpers/auth.ts";
import { insertListing } from "../../helpers/fixtures.ts";

const SITE_EMAIL = "hello@learnwithoutlimits.local";
const DAY_MS = 24 * 60 * 60_000;

let t: TestApp;
/** What the mail server accepted; `mailDown` makes it refuse everything. */
const delivered: MailMessage[] = [];
let mailDown = false;
let owner: SignedInUser;
let otherOwner: SignedInUser;
let admin: SignedInUser;
let reader: SignedInUser;
let schoolId: number;
let ownerlessId: number;
const address = newAddresses("10.27");

const enquiry = (overrides: Partial<EnquiryWriteInput> = {}): EnquiryWriteInput => ({
  name: "Meera Iyer",
  email: "meera@parents.example",
  phone: "+91 98450 12345",
  asker: "PARENT",
  interest: "Grade 6",
  message: `Is there a place in grade 6 for next June? (${Math.random()})`,
  consent: true,
  ...overrides,
});

function send(listingId: number, payload: unknown, user: SignedInUser | null = null, ip = address()) {
  return t.app.inject({
    method: "POST",
    url: `/api/listings/${listingId}/enquiries`,
    headers: { ...(user?.headers ?? {}), ...ip },
    payload: payload as object,
  });
}

function call(method: "GET" | "POST" | "DELETE", url: string, user: SignedInUser | null, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { ...(user?.headers ?? {}), ...address() },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function sent(
  listingId = schoolId,
  overrides: Partial<EnquiryWriteInput> = {},
  user: SignedInUser | null = null,
) {
  const response = await send(listingId, enquiry(overrides), user);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number };
}

beforeAll(async () => {
  t = await createTestApp({
    mailer: {
      async send(message) {
        if (mailDown) throw new Error("connect ECONNREFUSED 127.0.0.1:25");
        delivered.push(message);
      },
    },
  });
  owner = await signInAs(t, "ListingOwner", { email: "principal@school.example", fullName: "R. Principal" });
  otherOwner = await signInAs(t, "ListingOwner");
  admin = await signInAs(t, "Administrator");
  reader = await signInAs(t, "Reader", { fullName: "Kavya Rao", mobile: "+91 90000 11111" });
  schoolId = (
    await insertListing(t.database.db, { name: "Green Valley School", type: "SCHOOL", authorId: owner.user.id })
  ).id;
  ownerlessId = (await insertListing(t.database.db, { name: "Hill Top College", authorId: null })).id;
});
afterAll(() => t.close());

describe("sending an enquiry", () => {
  it("stores it, e-mails the owner (reply goes to the enquirer) and a copy to the enquirer, and counts it in the month", async () => {
    const before = delivered.length;
    const payload = enquiry({ message: "Is there a place in grade 6 for next June?" });
    const response = await send(schoolId, payload);
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json();
    expect(response.json()).toEqual({
      id,
      sentTo: "OWNER",
      message: "Thank you! Your enquiry has been sent. A copy is on its way to your e-mail.",
    });
    const [row] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(row).toMatchObject({
      listingId: schoolId,
      ownerId: owner.user.id,
      userId: null,
      name: "Meera Iyer",
      email: "meera@parents.example",
      phone: "+91 98450 12345",
      asker: "PARENT",
      interest: "Grade 6",
      status: "NEW",
      readAt: null,
    });
    expect(row?.messageHash).toMatch(/^[0-9a-f]{64}$/);
    const mails = delivered.slice(before);
    expect(mails.map((mail) => [mail.to, mail.replyTo, mail.subject])).toEqual([
      [
        "principal@school.example",
        "meera@parents.example",
        `[Enquiry #${id}] Meera Iyer asks about Green Valley School`,
      ],
      ["meera@parents.example", undefined, "Your enquiry to Green Valley School"],
    ]);
    expect(mails[0]?.text).toContain("Phone: +91 98450 12345\nAsking as: Parent\nCourse or grade of interest: Grade 6");
    const month = monthOf(siteDay(t.clock.now()));
    const [count] = await t.database.db
      .select()
      .from(listingMonthlyCounts)
      .where(eq(listingMonthlyCounts.listingId, schoolId));
    expect(count).toEqual({ listingId: schoolId, month, views: 0, shortlisted: 0, enquiries: 1 });
    await sent();
    const [again] = await t.database.db
      .select({ enquiries: listingMonthlyCounts.enquiries })
      .from(listingMonthlyCounts)
      .where(eq(listingMonthlyCounts.listingId, schoolId));
    expect(again?.enquiries).toBe(2);
  });

  it("sends an enquiry to a listing nobody owns to the site's address, and says so", async () => {
    const before = delivered.length;
    const response = await send(ownerlessId, enquiry());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      sentTo: "SITE",
      message:
        "Thank you! This listing has no owner on our site yet, so your enquiry went to our team. A copy is on its way to your e-mail.",
    });
    expect(delivered.slice(before).map((mail) => mail.to)).toEqual([SITE_EMAIL, "meera@parents.example"]);
  });

  it("keeps both e-mails in the outbox when the mail server is down: the enquiry is taken, nothing is lost", async () => {
    mailDown = true;
    try {
      const { id } = await sent();
      const waiting = await t.database.db
        .select()
        .from(mailOutbox)
        .where(sql`${mailOutbox.sentAt} is null and ${mailOutbox.message}->>'subject' like ${`[Enquiry #${id}]%`}`);
      expect(waiting).toHaveLength(1);
      expect(waiting[0]).toMatchObject({ attempts: 1, lastError: "connect ECONNREFUSED 127.0.0.1:25" });
      expect(waiting[0]?.nextAttemptAt).not.toBeNull();
    } finally {
      mailDown = false;
    }
  });

  it("records the signed-in enquirer's account", async () => {
    const { id } = await sent(schoolId, {}, reader);
    const [row] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(row?.userId).toBe(reader.user.id);
  });

  it.each([
    [{ consent: false }, "consent is required: tick the box to agree to be contacted"],
    [{ consent: undefined }, "consent is required: tick the box to agree to be contacted"],
    [{ phone: "call me" }, "phone must be 7 to 20 characters: digits, spaces and an optional leading +"],
    [{ phone: "" }, "phone is required"],
    [{ email: "meera-at-parents" }, "email must be a valid e-mail address"],
    [{ asker: "TEACHER" }, "asker must be one of STUDENT, PARENT"],
    [{ message: "Hi" }, "message must be at least 10 characters"],
    [{ name: "  " }, "name is required"],
  ])("refuses %j with a 400 naming the field", async (overrides, message) => {
    const response = await send(schoolId, { ...enquiry(), ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.map((issue: { message: string }) => issue.message)).toContain(message);
  });

  it("answers 404 for an unknown or unpublished listing, and 403 to the owner writing to their own", async () => {
    expect((await send(999_999, enquiry())).statusCode).toBe(404);
    const draft = await insertListing(t.database.db, { status: "PENDING", authorId: owner.user.id });
    expect((await send(draft.id, enquiry())).json()).toMatchObject({
      statusCode: 404,
      message: `Listing ${draft.id} not found`,
    });
    expect((await send(schoolId, enquiry(), owner)).json()).toMatchObject({
      statusCode: 403,
      message: "You cannot send an enquiry to your own listing.",
    });
  });
});

describe("the owner's inbox", () => {
  let id: number;
  beforeAll(async () => {
    const listing = (
      await insertListing(t.database.db, { name: "Sunrise Tutorials", type: "TUTORIAL", authorId: owner.user.id })
    ).id;
    id = (
      await sent(
        listing,
        { asker: "STUDENT", interest: "Class 12 physics", message: "Can I book a demo class on Saturday?" },
        reader,
      )
    ).id;
  });

  it("lists enquiries to the owner's listings with contact details and the unread count; opening one marks it read", async () => {
    const unreadBefore = (await call("GET", "/api/enquiries/inbox/unread", owner)).json().unread;
    expect(unreadBefore).toBeGreaterThan(0);
    const answer = await call("GET", "/api/enquiries/inbox?size=50", owner);
    // People's contact details: no browser or proxy keeps them.
    expect(answer.headers["cache-control"]).toBe("no-store");
    const page = answer.json();
    expect(page.unread).toBe(unreadBefore);
    const item = page.content.find((entry: { id: number }) => entry.id === id);
    expect(item).toEqual({
      id,
      listing: { id: expect.any(Number), slug: "sunrise-tutorials", name: "Sunrise Tutorials" },
      name: "Meera Iyer",
      email: "meera@parents.example",
      phone: "+91 98450 12345",
      asker: "STUDENT",
      interest: "Class 12 physics",
      message: "Can I book a demo class on Saturday?",
      status: "NEW",
      read: false,
      createdAt: expect.any(String),
      replies: [],
    });
    expect(
      page.content.every((entry: { listing: { name: string } }) => entry.listing.name !== "Hill Top College"),
    ).toBe(true);
    const opened = await call("GET", `/api/enquiries/inbox/${id}`, owner);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ id, read: true, status: "NEW" });
    expect((await call("GET", "/api/enquiries/inbox/unread", owner)).json()).toEqual({ unread: unreadBefore - 1 });
  });

  it("filters by status", async () => {
    const page = (await call("GET", "/api/enquiries/inbox?status=CLOSED", owner)).json();
    expect(page.content.every((entry: { status: string }) => entry.status === "CLOSED")).toBe(true);
    expect((await call("GET", "/api/enquiries/inbox?status=OPEN", owner)).statusCode).toBe(400);
  });

  it("replies: stored, e-mailed to the enquirer (replies reach the owner), and the enquiry is REPLIED", async () => {
    const before = delivered.length;
    const response = await call("POST", `/api/enquiries/inbox/${id}/replies`, owner, {
      body: "Yes: Saturday at 10, room 4.",
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      id,
      status: "REPLIED",
      replies: [{ id: expect.any(Number), body: "Yes: Saturday at 10, room 4.", createdAt: expect.any(String) }],
    });
    const stored = await t.database.db.select().from(enquiryReplies).where(eq(enquiryReplies.enquiryId, id));
    expect(stored).toMatchObject([{ authorId: owner.user.id, body: "Yes: Saturday at 10, room 4." }]);
    expect(delivered.slice(before)).toMatchObject([
      {
        to: "meera@parents.example",
        replyTo: "principal@school.example",
        subject: "Re: your enquiry to Sunrise Tutorials",
      },
    ]);
    expect((await call("POST", `/api/enquiries/inbox/${id}/replies`, owner, { body: "" })).json().message).toBe(
      "body is required",
    );
  });

  it("closes: CLOSED, and a closed enquiry takes no more replies", async () => {
    const closed = await call("POST", `/api/enquiries/inbox/${id}/close`, owner);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ id, status: "CLOSED" });
    const refused = await call("POST", `/api/enquiries/inbox/${id}/replies`, owner, { body: "One more thing" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("This enquiry is closed: it takes no more replies.");
  });

  it("refuses the enquirer's contact details to everyone else: another owner 404, an administrator 404, a reader 403, a visitor 401", async () => {
    for (const [user, status] of [
      [otherOwner, 404],
      [admin, 404],
      [reader, 403],
      [null, 401],
    ] as const) {
      expect((await call("GET", `/api/enquiries/inbox/${id}`, user)).statusCode, `read as ${user?.user.role}`).toBe(
        status,
      );
      expect((await call("POST", `/api/enquiries/inbox/${id}/replies`, user, { body: "Hello" })).statusCode).toBe(
        status,
      );
      expect((await call("POST", `/api/enquiries/inbox/${id}/close`, user)).statusCode).toBe(status);
    }
    expect((await call("GET", "/api/enquiries/inbox/999999", owner)).json()).toMatchObject({
      statusCode: 404,
      message: "Enquiry 999999 not found",
    });
    const othersInbox = (await call("GET", "/api/enquiries/inbox?size=100", otherOwner)).json();
    expect(othersInbox.content.some((entry: { id: number }) => entry.id === id)).toBe(false);
    expect((await call("GET", "/api/enquiries/inbox", reader)).statusCode).toBe(403);
    expect((await call("GET", "/api/enquiries/inbox/unread", null)).statusCode).toBe(401);
  });

  it("gives administrators the enquiries to listings nobody owns, and only those besides their own", async () => {
    const { id: ownerless } = await sent(ownerlessId);
    const page = (await call("GET", "/api/enquiries/inbox?size=100", admin)).json();
    const listings = new Set(page.content.map((entry: { listing: { id: number } }) => entry.listing.id));
    expect(listings).toEqual(new Set([ownerlessId]));
    const answered = await call("POST", `/api/enquiries/inbox/${ownerless}/replies`, admin, {
      body: "We have passed it on.",
    });
    expect(answered.statusCode).toBe(201);
    expect(delivered.at(-1)).toMatchObject({ to: "meera@parents.example", replyTo: SITE_EMAIL });
    expect((await call("GET", `/api/enquiries/inbox/${ownerless}`, owner)).statusCode).toBe(404);
  });
});

describe("the enquirer's own enquiries", () => {
  it("lists what they sent signed in, with the answers and without anyone else's, and lets them delete one", async () => {
    const enquirer = await signInAs(t, "Reader");
    const { id } = await sent(schoolId, { message: "Do you have a school bus from Baner?" }, enquirer);
    await call("POST", `/api/enquiries/inbox/${id}/replies`, owner, { body: "Yes, route 3." });
    const page = (await call("GET", "/api/enquiries/mine", enquirer)).json();
    expect(page).toMatchObject({ totalElements: 1, number: 0 });
    expect(page.content).toEqual([
      {
        id,
        listing: { id: schoolId, slug: "green-valley-school", name: "Green Valley School" },
        asker: "PARENT",
        interest: "Grade 6",
        message: "Do you have a school bus from Baner?",
        status: "REPLIED",
        createdAt: expect.any(String),
        replies: [{ id: expect.any(Number), body: "Yes, route 3.", createdAt: expect.any(String) }],
      },
    ]);
    expect((await call("DELETE", `/api/enquiries/mine/${id}`, reader)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/enquiries/mine/${id}`, owner)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/enquiries/mine/${id}`, null)).statusCode).toBe(401);
    expect((await call("DELETE", `/api/enquiries/mine/${id}`, enquirer)).statusCode).toBe(204);
    expect((await call("GET", "/api/enquiries/mine", enquirer)).json().content).toEqual([]);
    expect((await call("GET", `/api/enquiries/inbox/${id}`, owner)).statusCode).toBe(404);
    expect(await t.database.db.select().from(enquiryReplies).where(eq(enquiryReplies.enquiryId, id))).toEqual([]);
  });
});

describe("abuse", () => {
  it("limits enquiries per address (10 an hour)", async () => {
    const ip = { "x-forwarded-for": "10.99.0.1" };
    const listing = (await insertListing(t.database.db, { authorId: otherOwner.user.id })).id;
    for (let n = 0; n < 10; n += 1) expect((await send(listing, enquiry(), null, ip)).statusCode).toBe(201);
    const refused = await send(listing, enquiry(), null, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many enquiries\. Please try again in \d+ minutes?\.$/);
    expect(refused.headers["retry-after"]).toBeDefined();
  });

  it("limits enquiries per account (10 an hour), whatever the address", async () => {
    const enquirer = await signInAs(t, "Reader");
    const listing = (await insertListing(t.database.db, { authorId: otherOwner.user.id })).id;
    for (let n = 0; n < 10; n += 1) expect((await send(listing, enquiry(), enquirer)).statusCode).toBe(201);
    expect((await send(listing, enquiry(), enquirer)).statusCode).toBe(429);
    expect((await send(listing, enquiry())).statusCode).toBe(201);
  });

  it("limits enquiries per listing (30 an hour), whoever sends them", async () => {
    const listing = (await insertListing(t.database.db, { authorId: otherOwner.user.id })).id;
    for (let n = 0; n < 30; n += 1) expect((await send(listing, enquiry())).statusCode).toBe(201);
    expect((await send(listing, enquiry())).statusCode).toBe(429);
  });
  it("refuses the same message (however spaced or cased) once it went to three other listings within a day", async () => {
    const text = "Please send me your brochure and fee structure for next year.";
    const ids = [];
    for (let n = 0; n < 4; n += 1) ids.push((await insertListing(t.database.db, { authorId: otherOwner.user.id })).id);
    for (const id of ids.slice(0, 3)) await sent(id, { message: text });
    const refused = await send(
      ids[3] as number,
      enquiry({ message: `  PLEASE send me your brochure\n and fee structure for next year. ` }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SAME_MESSAGE);
    // The same listing again is not "another" listing.
    await sent(ids[0], { message: text });
    // A day later it may go again (the clock moves: signed-in tests come before this one).
    t.clock.advance(DAY_MS + 60_000);
    await sent(ids[3], { message: text });
  });
});

describe("retention", () => {
  it("deletes enquiries older than 365 days and keeps younger ones", async () => {
    const { id: old } = await sent();
    t.clock.advance(200 * DAY_MS);
    const { id: young } = await sent();
    t.clock.advance(166 * DAY_MS);
    const gone = await deleteExpired({ db: t.database.db, now: t.clock.now });
    expect(gone).toBeGreaterThanOrEqual(1);
    const left = new Set((await t.database.db.select({ id: enquiries.id }).from(enquiries)).map((row) => row.id));
    expect(left.has(old)).toBe(false);
    expect(left.has(young)).toBe(true);
  });
});
