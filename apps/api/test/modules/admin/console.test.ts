import { ADMIN_USER_MESSAGES } from "@lwl/contracts/admin-console";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, browserSessions, siteContent, users } from "../../../src/db/schema.ts";
import { EMPTY_SITE_TEXT } from "../../../src/modules/admin/console-service.ts";
import { GONE_USER_PROBLEM } from "../../../src/plugins/auth.ts";
import { SIGN_IN_REQUIRED } from "../../../src/plugins/auth-guards.ts";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { passwordGrant, type SignedInUser, signInAs, TEST_CLIENT_ID } from "../../helpers/auth.ts";

let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t, "Administrator", { fullName: "Asha Admin" });
});
afterAll(() => t.close());

const BASE = "/adminservice/api/v1";
type Method = "GET" | "PUT";
const call = (method: Method, url: string, who?: SignedInUser, payload?: object) =>
  t.app.inject({ method, url: `${BASE}${url}`, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

async function latestAudit() {
  const [row] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row;
}

const auditCount = async () => (await t.database.db.select({ id: auditLog.id }).from(auditLog)).length;

describe("who may use the console", () => {
  const calls: [Method, string, object?][] = [
    ["PUT", "/content/terms-of-service", { data: "<p>New terms</p>" }],
    ["PUT", "/content/privacy-policy", { data: "<p>New policy</p>" }],
    ["GET", "/audit"],
    ["GET", "/users"],
    ["PUT", "/users/00000000-0000-4000-8000-000000000000", { disabled: true }],
  ];

  it.each(calls)("%s %s refuses a visitor with 401", async (method, url, payload) => {
    const response = await call(method, url, undefined, payload);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ statusCode: 401, error: "Unauthorized", message: SIGN_IN_REQUIRED });
  });

  it.each(calls)("%s %s refuses a Reader and a ListingOwner with 403", async (method, url, payload) => {
    for (const role of ["Reader", "ListingOwner"] as const) {
      const someone = await signInAs(t, role);
      const response = await call(method, url, someone, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        statusCode: 403,
        error: "Forbidden",
        message: "This needs the Administrator role.",
      });
    }
  });

  it("refuses a token that is not one of ours with 401 and the reason", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: `${BASE}/users`,
      headers: { authorization: "Bearer not-a-token" },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).not.toBe(SIGN_IN_REQUIRED);
  });
});

describe("PUT /content/{key}", () => {
  it.each([
    ["terms-of-service", "Terms"],
    ["privacy-policy", "Privacy"],
  ])("stores the sanitised rich text of %s, answers it as the GET does, and audits it", async (key, word) => {
    const { body: before } = (await t.database.db.select().from(siteContent).where(eq(siteContent.key, key)))[0] ?? {};
    const html = `<h1>${word}</h1><p onclick="steal()">Read <a href="https://example.org">this</a>.</p><script>alert(1)</script>`;
    const response = await call("PUT", `/content/${key}`, admin, { data: html });
    expect(response.statusCode).toBe(200);
    const stored = `<h2>${word}</h2><p>Read <a href="https://example.org" rel="noopener nofollow">this</a>.</p>`;
    expect(response.json()).toEqual({ data: stored, updatedAt: expect.any(String) });

    const read = await t.app.inject({ method: "GET", url: `${BASE}/content/${key}` });
    expect(read.json()).toEqual(response.json());
    const [row] = await t.database.db.select().from(siteContent).where(eq(siteContent.key, key));
    expect(row?.updatedBy).toBe(admin.user.id);
    const audit = await latestAudit();
    expect(audit).toMatchObject({
      actorId: admin.user.id,
      action: "UPDATE_SITE_CONTENT",
      entityType: "SITE_CONTENT",
      entityId: key,
      details: { before, after: stored },
    });
  });

  it("creates a text that is missing", async () => {
    await t.database.db.delete(siteContent).where(eq(siteContent.key, "privacy-policy"));
    const response = await call("PUT", "/content/privacy-policy", admin, { data: "<p>Back again</p>" });
    expect(response.statusCode).toBe(200);
    expect((await latestAudit())?.details).toEqual({ before: null, after: "<p>Back again</p>" });
  });

  it("refuses a text that is empty, or empty once unsafe markup is removed, and changes nothing", async () => {
    const countBefore = await auditCount();
    const cases: [object, string][] = [
      [{}, "data is required"],
      [{ data: "   " }, "data is required"],
      [{ data: 42 }, "data must be text"],
      [{ data: "<script>alert(1)</script><p> </p>" }, EMPTY_SITE_TEXT],
    ];
    for (const [payload, message] of cases) {
      const response = await call("PUT", "/content/terms-of-service", admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect(await auditCount()).toBe(countBefore);
  });

  it("refuses a text longer than 200,000 characters", async () => {
    const response = await call("PUT", "/content/terms-of-service", admin, { data: `<p>${"a".repeat(200_001)}</p>` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("data must be at most 200000 characters");
  });
});

describe("PUT /users/{id}", () => {
  it("disables an account: its refresh tokens, browser sessions and access tokens stop working at once, audited", async () => {
    const reader = await signInAs(t, "Reader", { fullName: "Dev Reader" });
    await t.database.db.insert(browserSessions).values({
      tokenHash: `session-${reader.user.id}`,
      userId: reader.user.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    });

    const response = await call("PUT", `/users/${reader.user.id}`, admin, { disabled: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: reader.user.id,
      email: reader.user.email,
      username: reader.user.username,
      fullName: "Dev Reader",
      role: "Reader",
      disabled: true,
      emailVerified: false,
      loginType: "Normal",
      createdAt: reader.user.createdAt.toISOString(),
      lastLoginAt: expect.any(String),
    });

    const own = await t.app.inject({ method: "GET", url: `/api/users/${reader.user.id}`, headers: reader.headers });
    expect(own.statusCode).toBe(401);
    expect(own.json().message).toBe(GONE_USER_PROBLEM);
    const refresh = await t.app.inject({
      method: "POST",
      url: "/auth/oauth/token",
      payload: { grant_type: "refresh_token", client_id: TEST_CLIENT_ID, refresh_token: reader.tokens.refresh_token },
    });
    expect(refresh.statusCode).toBe(400);
    const sessions = await t.database.db
      .select()
      .from(browserSessions)
      .where(eq(browserSessions.userId, reader.user.id));
    expect(sessions).toEqual([]);
    expect((await passwordGrant(t.app, reader.user.email, "Correct-Horse-7")).statusCode).not.toBe(200);

    expect(await latestAudit()).toMatchObject({
      actorId: admin.user.id,
      action: "UPDATE_USER",
      entityType: "USER",
      entityId: reader.user.id,
      details: { before: { role: "Reader", disabled: false }, after: { role: "Reader", disabled: true } },
    });
  });

  it("enables a disabled account again: the user can sign in", async () => {
    const reader = await signInAs(t, "Reader");
    await call("PUT", `/users/${reader.user.id}`, admin, { disabled: true });
    const response = await call("PUT", `/users/${reader.user.id}`, admin, { disabled: false });
    expect(response.statusCode).toBe(200);
    expect(response.json().disabled).toBe(false);
    expect((await passwordGrant(t.app, reader.user.email, "Correct-Horse-7")).statusCode).toBe(200);
  });

  it("sets a role that applies to the user's next request with the same token, even with the viewer cache on", async () => {
    const reader = await signInAs(t, "Reader");
    const viewers = t.app.viewers as unknown as { ttlMs: number };
    const ttl = viewers.ttlMs;
    viewers.ttlMs = 60_000;
    try {
      expect((await call("GET", "/users", reader)).statusCode).toBe(403);
      const response = await call("PUT", `/users/${reader.user.id}`, admin, { role: "Administrator" });
      expect(response.statusCode).toBe(200);
      expect(response.json().role).toBe("Administrator");
      expect((await call("GET", "/users", reader)).statusCode).toBe(200);
    } finally {
      viewers.ttlMs = ttl;
    }
    // The account is named as it was, so the log can say whose change an undo reverses.
    expect((await latestAudit())?.details).toEqual({
      before: { role: "Reader", disabled: false },
      after: { role: "Administrator", disabled: false },
      account: { fullName: reader.user.fullName, email: reader.user.email },
    });
  });

  it("refuses one's own account with 403 and a message, changing nothing", async () => {
    const countBefore = await auditCount();
    for (const payload of [{ disabled: true }, { role: "Reader" }]) {
      const response = await call("PUT", `/users/${admin.user.id.toUpperCase()}`, admin, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ statusCode: 403, error: "Forbidden", message: ADMIN_USER_MESSAGES.ownAccount });
    }
    const [me] = await t.database.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(me).toMatchObject({ role: "Administrator", disabled: false });
    expect(await auditCount()).toBe(countBefore);
  });

  it("answers 404 for an unknown user and 400 for a malformed id or body", async () => {
    const missing = await call("PUT", "/users/00000000-0000-4000-8000-000000000000", admin, { disabled: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      statusCode: 404,
      error: "Not Found",
      message: "User 00000000-0000-4000-8000-000000000000 not found",
    });
    const someone = await signInAs(t, "Reader");
    const cases: [string, object, string][] = [
      ["/users/42", { disabled: true }, "id must be a valid user id (UUID)"],
      [`/users/${someone.user.id}`, {}, "Send disabled, role or both"],
      [`/users/${someone.user.id}`, { role: "Owner" }, "role must be one of Reader, ListingOwner, Administrator"],
      [`/users/${someone.user.id}`, { disabled: "yes" }, "disabled must be true or false"],
    ];
    for (const [url, payload, message] of cases) {
      const response = await call("PUT", url, admin, payload);
      expect(response.statusCode, url + JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });
});

describe("GET /users", () => {
  it("finds accounts by a text in the name, e-mail or username, filters by role, sorted by name, paged", async () => {
    const tag = "zq7x";
    const made = [
      await signInAs(t, "Reader", { fullName: `Beta ${tag}` }),
      await signInAs(t, "ListingOwner", { fullName: `Alpha ${tag}` }),
      await signInAs(t, "Reader", { fullName: "Gamma", email: `gamma-${tag}@test.example` }),
    ];
    const all = await call("GET", `/users?query=${tag.toUpperCase()}&size=2`, admin);
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body).toMatchObject({ number: 0, size: 2, totalElements: 3, totalPages: 2, first: true, last: false });
    expect(body.content.map((user: { fullName: string }) => user.fullName)).toEqual([`Alpha ${tag}`, `Beta ${tag}`]);
    expect(body.content[0]).toEqual({
      id: made[1]?.user.id,
      email: made[1]?.user.email,
      username: made[1]?.user.username,
      fullName: `Alpha ${tag}`,
      role: "ListingOwner",
      disabled: false,
      emailVerified: false,
      loginType: "Normal",
      createdAt: made[1]?.user.createdAt.toISOString(),
      lastLoginAt: expect.any(String),
    });
    const second = (await call("GET", `/users?query=${tag}&size=2&page=1`, admin)).json();
    expect(second.content.map((user: { fullName: string }) => user.fullName)).toEqual(["Gamma"]);
    const readers = (await call("GET", `/users?query=${tag}&role=Reader`, admin)).json();
    expect(readers.content.map((user: { fullName: string }) => user.fullName)).toEqual([`Beta ${tag}`, "Gamma"]);
  });

  it("reads % and _ as letters, not patterns", async () => {
    const body = (await call("GET", "/users?query=%25", admin)).json();
    expect(body.totalElements).toBe(0);
  });

  it("refuses a bad role or page with 400", async () => {
    for (const [url, message] of [
      ["/users?role=Owner", "role must be one of Reader, ListingOwner, Administrator"],
      ["/users?page=-1", "page must be at least 0"],
      ["/users?size=1000", "size must be at most 100"],
    ]) {
      const response = await call("GET", url as string, admin);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });
});

describe("GET /audit", () => {
  it("reads the log newest first with the actor's name, filtered by actor and entity type", async () => {
    const other = await signInAs(t, "Administrator", { fullName: "Omar Other" });
    const target = await signInAs(t, "Reader");
    await call("PUT", `/users/${target.user.id}`, other, { role: "ListingOwner" });
    await call("PUT", "/content/terms-of-service", other, { data: "<p>Terms by Omar</p>" });

    const response = await call("GET", `/audit?actor=${other.user.id}`, admin);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ number: 0, size: 10, totalElements: 2, totalPages: 1, first: true, last: true });
    const actor = { id: other.user.id, fullName: "Omar Other", email: other.user.email };
    expect(body.content).toEqual([
      {
        id: expect.any(Number),
        action: "UPDATE_SITE_CONTENT",
        entityType: "SITE_CONTENT",
        entityId: "terms-of-service",
        actor,
        details: { before: expect.any(String), after: "<p>Terms by Omar</p>" },
        createdAt: expect.any(String),
      },
      {
        id: expect.any(Number),
        action: "UPDATE_USER",
        entityType: "USER",
        entityId: target.user.id,
        actor,
        details: {
          before: { role: "Reader", disabled: false },
          after: { role: "ListingOwner", disabled: false },
          account: { fullName: target.user.fullName, email: target.user.email },
        },
        createdAt: expect.any(String),
      },
    ]);
    expect(body.content[0].id).toBeGreaterThan(body.content[1].id);

    const users = (await call("GET", `/audit?actor=${other.user.id}&entity=user`, admin)).json();
    expect(users.content.map((entry: { action: string }) => entry.action)).toEqual(["UPDATE_USER"]);
  });

  it("shows a system entry (no actor) with a null actor", async () => {
    await t.database.db
      .insert(auditLog)
      .values({ actorId: null, action: "SEED", entityType: "SYSTEMTEST", entityId: "1" });
    const body = (await call("GET", "/audit?entity=SYSTEMTEST", admin)).json();
    expect(body.content).toEqual([
      {
        id: expect.any(Number),
        action: "SEED",
        entityType: "SYSTEMTEST",
        entityId: "1",
        actor: null,
        details: null,
        createdAt: expect.any(String),
      },
    ]);
  });

  it("refuses a malformed actor or entity with 400", async () => {
    for (const [url, message] of [
      ["/audit?actor=42", "actor must be a valid user id (UUID)"],
      ["/audit?entity=USER;DROP", "entity must be an entity type such as USER or LISTING"],
    ]) {
      const response = await call("GET", url as string, admin);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });
});

describe("the OpenAPI document", () => {
  it("lists the console's calls with their methods", async () => {
    const spec = (await t.app.inject({ method: "GET", url: "/docs/json" })).json();
    const methods = (path: string) => Object.keys(spec.paths[`${BASE}${path}`] ?? {}).sort();
    expect(methods("/content/terms-of-service")).toEqual(["get", "put"]);
    expect(methods("/content/privacy-policy")).toEqual(["get", "put"]);
    expect(methods("/audit")).toEqual(["get"]);
    expect(methods("/users")).toEqual(["get"]);
    expect(methods("/users/{id}")).toEqual(["put"]);
  });
});
