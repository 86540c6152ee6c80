/**
 * What a kind of moderated content tells the one pipeline (docs/decisions/0021): its approval type, its
 * table and the columns the pipeline writes, its version both ways, who may write it, what the admin
 * queue shows of it and how its writes are checked. The listing, the event and the post are three such
 * descriptions (listings/listing-kind-service.ts, events/event-kind-service.ts,
 * news/post-kind-service.ts); a fourth kind is a fourth description, not a copy of the pipeline.
 */
import type { ApprovalAction, ApprovalContentType } from "@lwl/contracts/approvals";
import type { ContentStatus } from "@lwl/contracts/status";
import type { SQL } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource, SelectedFields } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import type { HttpError, MissingThing } from "../../shared/http-error.ts";
import type { Actor } from "../access/policy.ts";
import type { ContentChange } from "../content-changes/service.ts";

/** A table the pipeline can moderate: an integer `id` and a `status` column of the content statuses. */
export type ModeratedTable = PgTable & { id: PgColumn; status: PgColumn };

/** A row of the described table, as Drizzle reads it. */
export type RowOf<T extends ModeratedTable> = T["$inferSelect"] & { id: number; status: ContentStatus };

/** The name (in the Drizzle table) of one of its timestamp columns. */
type TimestampKey<T extends ModeratedTable> = keyof T["_"]["columns"] & string;

/**
 * The types of one kind, named once: its table, what is read beside a row (`{ listing }`, `{ authorRole }`
 * or nothing), its version (contracts' editable fields), its create and update bodies and the owner's
 * view of it before the moderation state.
 */
export interface KindTypes {
  table: ModeratedTable;
  with: object;
  version: object;
  update: unknown;
  create: unknown;
  view: object;
}

/** What the pipeline reads of a piece of content: the row itself under `row`, and what the rules need beside it. */
export type FoundOf<K extends KindTypes> = { row: RowOf<K["table"]> } & K["with"];

/** How the queue names a piece of content: its title and the listing it belongs to (null for none). */
export interface QueueFacts {
  title: string;
  listingId: number | null;
  listingName: string | null;
}

/** The deps every step of the pipeline gets: the database (a transaction inside one) and PUBLIC_URL. */
export interface KindDeps {
  db: Database;
  /** PUBLIC_URL, for the sanitiser's own-media rule. */
  publicUrl: string;
}

/** Where a kind's rows are and what the pipeline reads and writes of them. */
export interface DescribedTable<T extends ModeratedTable> {
  table: T;
  /** The timestamp columns, by their key in `table`: set on every write, and the first publication. */
  timestamps: { updatedAt: TimestampKey<T>; publishedAt: TimestampKey<T> };
  /**
   * What is read with a row (beside it, under `row`): the fields, and the table they are joined from.
   * An inner join drops rows without the joined one (an event has a listing); a left join keeps them
   * with nulls (a post may have none).
   */
  with: { fields: SelectedFields; join?: { table: PgTable; on: SQL; outer: boolean } };
}

export interface ContentKind<K extends KindTypes> extends DescribedTable<K["table"]> {
  /** The approval's content type in pending_approvals (LISTING, EVENT or BLOG). */
  type: ApprovalContentType;
  /** What content changes call it (the content cache, the search index). */
  change: ContentChange["kind"];
  /**
   * What a write or a decision of it tells content changes; unless given, `{ kind: change, id }`. A
   * review tells its listing's change: what it changes for visitors is the listing's rating.
   */
  changeOf?(id: number, facts: QueueFacts): ContentChange;
  /** Its name in messages: "Listing 12 not found", "The listing of pending approval 3 no longer exists". */
  noun: MissingThing;

  /** The editable fields of a row (contracts' version). */
  versionOf(row: RowOf<K["table"]>): K["version"];
  /** The column values of some or all fields of a version (a new title brings a new slug). */
  valuesOf(version: Partial<K["version"]>): PgUpdateSetSource<K["table"]>;
  /** Checks proposed changes again when they are approved: the version's schema, every field optional. */
  changesSchema: z.ZodType<Partial<K["version"]>>;
  /** A write body as it will be stored: rich text sanitised by `clean`, fields that are not the version left out. */
  versionOfWrite(body: K["update"] | K["create"], clean: (html: string) => string): K["version"];
  /** The columns of a new row besides its status and publication (its author, its listing...). */
  insertValuesOf(body: K["create"], version: K["version"], actor: Actor): K["table"]["$inferInsert"];

  /** Whether the actor may write this piece of content, and the 403's text when not ("This event does not belong to you."). */
  owns(actor: Actor, found: FoundOf<K>): boolean;
  notYours: string;
  /**
   * The 403 when `owns` says no; unless given, access/policy.ts `refusedOwnership` (below the ListingOwner
   * role the role is the reason). A kind any signed-in user writes (a review) words it itself.
   */
  refuse?(actor: Actor): HttpError;
  /** Checks before a create (the listing accepts new content, codes are known): 404, 403, 409 or 400. */
  beforeCreate?(deps: KindDeps, actor: Actor, body: K["create"]): Promise<void>;
  /** Checks of an edit once the row is locked and owned (codes are known): 400. */
  beforeUpdate?(deps: KindDeps, body: K["update"]): Promise<void>;

  /** The owner's view of a row, before its moderation state. */
  viewOf(found: FoundOf<K>): K["view"];
  /** What the admin queue shows of it. */
  queueFactsOf(found: FoundOf<K>): QueueFacts;
  /**
   * What else the queue's items of this kind carry, by content id (a review's open reports and flag);
   * the contracts' item of the kind names these fields.
   */
  queueExtrasOf?(deps: { db: Database }, ids: number[]): Promise<Map<number, object>>;
  /**
   * Called inside a decision's transaction once the approval is closed (a review's reports are resolved
   * by a REPORT decision, or come back as one after another decision).
   */
  afterDecision?(deps: { db: Database }, decided: DecidedApproval): Promise<void>;
  /** How its published items are listed in the sitemaps; none for a kind without pages of its own. */
  sitemap?: SitemapListing;
}

/** A decided approval, as a kind's `afterDecision` hears of it. */
export interface DecidedApproval {
  contentId: number;
  action: ApprovalAction;
  approved: boolean;
  decidedBy: string;
}

/** A published item as the sitemaps read it: its id, when it last changed, and what its address needs. */
export interface PublishedEntry {
  id: number;
  lastModified: Date;
  [addressField: string]: unknown;
}

/** How a kind is listed in the sitemaps (modules/sitemaps): published items only, by id. */
export interface SitemapListing {
  /** Its sitemap files by name (`colleges`, `events`), each with the condition its items meet (none: every one). */
  files: Record<string, SQL | undefined>;
  /** The columns its address needs besides the id (a slug, a listing id). */
  addressFields: SelectedFields;
  /**
   * When a published item last changed (the file's and the item's lastmod); unless given, the later of
   * its updated-at and its published-at.
   */
  lastModified?: SQL<Date> | PgColumn;
  /** What must be visible too, read through the kind's `with` join (an event's listing must be published). */
  alsoVisible?: SQL;
  /** The address of the item's page; the entry has the `addressFields` the kind named. */
  pathOf(entry: PublishedEntry): string;
}
