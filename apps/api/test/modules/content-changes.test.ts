/**
 * Content changes (modules/content-changes): every committed write and moderation decision is told to
 * this instance's listeners (the content cache, the search index) before it is answered, and on
 * PostgreSQL to the other instances through NOTIFY. When the LISTEN connection fails, every listener
 * hears null ("anything may have changed") and the connection is opened again every second.
 */
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import type { DatabaseHandle } from "../../src/db/client.ts";
import { contentChanged, startContentChanges } from "../../src/modules/content-changes/service.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { type SignedInUser, signInAs } from "../helpers/auth.ts";
import { listingBody } from "../helpers/content-bodies.ts";
import {
  type ControlledListenConnection,
  changesHeardOn,
  controlledListenConnection,
  recordingLog,
} from "../helpers/content-changes.ts";
import { createTestDatabase } from "../helpers/database.ts";
import { insertListing } from "../helpers/fixtures.ts";
import { openTwoInstances, type TwoInstances } from "../helpers/two-instances.ts";

const APPROVALS = "/adminservice/api/v1/admin/pendingapprovals";

let t: TestApp;
let owner: SignedInUser;
let admin: SignedInUser;
/** A database no app runs on: the tests start content changes on it themselves. */
let bare: DatabaseHandle;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signInAs(t, "ListingOwner");
  admin = await signInAs(t, "Administrator");
  bare = await createTestDatabase();
});
afterAll(async () => {
  await t.close();
  await bare.close();
});

describe("a listener registered with onContentChange", () => {
  it("hears a write's change before the write is answered", async () => {
    const listing = await insertListing(t.database.db, { authorId: owner.user.id });
    const heard = changesHeardOn(t.database.db);
    const edit = await t.app.inject({
      method: "PUT",
      url: `/api/listings/${listing.id}`,
      headers: admin.headers,
      payload: listingBody({ name: "Heard Edit College" }),
    });
    expect(edit.statusCode).toBe(200);
    expect(heard).toContainEqual({ kind: "listing", id: listing.id });
  });

  it("hears a moderation decision once it is committed", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/listings",
      headers: owner.headers,
      payload: listingBody({ name: "Heard Decision College" }),
    });
    const id = created.json().id as number;
    const page = (await t.app.inject({ method: "GET", url: `${APPROVALS}?size=100`, headers: admin.headers })).json();
    const item = page.content.find((i: { contentId: number }) => i.contentId === id);
    const heard = changesHeardOn(t.database.db);
    const approved = await t.app.inject({
      method: "PUT",
      url: `${APPROVALS}/${item.id}/approve`,
      headers: admin.headers,
    });
    expect(approved.statusCode).toBe(200);
    expect(heard).toContainEqual({ kind: "listing", id });
  });

  it("hears what is reported on a database no app runs on (a script), and only on its own database", async () => {
    const onBare = changesHeardOn(bare.db);
    const onApp = changesHeardOn(t.database.db);
    await contentChanged(bare.db, { kind: "post", id: 5 });
    expect(onBare).toEqual([{ kind: "post", id: 5 }]);
    expect(onApp).toEqual([]);
  });
});

describe("the LISTEN connection", () => {
  // On a database no app runs on, with a connection the test controls, so that it fails on cue on
  // both engines; the real one, on PostgreSQL, is tested below.
  async function startWith(connection: ControlledListenConnection) {
    const log = recordingLog();
    const changes = await startContentChanges({ ...bare, listen: connection.listen }, log);
    onTestFinished(() => changes.stop());
    return log;
  }
  afterEach(() => {
    vi.useRealTimers();
  });

  it("tells listeners what another instance announced, and anything unreadable as null", async () => {
    const connection = controlledListenConnection();
    await startWith(connection);
    const heard = changesHeardOn(bare.db);
    connection.deliver('{"kind":"event","id":3}');
    connection.deliver('{"kind":"listing","id":null}');
    connection.deliver("not json");
    connection.deliver('{"kind":"page","id":1}');
    connection.deliver('{"kind":"post","id":"7"}');
    expect(heard).toEqual([{ kind: "event", id: 3 }, { kind: "listing", id: null }, null, null, null]);
  });

  it("that fails makes every listener hear null, is closed, and is opened again a second later", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const connection = controlledListenConnection();
    const log = await startWith(connection);
    const cache = changesHeardOn(bare.db);
    const index = changesHeardOn(bare.db);

    connection.fail();
    expect([cache, index]).toEqual([[null], [null]]);
    expect(connection.closed()).toBe(1);
    expect(log.messages).toEqual(["content changes: the LISTEN connection failed; reconnecting"]);

    await vi.advanceTimersByTimeAsync(999);
    expect(connection.opened()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(connection.opened()).toBe(2);
    connection.deliver('{"kind":"event","id":4}');
    expect(cache).toEqual([null, { kind: "event", id: 4 }]);
  });

  it("that cannot be opened does not stop the start, and is tried again every second", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const connection = controlledListenConnection();
    connection.refuseOpening = true;
    const heard = changesHeardOn(bare.db);
    await startWith(connection);
    expect(heard).toEqual([null]);

    await vi.advanceTimersByTimeAsync(1000);
    expect(heard).toEqual([null, null]);
    connection.refuseOpening = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(connection.opened()).toBe(1);
    expect(heard).toEqual([null, null]);
  });

  it("that fails to close after failing is logged, not left an unhandled rejection", async () => {
    const connection = controlledListenConnection();
    const log = await startWith(connection);
    connection.failClosing = true;
    connection.fail();
    await expect.poll(() => log.messages).toContain("content changes: could not close the failed LISTEN connection");
    connection.failClosing = false;
  });

  it("is not opened again once stopped", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const connection = controlledListenConnection();
    const changes = await startContentChanges({ ...bare, listen: connection.listen }, recordingLog());
    connection.fail();
    await changes.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(connection.opened()).toBe(1);
  });

  it("is one for two apps on one database handle, closed when the last of them stops", async () => {
    const connection = controlledListenConnection();
    const handle = { ...bare, listen: connection.listen };
    const first = await startContentChanges(handle, recordingLog());
    const second = await startContentChanges(handle, recordingLog());
    expect(connection.opened()).toBe(1);
    await first.stop();
    await first.stop();
    expect(connection.closed()).toBe(0);
    await second.stop();
    expect(connection.closed()).toBe(1);
  });
});

describe("a failed NOTIFY", () => {
  it("is logged and never fails the committed write, whose own instance still heard it", async () => {
    const gone = await createTestDatabase();
    await gone.close();
    const log = recordingLog();
    const changes = await startContentChanges({ ...gone, listen: controlledListenConnection().listen }, log);
    onTestFinished(() => changes.stop());
    const heard = changesHeardOn(gone.db);

    await expect(contentChanged(gone.db, { kind: "event", id: 9 })).resolves.toBeUndefined();
    expect(heard).toEqual([{ kind: "event", id: 9 }]);
    expect(log.messages).toEqual(["content changes: could not notify the other instances"]);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("several instances on one PostgreSQL database", () => {
  let instances: TwoInstances | undefined;
  let one: TestApp;
  let two: TestApp;

  beforeAll(async () => {
    instances = await openTwoInstances();
    ({ one, two } = instances);
  });
  afterAll(() => instances?.close());

  it("a change reported on one instance is heard on the other within milliseconds", async () => {
    const heard = changesHeardOn(two.database.db);
    await contentChanged(one.database.db, { kind: "event", id: 4242 });
    await expect.poll(() => heard, { timeout: 1000, interval: 20 }).toContainEqual({ kind: "event", id: 4242 });
  });

  it("a listing renamed on one instance is found under its new name by the other's search index", async () => {
    const admin = await signInAs(one, "Administrator");
    const id = (await insertListing(one.database.db, { name: "Wrenfield College" })).id;
    const found = async (app: TestApp, key: string, size: number) =>
      (await app.app.inject({ method: "GET", url: `/searchservice/api/v1/listing/college?key=${key}&size=${size}` }))
        .json()
        .content.map((item: { id: number }) => item.id);
    // The second instance's index is loaded, and knows the listing by its first name.
    await expect.poll(() => found(two, "wrenfield", 20), { timeout: 1000, interval: 20 }).toEqual([id]);

    const edit = await one.app.inject({
      method: "PUT",
      url: `/api/listings/${id}`,
      headers: admin.headers,
      payload: listingBody({ name: "Ashcombe College" }),
    });
    expect(edit.statusCode).toBe(200);
    // Each poll a new page size: a new search, not the answer kept for a few seconds.
    let size = 19;
    await expect.poll(() => found(two, "ashcombe", size--), { timeout: 1000, interval: 50 }).toEqual([id]);
    expect(await found(two, "wrenfield", 1)).toEqual([]);
  });

  it("a LISTEN connection ended by the server is heard as null, and the other instance's changes arrive again", async () => {
    const heard = changesHeardOn(two.database.db);
    // Both instances' LISTEN connections on this test's own database (others' databases are left alone).
    await one.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and query like 'listen %'`,
    );
    await expect.poll(() => heard, { timeout: 2000, interval: 20 }).toContain(null);

    // A change sent before the connection is open again is missed (null said so): send until one arrives.
    const change = { kind: "event", id: 4343 } as const;
    await expect
      .poll(
        async () => {
          await contentChanged(one.database.db, change);
          return heard;
        },
        { timeout: 5000, interval: 100 },
      )
      .toContainEqual(change);
  });
});
