/**
 * One moderated-content pipeline (docs/decisions/0021): a kind of content is a description, and the
 * pipeline writes it, shows it to its owner and decides it. Here a fourth kind, a "note" described in
 * a few lines over the posts' table, goes through create, moderation, proposal, decision and delete
 * without a line of pipeline of its own; and the admin queue takes every kind from one registry.
 */
import { APPROVAL_CONTENT_TYPES } from "@lwl/contracts/approvals";
import { slugify } from "@lwl/contracts/slug";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { blogs, pendingApprovals } from "../../../src/db/schema.ts";
import { type Actor, hasOwnerRights } from "../../../src/modules/access/policy.ts";
import { MODERATED_KINDS } from "../../../src/modules/admin/moderated-kinds.ts";
import { moderatedKind } from "../../../src/modules/moderated-content/decision-service.ts";
import { type ContentKind, contentWrites, type KindDeps } from "../../../src/modules/moderated-content/service.ts";
import { createTestDatabase } from "../../helpers/database.ts";
import { insertUser } from "../../helpers/fixtures.ts";

interface NoteVersion {
  title: string;
  tags: string[];
}

const noteVersionSchema = z.object({ title: z.string().min(1), tags: z.array(z.string()) });

/** The whole description of the fourth kind: its types, then what the pipeline asks of it. */
interface NoteKind {
  table: typeof blogs;
  with: object;
  version: NoteVersion;
  update: NoteVersion;
  create: NoteVersion;
  view: { title: string; tags: string[]; status: string };
}

const noteKind: ContentKind<NoteKind> = {
  type: "BLOG",
  change: "post",
  noun: "Post",
  table: blogs,
  timestamps: { updatedAt: "lastUpdatedTime", publishedAt: "publishedTime" },
  with: { fields: {} },
  versionOf: (row) => ({ title: row.title, tags: row.tags }),
  valuesOf: (version) => ({
    ...version,
    ...(version.title === undefined ? {} : { slug: slugify(version.title) || "note" }),
  }),
  changesSchema: noteVersionSchema.partial(),
  versionOfWrite: (body, clean) => ({ title: clean(body.title), tags: body.tags }),
  insertValuesOf: (_body, version, actor) => ({
    title: version.title,
    tags: version.tags,
    slug: slugify(version.title) || "note",
    category: "notes",
    authorId: actor.userId,
  }),
  owns: (actor, found) => hasOwnerRights(actor, found.row.authorId),
  notYours: "This note is not yours.",
  viewOf: (found) => ({ title: found.row.title, tags: found.row.tags, status: found.row.status }),
  queueFactsOf: (found) => ({ title: found.row.title, listingId: null, listingName: null }),
};

const notes = contentWrites(noteKind);

let database: DatabaseHandle;
let deps: KindDeps;
let owner: Actor;
let otherOwner: Actor;

beforeAll(async () => {
  database = await createTestDatabase();
  deps = { db: database.db, publicUrl: "http://localhost:3000" };
  owner = { userId: (await insertUser(database.db, { role: "ListingOwner" })).id, role: "ListingOwner" };
  otherOwner = { userId: (await insertUser(database.db, { role: "ListingOwner" })).id, role: "ListingOwner" };
});
afterAll(() => database.close());

async function approvalsOf(contentId: number) {
  const rows = await database.db
    .select()
    .from(pendingApprovals)
    .where(and(eq(pendingApprovals.contentType, "BLOG"), eq(pendingApprovals.contentId, contentId)))
    .orderBy(pendingApprovals.id);
  return rows.map((row) => ({ action: row.action, status: row.status, proposed: row.proposedChanges }));
}

async function rowOf(id: number) {
  const [row] = await database.db.select().from(blogs).where(eq(blogs.id, id));
  return row;
}

async function idOf(title: string): Promise<number> {
  const [row] = await database.db.select({ id: blogs.id }).from(blogs).where(eq(blogs.title, title));
  if (!row) throw new Error(`no note ${title}`);
  return row.id;
}

describe("a fourth kind, described in a test", () => {
  it("is written by the pipeline: an owner's new note waits for moderation, sanitised", async () => {
    const view = await notes.create(deps, owner, { title: "First <script>x</script>note", tags: ["a"] });

    expect(view).toMatchObject({ title: "First note", tags: ["a"], status: "PENDING", rejectReason: null });
    expect(view.pendingSince).toEqual(expect.any(String));
    const id = await idOf("First note");
    expect(await approvalsOf(id)).toEqual([{ action: "CREATE", status: "PENDING", proposed: null }]);
    expect((await rowOf(id))?.publishedTime).toBeNull();
  });

  it("is decided by the queue's side of the pipeline: published, then an owner's edit is proposed and applied", async () => {
    const id = await idOf("First note");
    const decisions = moderatedKind(noteKind);

    const subjects = await decisions.subjects(deps, [id]);
    expect(subjects.get(id)).toEqual({
      version: { title: "First note", tags: ["a"] },
      status: "PENDING",
      title: "First note",
      listingId: null,
      listingName: null,
    });

    await decisions.publish(deps, id);
    const published = await rowOf(id);
    expect(published?.status).toBe("PUBLISHED");
    expect(published?.publishedTime).toBeInstanceOf(Date);

    const proposed = await notes.update(deps, owner, id, { title: "Better note", tags: ["a"] });
    expect(proposed).toMatchObject({
      title: "First note",
      status: "PUBLISHED",
      pendingChanges: { title: "Better note" },
    });
    expect((await approvalsOf(id)).at(-1)).toEqual({
      action: "UPDATE",
      status: "PENDING",
      proposed: { title: "Better note" },
    });

    await decisions.apply(deps, id, { title: "Better note" });
    expect(await rowOf(id)).toMatchObject({ title: "Better note", slug: "better-note", status: "PUBLISHED" });
    // Published once: applying an update does not move the first publication.
    expect((await rowOf(id))?.publishedTime).toEqual(published?.publishedTime);
  });

  it("refuses with the kind's own texts, and an Administrator's edit publishes at once", async () => {
    const id = await idOf("Better note");
    await expect(notes.ownerView(deps, otherOwner, id)).rejects.toMatchObject({
      statusCode: 403,
      message: "This note is not yours.",
    });
    await expect(notes.ownerView(deps, owner, 999_999)).rejects.toMatchObject({
      statusCode: 404,
      message: "Post 999999 not found",
    });

    const admin: Actor = {
      userId: (await insertUser(database.db, { role: "Administrator" })).id,
      role: "Administrator",
    };
    const edited = await notes.update(deps, admin, id, { title: "Admin note", tags: [] });
    expect(edited).toMatchObject({ title: "Admin note", tags: [], status: "PUBLISHED", pendingChanges: null });
    // The owner's open proposal is moot once an Administrator wrote the note.
    expect((await approvalsOf(id)).at(-1)?.status).toBe("CANCELLED");
  });

  it("is deleted by the pipeline, its open approval withdrawn", async () => {
    await notes.create(deps, owner, { title: "Short-lived note", tags: [] });
    const id = await idOf("Short-lived note");

    await notes.delete(deps, owner, id);

    expect(await rowOf(id)).toBeUndefined();
    expect(await approvalsOf(id)).toEqual([{ action: "CREATE", status: "CANCELLED", proposed: null }]);
  });
});

describe("the admin queue's registry", () => {
  it("holds one moderated kind for every approval type, under its own type", () => {
    expect(Object.keys(MODERATED_KINDS).sort()).toEqual([...APPROVAL_CONTENT_TYPES].sort());
    for (const type of APPROVAL_CONTENT_TYPES) expect(MODERATED_KINDS[type].type).toBe(type);
  });

  it("names each kind as the queue's messages and content changes do", () => {
    expect(MODERATED_KINDS.LISTING).toMatchObject({ noun: "listing", change: "listing" });
    expect(MODERATED_KINDS.EVENT).toMatchObject({ noun: "event", change: "event" });
    expect(MODERATED_KINDS.BLOG).toMatchObject({ noun: "post", change: "post" });
  });
});
