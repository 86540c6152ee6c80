/**
 * The SQL of the pipeline, over whichever table a content kind describes. Drizzle cannot follow a
 * table that is only a type parameter through its builders (the joined selection, the keys of a
 * `set`), so the builders run on the table as a plain `PgTable` and each answer is given the
 * described kind's row type once, here.
 */
import type { ContentStatus } from "@lwl/contracts/status";
import { and, asc, eq, getTableColumns, getTableName, inArray, type SQL, sql } from "drizzle-orm";
import type { PgTable, PgUpdateSetSource, SelectedFields } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { isVisible } from "../content/visibility.ts";
import type { DescribedTable, ModeratedTable, PublishedEntry, RowOf, SitemapListing } from "./content-kind.ts";

/** A new row: published now (the database's clock) or waiting, with no publication yet. */
export async function insertRow<T extends ModeratedTable>(
  db: Database,
  kind: DescribedTable<T>,
  values: T["$inferInsert"],
  status: ContentStatus,
): Promise<RowOf<T>> {
  const [row] = await db
    .insert(kind.table as PgTable)
    .values({
      ...values,
      status,
      [kind.timestamps.publishedAt]: status === "PUBLISHED" ? sql`now()` : null,
    })
    .returning();
  if (!row) throw new Error(`row not inserted into ${getTableName(kind.table)}`);
  return row as RowOf<T>;
}

/**
 * Rows with what the kind reads beside them (`{ row, ...with }`); with `lock`, the rows (not the
 * joined ones) are locked until the transaction ends, so two writes of one piece of content follow
 * each other.
 */
export async function findRows<T extends ModeratedTable, F extends { row: RowOf<T> }>(
  db: Database,
  kind: DescribedTable<T>,
  ids: number[],
  lock = false,
): Promise<F[]> {
  if (ids.length === 0) return [];
  const query = selectWith(db, kind, { row: kind.table, ...kind.with.fields }).where(inArray(kind.table.id, ids));
  const rows = await (lock ? query.for("update", { of: kind.table as PgTable }) : query);
  // The selection is the kind's own `with`, under the row: the shape its `FoundOf` type declares.
  return rows as unknown as F[];
}

/** Fields of the kind's table and of the table its `with` joins. */
function selectWith<T extends ModeratedTable>(db: Database, kind: DescribedTable<T>, fields: SelectedFields) {
  const from = db.select(fields).from(kind.table as PgTable);
  const { join } = kind.with;
  if (!join) return from;
  return join.outer ? from.leftJoin(join.table, join.on) : from.innerJoin(join.table, join.on);
}

/** Id, address fields and last change of the published items of one sitemap file, by id (the sitemap's order). */
export async function findPublishedEntries<T extends ModeratedTable>(
  db: Database,
  kind: DescribedTable<T>,
  sitemap: SitemapListing,
  file: string,
): Promise<PublishedEntry[]> {
  const fields = {
    id: kind.table.id,
    lastModified: sitemap.lastModified ?? lastChange(kind),
    ...sitemap.addressFields,
  };
  // The join is read only when something beside the item must be visible (an event's listing).
  const from = sitemap.alsoVisible ? selectWith(db, kind, fields) : db.select(fields).from(kind.table as PgTable);
  const rows = await from
    .where(and(isVisible(kind.table.status), sitemap.alsoVisible, sitemap.files[file]))
    .orderBy(asc(kind.table.id));
  // The selection is an id, a date and the kind's address fields: a PublishedEntry.
  return rows as PublishedEntry[];
}

/** The later of a row's updated-at and published-at (a row published after its last edit changed then). */
function lastChange<T extends ModeratedTable>(kind: DescribedTable<T>): SQL<Date> {
  const columns = getTableColumns(kind.table);
  const updated = columns[kind.timestamps.updatedAt];
  const published = columns[kind.timestamps.publishedAt];
  return sql<Date>`greatest(${updated}, coalesce(${published}, ${updated}))`.mapWith(
    (value: string | Date) => new Date(value),
  );
}

/** What an update writes: some fields' columns, a status, and whether it publishes the row. */
interface RowChange<T extends ModeratedTable> {
  values?: PgUpdateSetSource<T>;
  status?: ContentStatus;
  /** Sets the published-at column, the first time only. */
  publishes?: boolean;
}

/** Writes a change and the row's updated-at (both on the database's clock); answers the row as written. */
export async function updateRow<T extends ModeratedTable>(
  db: Database,
  kind: DescribedTable<T>,
  id: number,
  change: RowChange<T>,
): Promise<RowOf<T>> {
  const { updatedAt, publishedAt } = kind.timestamps;
  const publishedColumn = getTableColumns(kind.table)[publishedAt];
  const [row] = await db
    .update(kind.table as PgTable)
    .set({
      ...change.values,
      ...(change.status === undefined ? {} : { status: change.status }),
      ...(change.publishes ? { [publishedAt]: sql`coalesce(${publishedColumn}, now())` } : {}),
      [updatedAt]: sql`now()`,
    })
    .where(eq(kind.table.id, id))
    .returning();
  if (!row) throw new Error(`row ${id} of ${getTableName(kind.table)} not updated`);
  return row as RowOf<T>;
}

export async function deleteRow<T extends ModeratedTable>(db: Database, table: T, id: number): Promise<void> {
  await db.delete(table as PgTable).where(eq(table.id, id));
}
