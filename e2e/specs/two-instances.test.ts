/**
 * Scaling out: two server processes on one PostgreSQL database behind a round-robin proxy behave as
 * one server, whichever instance answers. Needs a PostgreSQL server (TEST_DATABASE_URL, which
 * `.ci/run` sets); without one there is nothing to scale out onto and the file is skipped.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEFAULT_CLIENT_ID } from "@lwl/contracts/identity-names";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../support/accounts.ts";
import {
  BACKEND_HEADER,
  CLIENT_ADDRESS_HEADER,
  type RoundRobinProxy,
  startRoundRobinProxy,
} from "../support/round-robin-proxy.ts";
import { freePort, type RunningServer, startBuiltServer } from "../support/server.ts";

const serverUrl = process.env.TEST_DATABASE_URL;

/** The per-instance caches are short-lived by design (docs/ARCHITECTURE.md): role 5 s, page totals 15 s. */
const VIEWER_CACHE_MS = 5_000;
const PAGE_TOTAL_CACHE_MS = 15_000;

interface Answer {
  status: number;
  backend: string;
  headers: Headers;
  body: unknown;
}

describe.skipIf(!serverUrl)("two instances on one PostgreSQL behind a load balancer", () => {
  const databaseName = `lwl_e2e_two_${randomBytes(5).toString("hex")}`;
  let databaseUrl = "";
  let proxy: RoundRobinProxy;
  let mediaDir = "";
  const instances: RunningServer[] = [];

  async function call(
    method: string,
    url: string,
    options: { body?: unknown; form?: Record<string, string>; token?: string; client?: string } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { accept: "application/json" };
    let body: string | undefined;
    if (options.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(options.form).toString();
    } else if (options.body !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.body);
    }
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.client) headers[CLIENT_ADDRESS_HEADER] = options.client;
    const response = await fetch(`${proxy.url}${url}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON (a media file): keep the text.
    }
    return {
      status: response.status,
      backend: response.headers.get(BACKEND_HEADER) ?? "?",
      headers: response.headers,
      body: parsed,
    };
  }

  const passwordGrant = (username: string, password: string, client: string, scope = "openid") =>
    call("POST", "/auth/oauth/token", {
      client,
      form: { grant_type: "password", client_id: DEFAULT_CLIENT_ID, username, password, scope },
    });

  async function query(text: string, values: unknown[] = []) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(text, values)).rows;
    } finally {
      await client.end();
    }
  }

  /**
   * Asks until `check` holds on both instances (each answers in turn) and answers the requests that did
   * not hold, each with when it was sent. `withinMs` only bounds the wait; what a test asserts about
   * freshness it asserts on the requests themselves, which a slow machine sends later, never earlier.
   */
  async function untilBothAgree(withinMs: number, check: () => Promise<{ ok: boolean; backend: string }>) {
    const deadline = Date.now() + withinMs;
    const agreed = new Set<string>();
    const notYet: { sentAt: number; backend: string }[] = [];
    while (Date.now() < deadline) {
      const sentAt = Date.now();
      const { ok, backend } = await check();
      if (ok) agreed.add(backend);
      else {
        agreed.delete(backend);
        notYet.push({ sentAt, backend });
      }
      if (agreed.size === 2) return notYet;
      // The next question goes to the other instance; this only spaces them out.
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`the instances did not agree within ${withinMs} ms (agreeing: ${[...agreed].join(", ")})`);
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    const url = new URL(serverUrl as string);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();

    mediaDir = await mkdtemp(path.join(tmpdir(), "lwl-shared-media-"));
    proxy = await startRoundRobinProxy(await freePort());
    // Both instances name the proxy as their public origin (token issuer, e-mailed links), share the
    // database and the media directory, and believe the one proxy hop's X-Forwarded-For.
    const env = {
      DATABASE_URL: databaseUrl,
      MEDIA_DIR: mediaDir,
      PUBLIC_URL: proxy.url,
      TRUST_PROXY: "1",
    };
    // The first start migrates and seeds the demo data; the second finds them in place.
    instances.push(await startBuiltServer({ env: { ...env, DEMO_DATA: "1" } }));
    instances.push(await startBuiltServer({ env: { ...env, DEMO_DATA: "0" } }));
    proxy.setTargets(instances.map((instance) => instance.baseUrl));
  }, 240_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await proxy?.close();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  });

  it("sends requests to both instances in turn", async () => {
    const backends = new Set<string>();
    for (let i = 0; i < 4; i++) backends.add((await call("GET", "/healthz")).backend);
    expect([...backends].sort()).toEqual(["0", "1"]);
  });

  it("accepts on one instance the access token the other issued", async () => {
    const signIn = await passwordGrant(DEMO.reader.email, DEMO.reader.password, "198.51.100.1");
    expect(signIn.status).toBe(200);
    const { access_token: token } = signIn.body as { access_token: string };
    const sub = JSON.parse(Buffer.from(token.split(".")[1] as string, "base64url").toString()).sub as string;
    const seen = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const profile = await call("GET", `/api/users/${sub}`, { token });
      expect(profile.status).toBe(200);
      seen.add(profile.backend);
    }
    expect(seen.size).toBe(2);
  });

  it("rotates a refresh token on either instance and catches its reuse on the other", async () => {
    const signIn = await passwordGrant(DEMO.owner.email, DEMO.owner.password, "198.51.100.2", "openid offline_access");
    expect(signIn.status).toBe(200);
    const first = (signIn.body as { refresh_token: string }).refresh_token;
    const refresh = (token: string) =>
      call("POST", "/auth/oauth/token", {
        client: "198.51.100.2",
        form: { grant_type: "refresh_token", client_id: DEFAULT_CLIENT_ID, refresh_token: token },
      });
    const rotated = await refresh(first);
    expect(rotated.status).toBe(200);
    const second = (rotated.body as { refresh_token: string }).refresh_token;
    // The spent token comes back through the other instance: refused, and its whole family revoked.
    const reuse = await refresh(first);
    expect(reuse.backend).not.toBe(rotated.backend);
    expect(reuse.status).toBe(403);
    expect(reuse.body).toMatchObject({ error: "invalid_grant" });
    const afterReuse = await refresh(second);
    expect(afterReuse.status).toBe(403);
    expect(afterReuse.body).toMatchObject({ error: "invalid_grant" });
  });

  it("counts one client's wrong passwords together, whichever instance checks them", async () => {
    const client = "198.51.100.3";
    const answers: Answer[] = [];
    for (let i = 0; i < 12; i++) {
      const answer = await passwordGrant(DEMO.admin.email, "not-the-password", client);
      answers.push(answer);
      if (answer.status === 429) break;
    }
    const refused = answers.at(-1) as Answer;
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Both instances counted toward the one limit: the wrong passwords went to both in turn.
    const wrong = answers.slice(0, -1);
    expect(new Set(wrong.map((answer) => answer.backend)).size).toBe(2);
    expect(wrong.every((answer) => answer.status === 403)).toBe(true);
    // The limit is the same one a single instance applies, not one per instance.
    expect(wrong.length).toBeLessThanOrEqual(5);
  });

  it("holds the contact form's hourly limit across instances", async () => {
    const client = "198.51.100.4";
    const message = {
      name: "Asha Rao",
      email: "asha@example.com",
      subject: "Admissions",
      message: "When do admissions open for the next term?",
    };
    const answers: Answer[] = [];
    for (let i = 0; i < 6; i++) answers.push(await call("POST", "/api/contact", { body: message, client }));
    expect(answers.slice(0, 5).map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(answers[5]?.status).toBe(429);
    expect(Number(answers[5]?.headers.get("retry-after"))).toBeGreaterThan(0);
    const stored = await query("select count(*)::int as n from contact_messages where email = $1", [message.email]);
    expect(stored[0]?.n).toBe(5);
  });

  it(
    "applies a role change on both instances within the viewer cache's lifetime",
    async () => {
      const reader = await passwordGrant(DEMO.reader.email, DEMO.reader.password, "198.51.100.5");
      const token = (reader.body as { access_token: string }).access_token;
      const [owner] = await query("select id from users where email = $1", [DEMO.owner.email]);
      // A Reader may not read someone else's account; an Administrator may.
      for (let i = 0; i < 2; i++) expect((await call("GET", `/api/users/${owner?.id}`, { token })).status).toBe(403);

      await query("update users set role = 'Administrator' where email = $1", [DEMO.reader.email]);
      // Every viewer an instance holds was read by a request that ended before the change, and is kept
      // VIEWER_CACHE_MS from that request's start: a request sent that long after the change must see it.
      const changedAt = Date.now();
      try {
        const refused = await untilBothAgree(VIEWER_CACHE_MS + 60_000, async () => {
          const answer = await call("GET", `/api/users/${owner?.id}`, { token });
          return { ok: answer.status === 200, backend: answer.backend };
        });
        expect(refused.filter((answer) => answer.sentAt >= changedAt + VIEWER_CACHE_MS)).toEqual([]);
      } finally {
        await query("update users set role = 'Reader' where email = $1", [DEMO.reader.email]);
      }
    },
    VIEWER_CACHE_MS + 90_000,
  );

  it(
    "agrees on page totals after a change within the count cache's lifetime",
    async () => {
      const total = async () => {
        const answer = await call("GET", "/api/listings/type/school?page=0&size=1");
        return { total: (answer.body as { totalElements: number }).totalElements, backend: answer.backend };
      };
      const before = await total();
      // Warm both instances' caches with the old total.
      await total();
      await query(
        `insert into listings (slug, type, name, status, published_at)
       values ('scale-out-school', 'SCHOOL', 'Scale Out School', 'PUBLISHED', now())`,
      );
      // An expired total is still answered while it is recounted (kept-values.ts), so the first requests
      // after PAGE_TOTAL_CACHE_MS may show the old one: both instances agree on the new total after that.
      await untilBothAgree(PAGE_TOTAL_CACHE_MS + 60_000, async () => {
        const now = await total();
        return { ok: now.total === before.total + 1, backend: now.backend };
      });
    },
    PAGE_TOTAL_CACHE_MS + 90_000,
  );

  it("serves a media file stored after both started from either instance", async () => {
    await writeFile(path.join(mediaDir, "scale-out.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const answers = [await call("GET", "/media/scale-out.svg"), await call("GET", "/media/scale-out.svg")];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(new Set(answers.map((answer) => answer.backend)).size).toBe(2);
  });
});
