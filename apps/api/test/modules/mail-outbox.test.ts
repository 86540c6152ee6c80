/**
 * The mail outbox (modules/mail-outbox; docs/decisions/0015-mail-outbox.md): a message that must not be
 * lost is kept before it is sent, sent at once, and when the mail server refuses it, sent again later
 * by a round, with growing delays, until it goes or its attempts run out.
 */
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/client.ts";
import { mailOutbox } from "../../src/db/schema.ts";
import {
  deliverDue,
  GIVEN_UP_KEPT_DAYS,
  type MailOutboxDeps,
  pruneOld,
  RETRY_DELAYS_MINUTES,
  SENT_KEPT_DAYS,
  sendDurably,
} from "../../src/modules/mail-outbox/service.ts";
import type { MailMessage } from "../../src/shared/mailer.ts";
import { createTestDatabase } from "../helpers/database.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(mailOutbox);
});

const START = new Date("2026-11-23T10:00:00Z");
const minutes = (n: number) => new Date(START.getTime() + n * 60_000);
const silent = { warn: () => {}, error: () => {} } as unknown as MailOutboxDeps["log"];
const letter = (to: string): MailMessage => ({ to, subject: "Your listing was approved", text: "Hello." });

/** A mail server that refuses while `down` is true and records what it took. */
function mailServer() {
  const server = {
    down: false,
    sent: [] as MailMessage[],
    async send(message: MailMessage) {
      if (server.down) throw new Error("SMTP down");
      server.sent.push(message);
    },
  };
  return server;
}

const rows = () => database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));

describe("a message sent durably", () => {
  it("is sent at once and marked sent when the mail server takes it", async () => {
    const server = mailServer();
    await sendDurably({ db: database.db, mailer: server, log: silent, now: () => START }, letter("a@example.com"));
    expect(server.sent.map((m) => m.to)).toEqual(["a@example.com"]);
    expect((await rows()).map((r) => [r.attempts, r.sentAt?.toISOString(), r.nextAttemptAt])).toEqual([
      [0, START.toISOString(), null],
    ]);
  });

  it("waits when the mail server refuses, and a later round sends it once it is due", async () => {
    const server = mailServer();
    server.down = true;
    const at = (n: number): MailOutboxDeps => ({ db: database.db, mailer: server, log: silent, now: () => minutes(n) });
    await sendDurably(at(0), letter("b@example.com"));
    expect((await rows()).map((r) => [r.attempts, r.sentAt, r.nextAttemptAt?.toISOString(), r.lastError])).toEqual([
      [1, null, minutes(1).toISOString(), "SMTP down"],
    ]);

    expect(await deliverDue(at(0.5))).toBe(0); // not due yet
    server.down = false;
    expect(await deliverDue(at(1))).toBe(1);
    expect(server.sent.map((m) => m.to)).toEqual(["b@example.com"]);
    expect((await rows()).map((r) => [r.attempts, r.sentAt?.toISOString()])).toEqual([[1, minutes(1).toISOString()]]);
    expect(await deliverDue(at(60))).toBe(0); // sent once, never again
  });

  it("waits longer after each failure, and stays with its error after the last attempt", async () => {
    const server = mailServer();
    server.down = true;
    let clock = 0;
    const deps: MailOutboxDeps = { db: database.db, mailer: server, log: silent, now: () => minutes(clock) };
    await sendDurably(deps, letter("c@example.com"));
    const waits: number[] = [];
    for (;;) {
      const [row] = await rows();
      if (!row?.nextAttemptAt) break;
      const wait = (row.nextAttemptAt.getTime() - minutes(clock).getTime()) / 60_000;
      waits.push(wait);
      clock += wait;
      expect(await deliverDue(deps)).toBe(1);
    }
    expect(waits).toEqual([...RETRY_DELAYS_MINUTES]);
    const [row] = await rows();
    expect([row?.attempts, row?.sentAt, row?.nextAttemptAt, row?.lastError]).toEqual([
      RETRY_DELAYS_MINUTES.length + 1,
      null,
      null,
      "SMTP down",
    ]);
    expect(await deliverDue({ ...deps, now: () => minutes(clock + 100_000) })).toBe(0);
  });

  it("is held while an attempt is under way: a round does not send it a second time", async () => {
    const server = mailServer();
    let release: () => void = () => {};
    // Resolves when the mail server is handed the message: it is kept by then, and its attempt under way.
    let handedOver: () => void = () => {};
    const underWay = new Promise<void>((resolve) => {
      handedOver = resolve;
    });
    const slow = {
      send: (message: MailMessage) =>
        new Promise<void>((resolve) => {
          release = () => {
            server.sent.push(message);
            resolve();
          };
          handedOver();
        }),
    };
    const deps: MailOutboxDeps = { db: database.db, mailer: slow, log: silent, now: () => START };
    const first = sendDurably(deps, letter("d@example.com"));
    await underWay;
    expect((await rows()).map((r) => r.message.to)).toEqual(["d@example.com"]);
    expect(await deliverDue({ ...deps, now: () => minutes(2) })).toBe(0);
    release();
    await first;
    expect(server.sent.map((m) => m.to)).toEqual(["d@example.com"]);
  });
});

describe("old messages", () => {
  const days = (n: number) => minutes(n * 24 * 60);

  it("are removed once sent more than SENT_KEPT_DAYS ago, or given up more than GIVEN_UP_KEPT_DAYS ago", async () => {
    const server = mailServer();
    const at = (when: Date): MailOutboxDeps => ({ db: database.db, mailer: server, log: silent, now: () => when });
    await sendDurably(at(START), letter("sent@example.com"));
    server.down = true;
    await sendDurably(at(START), letter("waiting@example.com"));
    await sendDurably(at(START), letter("given-up@example.com"));
    // The second never gets another chance (the server stays down): give it up by hand after its first failure.
    await database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: null })
      .where(sql`message->>'to' = 'given-up@example.com'`);
    await database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: days(1000) })
      .where(sql`message->>'to' = 'waiting@example.com'`);
    await database.db.update(mailOutbox).set({ createdAt: START }); // written on the test's clock, not the database's
    const left = async () => (await rows()).map((r) => r.message.to);

    expect(await pruneOld(at(days(SENT_KEPT_DAYS - 0.01)))).toBe(0);
    expect(await left()).toEqual(["sent@example.com", "waiting@example.com", "given-up@example.com"]);
    expect(await pruneOld(at(days(SENT_KEPT_DAYS + 0.01)))).toBe(1);
    expect(await left()).toEqual(["waiting@example.com", "given-up@example.com"]);
    expect(await pruneOld(at(days(GIVEN_UP_KEPT_DAYS - 0.01)))).toBe(0);
    expect(await pruneOld(at(days(GIVEN_UP_KEPT_DAYS + 0.01)))).toBe(1);
    // A message still to be tried is never removed, however old.
    expect(await pruneOld(at(days(GIVEN_UP_KEPT_DAYS * 10)))).toBe(0);
    expect(await left()).toEqual(["waiting@example.com"]);
  });
});
