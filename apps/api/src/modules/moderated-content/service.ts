/**
 * The one write path of moderated content (docs/decisions/0021-one-moderated-content-pipeline.md):
 * create, update, delete and the owner's views of any kind a `ContentKind` describes (the listing, the
 * event, the post). Who may write is the kind's (`owns`, from modules/access and listings/policy.ts);
 * what a write does is the moderation rule of modules/moderation/service.ts: an Administrator
 * publishes, a ListingOwner submits new or unpublished content and proposes changes to published
 * content. Every committed write is told to content changes.
 */
import type { Database } from "../../db/client.ts";
import { notFound } from "../../shared/http-error.ts";
import { type Actor, refusedOwnership } from "../access/policy.ts";
import { sanitizeArticleHtml } from "../content/html.ts";
import { type ContentChange, contentChanged } from "../content-changes/service.ts";
import {
  changedFields,
  type ModerationState,
  moderationStates,
  NO_MODERATION_STATE,
  planCreate,
  planWrite,
  proposeChanges,
  settleWrittenContent,
  statusAfter,
  submitForModeration,
  withdrawOpenApproval,
} from "../moderation/service.ts";
import type { ContentKind, FoundOf, KindDeps, KindTypes } from "./content-kind.ts";
import * as queries from "./queries.ts";

export type { ContentKind, DecidedApproval, KindDeps, PublishedEntry } from "./content-kind.ts";

/** The owner's view of a piece of content: the kind's view and its moderation state. */
export type OwnerView<K extends KindTypes> = K["view"] & ModerationState<Partial<K["version"]>>;

/** A kind's write path and owner's views (docs/product.md section 4.6), each called by one route. */
export interface ContentWrites<K extends KindTypes> {
  /** An Administrator's new content is published; anyone else's waits for moderation. */
  create(deps: KindDeps, actor: Actor, body: K["create"]): Promise<OwnerView<K>>;
  /**
   * An edit, with the row locked until the transaction ends (two edits follow each other): written and
   * published or (re)submitted; or, for a ListingOwner's edit of published content, the changed
   * fields proposed while the live row stays.
   */
  update(deps: KindDeps, actor: Actor, id: number, body: K["update"]): Promise<OwnerView<K>>;
  /** Gone at once (taking content offline needs no moderation); an open approval is withdrawn. */
  delete(deps: { db: Database }, actor: Actor, id: number): Promise<void>;
  /** A piece of content in any status with its moderation state, for whoever may manage it. */
  ownerView(deps: { db: Database }, actor: Actor, id: number): Promise<OwnerView<K>>;
  /**
   * A list's items with each one's moderation state when the viewer sees every status (their own
   * content, or an Administrator's view); with empty moderation fields for anyone else.
   */
  withModerationStates<Item extends { id: number }>(
    deps: { db: Database },
    items: Item[],
    everyStatus: boolean,
  ): Promise<(Item & ModerationState<Partial<K["version"]>>)[]>;
}

/** The write path of a described kind. */
export function contentWrites<K extends KindTypes>(kind: ContentKind<K>): ContentWrites<K> {
  const findOne = async (db: Database, id: number, lock: boolean): Promise<FoundOf<K> | undefined> =>
    (await queries.findRows<K["table"], FoundOf<K>>(db, kind, [id], lock))[0];

  /** 404 when unknown, 403 when the actor may not manage it. */
  const findOwned = async (db: Database, actor: Actor, id: number, lock: boolean): Promise<FoundOf<K>> => {
    const found = await findOne(db, id, lock);
    if (!found) throw notFound(kind.noun, id);
    if (!kind.owns(actor, found)) throw kind.refuse?.(actor) ?? refusedOwnership(actor, kind.notYours);
    return found;
  };

  const ownerViewOf = async (db: Database, found: FoundOf<K>): Promise<OwnerView<K>> => {
    const states = await moderationStates<Partial<K["version"]>>({ db }, kind.type, [found.row.id]);
    return { ...kind.viewOf(found), ...(states.get(found.row.id) ?? NO_MODERATION_STATE) };
  };

  const changeOf = (id: number, found: FoundOf<K>): ContentChange =>
    kind.changeOf?.(id, kind.queueFactsOf(found)) ?? ({ kind: kind.change, id } as ContentChange);

  const versionOf = (deps: KindDeps, body: K["update"] | K["create"]): K["version"] =>
    kind.versionOfWrite(body, (html) => sanitizeArticleHtml(html, { publicUrl: deps.publicUrl }));

  return {
    async create(deps, actor, body) {
      await kind.beforeCreate?.(deps, actor, body);
      const version = versionOf(deps, body);
      const plan = planCreate(actor);
      const created = await deps.db.transaction(async (tx) => {
        const row = await queries.insertRow(tx, kind, kind.insertValuesOf(body, version, actor), statusAfter(plan));
        if (plan === "submit") await submitForModeration({ db: tx }, kind.type, row.id, actor.userId);
        // Read again with what the kind reads beside it (the listing, the author's role).
        const found = await findOne(tx, row.id, false);
        if (!found) throw notFound(kind.noun, row.id);
        return { id: row.id, view: await ownerViewOf(tx, found), change: changeOf(row.id, found) };
      });
      await contentChanged(deps.db, created.change);
      return created.view;
    },

    async update(deps, actor, id, body) {
      const version = versionOf(deps, body);
      const written = await deps.db.transaction(async (tx) => {
        const found = await findOwned(tx, actor, id, true);
        await kind.beforeUpdate?.({ ...deps, db: tx }, body);
        const plan = planWrite(actor, found.row.status);
        if (plan === "propose") {
          const changes = changedFields(kind.versionOf(found.row), version);
          await proposeChanges({ db: tx }, kind.type, id, actor.userId, changes);
          return { view: await ownerViewOf(tx, found), change: changeOf(id, found) };
        }
        const row = await queries.updateRow(tx, kind, id, {
          values: kind.valuesOf(version),
          status: statusAfter(plan),
          publishes: plan === "publish",
        });
        await settleWrittenContent({ db: tx }, plan, kind.type, id, actor.userId);
        // A write changes only the row: what was read beside it (the listing, the author's role) still holds.
        return { view: await ownerViewOf(tx, { ...found, row }), change: changeOf(id, found) };
      });
      await contentChanged(deps.db, written.change);
      return written.view;
    },

    async delete(deps, actor, id) {
      const change = await deps.db.transaction(async (tx) => {
        const found = await findOwned(tx, actor, id, true);
        await queries.deleteRow(tx, kind.table, id);
        await withdrawOpenApproval({ db: tx }, kind.type, id, actor.userId);
        return changeOf(id, found);
      });
      await contentChanged(deps.db, change);
    },

    async ownerView(deps, actor, id) {
      return ownerViewOf(deps.db, await findOwned(deps.db, actor, id, false));
    },

    async withModerationStates(deps, items, everyStatus) {
      const states = everyStatus
        ? await moderationStates<Partial<K["version"]>>(
            deps,
            kind.type,
            items.map((item) => item.id),
          )
        : new Map<number, ModerationState<Partial<K["version"]>>>();
      return items.map((item) => ({ ...item, ...(states.get(item.id) ?? NO_MODERATION_STATE) }));
    },
  };
}
