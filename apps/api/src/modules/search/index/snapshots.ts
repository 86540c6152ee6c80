/**
 * Where search index snapshots are kept (ADR 0019 step 8; schema.ts `searchSnapshots`): one row per
 * snapshot and its bytes in chunks, each written and read in a statement of its own, so that neither
 * a write of hundreds of MB nor a read holds a transaction open (an open transaction holds back every
 * instance's change feed, whose horizon is the oldest running transaction).
 */
import { and, desc, eq, gt, lt, ne, or, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { searchSnapshotChunks, searchSnapshots } from "../../../db/schema.ts";
import type { SnapshotHeader } from "./snapshot-format.ts";

/**
 * The layout of the parts the index writes (search-index.ts, Corpus.snapshotParts). Bump it whenever
 * that layout or the meaning of a part changes: an instance reads only snapshots of its own format.
 * (Parts are named by facet and field, so adding or removing one needs no bump: the restore of a part
 * that is missing fails, and the index loads from PostgreSQL.) 2: parts named by facet and field.
 * 3: postings as gaps, seven bits a byte. 4: the facets of the structured facts (issue 27 item 1), each
 * type's own only, a school's board a list: a format 3 snapshot would restore without them.
 */
export const SNAPSHOT_FORMAT = 4;

/** A snapshot being written for longer than this is taken to have been abandoned (its writer stopped). */
const WRITING_FOR_AT_MOST = "10 minutes";
/** Snapshots of another format (the code before or after a deploy) are kept this long after they were taken. */
const OTHER_FORMATS_KEPT = "1 day";

export interface StoredSnapshot {
  id: number;
  /** The change feed's horizon the index was current to. */
  horizon: string;
  /** How long ago it was taken, by the database's clock. */
  ageMs: number;
  header: SnapshotHeader;
  chunks: number;
  bytes: number;
}

/** The newest complete snapshot of this format, or null. */
export async function latestSnapshot(db: Database): Promise<StoredSnapshot | null> {
  const [row] = await db
    .select({
      id: searchSnapshots.id,
      horizon: sql<string>`${searchSnapshots.horizon}::text`,
      ageMs: sql<number>`(extract(epoch from now() - ${searchSnapshots.takenAt}) * 1000)::float8`,
      header: searchSnapshots.header,
      chunks: searchSnapshots.chunks,
      bytes: searchSnapshots.bytes,
    })
    .from(searchSnapshots)
    .where(and(eq(searchSnapshots.format, SNAPSHOT_FORMAT), eq(searchSnapshots.complete, true)))
    .orderBy(desc(searchSnapshots.id))
    .limit(1);
  if (!row) return null;
  return {
    ...row,
    ageMs: Number(row.ageMs),
    bytes: Number(row.bytes),
    header: row.header as unknown as SnapshotHeader,
  };
}

/**
 * A snapshot's chunks in order, one query each, the next asked for while this one is decoded (the
 * database encodes one while this thread reads the other: 8.5 s to 6.4 s for 610 MB). A newer snapshot
 * may remove this one meanwhile: then it throws.
 */
export async function* snapshotChunks(db: Database, snapshot: StoredSnapshot): AsyncGenerator<Uint8Array> {
  const read = (seq: number) => {
    const reading = db
      .select({ bytes: searchSnapshotChunks.bytes })
      .from(searchSnapshotChunks)
      .where(and(eq(searchSnapshotChunks.snapshotId, snapshot.id), eq(searchSnapshotChunks.seq, seq)))
      .then(([row]) => {
        if (!row) throw new Error(`search snapshot ${snapshot.id} was removed while it was read`);
        return row.bytes;
      });
    // Observed now: a read ahead that fails while the one before is decoded must not go unobserved.
    reading.catch(() => {});
    return reading;
  };
  let next = snapshot.chunks > 0 ? read(0) : null;
  for (let seq = 0; next !== null; seq++) {
    const current: Promise<Uint8Array> = next;
    next = seq + 1 < snapshot.chunks ? read(seq + 1) : null;
    yield await current;
  }
}

/**
 * Writes a snapshot, marks it complete, and removes the older ones. Returns its id and size, or null when
 * another instance is writing one (two instances that loaded at once need only one snapshot).
 */
export async function writeSnapshot(
  db: Database,
  horizon: string,
  snapshot: { chunks: () => Iterable<Uint8Array>; header: () => SnapshotHeader },
): Promise<{ id: number; bytes: number } | null> {
  const [writing] = await db
    .select({ id: searchSnapshots.id })
    .from(searchSnapshots)
    .where(
      and(
        eq(searchSnapshots.format, SNAPSHOT_FORMAT),
        eq(searchSnapshots.complete, false),
        gt(searchSnapshots.takenAt, sql`now() - ${WRITING_FOR_AT_MOST}::interval`),
      ),
    )
    .limit(1);
  if (writing) return null;
  const [created] = await db
    .insert(searchSnapshots)
    .values({ format: SNAPSHOT_FORMAT, horizon, header: {} })
    .returning({ id: searchSnapshots.id });
  const id = (created as { id: number }).id;
  let seq = 0;
  let bytes = 0;
  for (const chunk of snapshot.chunks()) {
    const buffer = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    await db.insert(searchSnapshotChunks).values({ snapshotId: id, seq, bytes: buffer });
    seq += 1;
    bytes += chunk.byteLength;
  }
  const header = snapshot.header() as unknown as Record<string, unknown>;
  await db
    .update(searchSnapshots)
    .set({ complete: true, header, chunks: seq, bytes })
    .where(eq(searchSnapshots.id, id));
  await db
    .delete(searchSnapshots)
    .where(
      and(
        ne(searchSnapshots.id, id),
        or(
          and(eq(searchSnapshots.format, SNAPSHOT_FORMAT), lt(searchSnapshots.id, id)),
          and(
            ne(searchSnapshots.format, SNAPSHOT_FORMAT),
            lt(searchSnapshots.takenAt, sql`now() - ${OTHER_FORMATS_KEPT}::interval`),
          ),
        ),
      ),
    );
  return { id, bytes };
}
