/**
 * The search index of one database (docs/decisions/0019-search-index-in-memory.md): a corpus per
 * listing type and one of events, loaded on the first search (or at startup, `warmSearchIndex`) and
 * kept current by the content changes every write reports (content-changes `onContentChange`, which on
 * PostgreSQL includes the other instances' through NOTIFY).
 *
 * A reported change is applied before the next search answers, so a search after a write sees it, as
 * the SQL did. Every few seconds, in the background and never delaying a search, the change feed
 * (migration 0019, `search_changes`) says which rows changed otherwise (another instance's write whose
 * notification was lost, clicks on another instance, a script), and only those rows are read again.
 * This instance's own clicks are applied before the next search.
 */
import type { ListingType } from "@lwl/contracts/listings";
import type { Database } from "../../../db/client.ts";
import { backgroundLogOf, inBackground } from "../../../shared/background-work.ts";
import { searchAnswersStale } from "../../content-cache/service.ts";
import { type ContentChange, onContentChange } from "../../content-changes/service.ts";
import { EVENT_FACETS, LISTING_FACETS, MULTI_VALUED_FACETS } from "../facets.ts";
import type { EventCard, ListingCard } from "../mappers.ts";
import { CardShelf, forgetCardsOf } from "./cards.ts";
import { Corpus } from "./corpus.ts";
import { IntMap } from "./int-map.ts";
import * as queries from "./queries.ts";
import { type DecodedPart, decodeSnapshot, encodeSnapshot, readerOf, type SnapshotPart } from "./snapshot-format.ts";
import { latestSnapshot, snapshotChunks, writeSnapshot } from "./snapshots.ts";
import { Vocabulary } from "./typos.ts";

const LISTING_TYPES: ListingType[] = ["COLLEGE", "SCHOOL", "TUTORIAL"];

/**
 * How often the change feed is read for rows changed behind the index's back (another instance's lost
 * notification, its clicks, a script), in the background while searches arrive.
 */
export const CHECK_MS = 1_000;
/** How long the feed keeps a change: an index that has not read it for half as long compares every row instead. */
const FEED_KEPT_MS = 60 * 60_000;
/** How often an index deletes the feed's rows older than FEED_KEPT_MS. */
const TRIM_EVERY_MS = 10 * 60_000;
/** Changes read at most at once; more than that (a bulk load, a script) and every row's version is compared. */
const FEED_BATCH = 20_000;
/** Above this share of changed rows a sync reloads everything in one query rather than by ids. */
const RELOAD_SHARE = 0.2;
/** Cards kept per shelf: about 600 bytes each. */
export const CARDS_KEPT = 50_000;
/** Ids per query when rows are loaded by id. */
const CHUNK = 2000;

export interface SearchIndexOptions {
  /**
   * Read the newest snapshot instead of every row when the index is first built, and write one after
   * each full load (the search thread on PostgreSQL: ADR 0019 step 8).
   */
  snapshots?: boolean;
  /** Where a line worth the log at info goes (a snapshot written). */
  note?: (message: string) => void;
}

// Each type's corpus holds its own facets only: a column per facet per row, none for another type's.
const newListingCorpora = (): Record<ListingType, Corpus> => ({
  COLLEGE: new Corpus("listing", LISTING_FACETS.COLLEGE, MULTI_VALUED_FACETS),
  SCHOOL: new Corpus("listing", LISTING_FACETS.SCHOOL, MULTI_VALUED_FACETS),
  TUTORIAL: new Corpus("listing", LISTING_FACETS.TUTORIAL, MULTI_VALUED_FACETS),
});
const newEventCorpus = () => new Corpus("event", EVENT_FACETS);

interface Pending {
  everything: boolean;
  listings: Set<number>;
  events: Set<number>;
  /** Every listing's clicks (a new ranking month, clicks counted behind the app's back). */
  popularity: boolean;
  /** Listings whose clicks alone changed. */
  clicked: Set<number>;
}

const nothingPending = (): Pending => ({
  everything: false,
  listings: new Set(),
  events: new Set(),
  popularity: false,
  clicked: new Set(),
});

export class SearchIndex {
  private listings = newListingCorpora();
  private events = newEventCorpus();
  /** Id → xmin of every listing held (a typed table: a Map with a string per row was about 100 MB at a million). */
  private listingVersions = new IntMap();
  private eventVersions = new Map<number, string>();
  private built = false;
  /** A first full load asks for a snapshot, written once `prepare` built what the first searches need. */
  private snapshotDue = false;
  /** False from a snapshot's restore until the changes since it were read (a failed read is tried again). */
  private caughtUp = true;
  private pending = nothingPending();
  private work: Promise<void> | null = null;
  private checkedAt = 0;
  /** Where the change feed is to be read from next (queries.readFeed), once loaded. */
  private feedFrom: string | null = null;
  /** Transactions from feedFrom on whose changes were applied (the feed names them again until the horizon passes them). */
  private feedApplied = new Set<string>();
  private feedReadAt = 0;
  private trimmedAt = 0;
  /** The cards of rows shown in results (cards.ts), forgotten with their row. */
  readonly listingCards = new CardShelf<ListingCard>(CARDS_KEPT);
  readonly eventCards = new CardShelf<EventCard>(CARDS_KEPT);

  /** Rows put, removed or re-counted because they differed from what the index held (see check). */
  private applied = 0;

  /**
   * `onStale` is told when the background check found rows changed behind the app's back: answers
   * kept from before (the content cache's search shelf) are stale, and no write of this instance
   * forgot them.
   */
  constructor(
    private readonly db: Database,
    private readonly onStale: () => void = () => {},
    private readonly options: SearchIndexOptions = {},
  ) {}

  /** How the index was last loaded (the search thread logs it). */
  loadedHow = "";

  /** A write changed content (null: anything may have changed). Applied before the next search. */
  changed(change: ContentChange | null): void {
    forgetCardsOf(change, this.listingCards, this.eventCards);
    if (change === null || (change.kind === "listing" && change.id === null)) this.pending.everything = true;
    else if (change.kind === "listing" && change.id !== null) this.pending.listings.add(change.id);
    else if (change.kind === "event") this.pending.events.add(change.id);
  }

  /** Every listing's clicks may have changed (a new ranking month, a script). Applied before the next search. */
  popularityChanged(): void {
    this.pending.popularity = true;
  }

  /** A listing's clicks changed (a click counted here). Applied before the next search. */
  clicked(listingId: number): void {
    this.pending.clicked.add(listingId);
  }

  /** The known words of every corpus, for typos: words join as rows bring them (Corpus.takeNewWords). */
  private knownWords = new Vocabulary();

  vocabulary(): Vocabulary {
    for (const corpus of [...LISTING_TYPES.map((type) => this.listings[type]), this.events]) {
      const fresh = corpus.takeNewWords();
      if (fresh.length > 0) this.knownWords.add(fresh);
    }
    return this.knownWords;
  }

  /** The corpora, with every reported change applied. */
  async current(): Promise<{ listings: Record<ListingType, Corpus>; events: Corpus }> {
    while (!this.built || this.hasPending()) await this.run(() => this.apply());
    if (!this.work && Date.now() - this.checkedAt > CHECK_MS) this.checkInBackground();
    return { listings: this.listings, events: this.events };
  }

  private hasPending(): boolean {
    const { everything, listings, events, popularity, clicked } = this.pending;
    return !this.caughtUp || everything || popularity || listings.size > 0 || events.size > 0 || clicked.size > 0;
  }

  /** One piece of work at a time; a caller arriving meanwhile waits for it, then looks again. */
  private async run(task: () => Promise<void>): Promise<void> {
    while (this.work) await this.work.catch(() => {});
    const work = task().finally(() => {
      if (this.work === work) this.work = null;
    });
    this.work = work;
    await work;
  }

  private async apply(): Promise<void> {
    const { everything, listings, events, popularity, clicked } = this.pending;
    this.pending = nothingPending();
    try {
      if (!this.built && this.options.snapshots && (await this.restore())) {
        this.built = true;
        this.caughtUp = false;
      }
      if (!this.caughtUp) {
        // The rows changed since the snapshot: from the feed, or by comparing versions when it is old.
        await this.readChanges();
        this.caughtUp = true;
        return;
      }
      if (!this.built || everything) {
        // Every row's version is compared: what was reported so far is covered too.
        const started = Date.now();
        await this.resync();
        if (!this.built) this.loadedHow = `read from PostgreSQL in ${Date.now() - started} ms`;
        this.built = true;
        return;
      }
      if (listings.size > 0) await this.reloadListings([...listings]);
      if (events.size > 0) await this.reloadEvents([...events]);
      if (popularity) await this.refreshPopularity();
      else if (clicked.size > 0) await this.refreshPopularityOf([...clicked]);
    } catch (error) {
      // Not applied: asked again by the next search.
      this.pending.everything ||= everything;
      for (const id of listings) this.pending.listings.add(id);
      for (const id of events) this.pending.events.add(id);
      this.pending.popularity ||= popularity;
      for (const id of clicked) this.pending.clicked.add(id);
      throw error;
    }
  }

  /** Listings, and the events they show in (a listing's status and place are its events'). */
  private async reloadListings(ids: number[]): Promise<void> {
    const loaded = await queries.loadListings(this.db, { ids });
    const found = new Set(loaded.map((row) => row.id));
    for (const id of ids) if (!found.has(id)) this.removeListing(id);
    for (const row of loaded) this.putListing(row);
    const events = await queries.loadEvents(this.db, { ofListings: ids });
    const kept = new Set(events.map((row) => row.id));
    for (const listingId of ids) {
      for (const id of this.events.idsOf(listingId)) {
        if (!kept.has(id)) this.removeEvent(id);
      }
    }
    for (const row of events) this.putEvent(row);
  }

  private async reloadEvents(ids: number[]): Promise<void> {
    const loaded = await queries.loadEvents(this.db, { ids });
    const found = new Set(loaded.map((row) => row.id));
    for (const id of ids) if (!found.has(id)) this.removeEvent(id);
    for (const row of loaded) this.putEvent(row);
  }

  /** Adds or replaces a listing; one whose version the index holds already is left as it is. */
  private putListing(row: queries.LoadedListing): void {
    if (this.listingVersions.get(row.id) === row.version) return;
    this.applied += 1;
    for (const type of LISTING_TYPES) if (type !== row.type) this.listings[type].remove(row.id);
    this.listings[row.type].upsert(row);
    if (this.listingVersions.has(row.id)) this.listingCards.forget(row.id);
    this.listingVersions.set(row.id, row.version);
  }

  private removeListing(id: number): void {
    if (this.listingVersions.has(id)) this.applied += 1;
    for (const type of LISTING_TYPES) this.listings[type].remove(id);
    this.listingVersions.delete(id);
    this.listingCards.forget(id);
  }

  private putEvent(row: queries.LoadedEvent): void {
    if (this.eventVersions.get(row.id) === row.version) return;
    this.applied += 1;
    this.events.upsert(row);
    if (this.eventVersions.has(row.id)) this.eventCards.forget(row.id);
    this.eventVersions.set(row.id, row.version);
  }

  private removeEvent(id: number): void {
    if (this.eventVersions.has(id)) this.applied += 1;
    this.events.remove(id);
    this.eventVersions.delete(id);
    this.eventCards.forget(id);
  }

  /**
   * Builds what the first searches would otherwise build while answering (at a million rows, seconds
   * that searches would queue behind): the typo vocabulary, and each corpus's orders, by running a
   * search that needs each of them.
   */
  prepare(): void {
    this.vocabulary();
    try {
      this.buildOrders();
    } finally {
      if (this.snapshotDue) {
        this.snapshotDue = false;
        this.snapshotInBackground();
      }
    }
  }

  private buildOrders(): void {
    const nothing = { words: [], phrase: "", filters: {}, near: undefined };
    const aWord = { ...nothing, words: [{ word: "a", typos: [] }], phrase: "a" };
    const near = { ...nothing, near: { lat: 0, lng: 0, radiusKm: 1 } };
    const page = { page: 0, size: 1 };
    for (const corpus of [...LISTING_TYPES.map((type) => this.listings[type]), this.events]) {
      const now = corpus.kind === "event" ? { now: Date.now() } : {};
      corpus.search({ ...aWord, ...now }, { ...page, sort: "relevance" });
      corpus.search({ ...nothing, ...now }, { ...page, sort: "relevance" });
      corpus.search({ ...nothing, ...now }, { ...page, sort: "name" });
      corpus.search({ ...near, ...now }, { ...page, sort: "distance" });
      if (corpus.kind === "listing") corpus.search(nothing, { ...page, sort: "rating" });
    }
  }

  /**
   * Reads the change feed every `everyMs` whether or not searches arrive (the search thread): on the
   * HTTP thread's side the answers kept for 5 s would otherwise keep searches, and so the check they
   * start, from reaching the index, and a change behind the app's back would wait for them to expire.
   */
  followFeed(everyMs: number): void {
    setInterval(() => {
      if (!this.work && this.built) this.checkInBackground();
    }, everyMs).unref();
  }

  /** Starts the check for unreported changes without waiting for it (its failure is logged). */
  private checkInBackground(): void {
    this.checkedAt = Date.now();
    inBackground(
      this.db,
      "search index: the check for unreported changes",
      this.run(() => this.check()),
    );
  }

  /** The background check, at once (tests; a script that wrote behind the app's back). */
  checkNow(): Promise<void> {
    return this.run(() => this.check());
  }

  /**
   * Reads the change feed since the last read and reloads the rows it names. Compares every row
   * instead when the index has never read it, has not read it for longer than the feed keeps changes,
   * or when it names more rows than one read takes (a bulk load) or a whole table emptied.
   */
  private async check(): Promise<void> {
    const applied = this.applied;
    await this.readChanges();
    // Rows this instance had not heard of (its own writes were applied before, and are no-ops here).
    if (this.applied !== applied) this.onStale();
  }

  private async readChanges(): Promise<void> {
    const now = Date.now();
    if (this.feedFrom === null || now - this.feedReadAt > FEED_KEPT_MS / 2) {
      await this.resync();
      return;
    }
    const read = await queries.readFeed(this.db, this.feedFrom, FEED_BATCH);
    if (read.changes.length >= FEED_BATCH || read.changes.some((change) => change.kind === "everything")) {
      await this.resync();
      return;
    }
    const fresh = read.changes.filter((change) => !this.feedApplied.has(change.xid));
    const idsOf = (kind: queries.FeedChange["kind"]) => [
      ...new Set(fresh.filter((change) => change.kind === kind).map((change) => change.rowId)),
    ];
    const listingIds = idsOf("listing");
    const eventIds = idsOf("event");
    const clickedIds = idsOf("popularity");
    if (listingIds.length > 0) await this.reloadListings(listingIds);
    if (eventIds.length > 0) await this.reloadEvents(eventIds);
    if (clickedIds.length > 0) await this.refreshPopularityOf(clickedIds);
    const horizon = BigInt(read.horizon);
    this.feedApplied = new Set(
      read.changes.filter((change) => BigInt(change.xid) >= horizon).map((change) => change.xid),
    );
    this.feedFrom = read.horizon;
    this.feedReadAt = now;
    if (now - this.trimmedAt > TRIM_EVERY_MS) {
      this.trimmedAt = now;
      await queries.trimFeed(this.db, new Date(now - FEED_KEPT_MS));
    }
  }

  /**
   * Compares every row's version with the database's and loads what differs (everything, the first
   * time). A full load, or a corpus whose removed rows outnumber its live ones, is renumbered
   * (`Corpus.compact`), which frees the removed rows' postings.
   */
  private async resync(): Promise<void> {
    const started = Date.now();
    this.checkedAt = started;
    // Taken first: a change committed while the rows are read is above it, and the next read has it.
    const from = await queries.feedHorizon(this.db);
    const allListings = await this.syncTable(
      await queries.listingVersions(this.db),
      this.listingVersions,
      LISTING_TYPES.flatMap((type) => this.listings[type].idsOf()),
      (which) => queries.loadListings(this.db, which),
      (row) => this.putListing(row),
      (id) => this.removeListing(id),
    );
    const allEvents = await this.syncTable(
      await queries.eventVersions(this.db),
      this.eventVersions,
      this.events.idsOf(),
      (which) => queries.loadEvents(this.db, which),
      (row) => this.putEvent(row),
      (id) => this.removeEvent(id),
    );
    // A full load, or many removed rows: number the rows afresh (Corpus.compact).
    const worn = (corpus: Corpus) => corpus.deadSlots > Math.max(1000, corpus.size);
    let compacted = false;
    for (const [name, corpus] of this.namedCorpora()) {
      if ((name === "EVENT" ? allEvents : allListings) || worn(corpus)) {
        corpus.compact();
        compacted = true;
      }
    }
    this.feedFrom = from;
    this.feedApplied.clear();
    this.feedReadAt = started;
    // After a full load, or a compaction that leaves every corpus as compacted (a snapshot holds only
    // those: snapshotParts), so that a new instance starts from what this one just read rather than from
    // an older snapshot and the feed since. Written once the orders and the typo vocabulary are built
    // too (prepare), or now if nothing will build them.
    if (compacted && this.options.snapshots) {
      if (this.built) this.snapshotInBackground();
      else this.snapshotDue = true;
    }
  }

  // ---- snapshots (ADR 0019 step 8) --------------------------------------------------------------

  /** The corpora and versions as a snapshot's parts, or null when a corpus changed since it was compacted. */
  private snapshotParts(): SnapshotPart[] | null {
    const parts: SnapshotPart[] = [];
    for (const [name, corpus] of this.namedCorpora()) {
      const corpusParts = corpus.snapshotParts();
      if (corpusParts === null) return null;
      for (const part of corpusParts) parts.push({ ...part, name: `${name}.${part.name}` });
    }
    const listingIds = new Int32Array(this.listingVersions.size);
    const listingXmins = new Uint32Array(this.listingVersions.size);
    let at = 0;
    this.listingVersions.forEach((id, version) => {
      listingIds[at] = id;
      listingXmins[at++] = version;
    });
    parts.push(
      { name: "listingVersions.ids", array: listingIds },
      { name: "listingVersions.values", array: listingXmins },
      { name: "eventVersions.ids", array: Float64Array.from(this.eventVersions.keys()) },
      { name: "eventVersions.values", strings: [...this.eventVersions.values()] },
    );
    // The typo vocabulary, once it has every corpus's words (it is built from them in seconds otherwise).
    for (const part of this.vocabulary().snapshotParts()) parts.push({ ...part, name: `vocabulary.${part.name}` });
    return parts;
  }

  private namedCorpora(): [string, Corpus][] {
    return [...LISTING_TYPES.map((type): [string, Corpus] => [type, this.listings[type]]), ["EVENT", this.events]];
  }

  /**
   * Writes a snapshot of the index as it stands after a full load, in the background: its parts are
   * taken now (views of arrays that no later change writes in place), its bytes written chunk by chunk
   * while searches go on. Skipped when another instance is writing one.
   */
  private snapshotInBackground(): void {
    const parts = this.snapshotParts();
    const horizon = this.feedFrom;
    if (parts === null || horizon === null) return;
    const started = Date.now();
    const written = writeSnapshot(this.db, horizon, encodeSnapshot(parts)).then((stored) => {
      if (stored === null) return;
      const mb = Math.round(stored.bytes / 2 ** 20);
      this.options.note?.(`search index: a snapshot of ${mb} MB written in ${Date.now() - started} ms`);
    });
    inBackground(this.db, "search index: writing a snapshot", written);
  }

  /**
   * Loads the index from the newest snapshot, if there is one this instance can follow the feed from;
   * false (and nothing changed) when there is none or it cannot be read.
   */
  private async restore(): Promise<boolean> {
    const started = Date.now();
    try {
      const snapshot = await latestSnapshot(this.db);
      if (!snapshot) return false;
      // A horizon past the database's own is from another history (a database restored from a dump).
      if (BigInt(snapshot.horizon) > BigInt(await queries.feedHorizon(this.db))) return false;
      const parts = await decodeSnapshot(snapshot.header, snapshotChunks(this.db, snapshot));
      this.restoreFrom(parts);
      this.feedFrom = snapshot.horizon;
      this.feedApplied.clear();
      // Read by the database's clock: older than the feed keeps, and every row's version is compared instead.
      this.feedReadAt = Date.now() - snapshot.ageMs;
      this.loadedHow = `restored from a snapshot of ${Math.round(snapshot.bytes / 2 ** 20)} MB taken ${Math.round(snapshot.ageMs / 1000)} s before, in ${Date.now() - started} ms`;
      return true;
    } catch (error) {
      // Nothing was replaced: restoreFrom builds everything before it takes any of it.
      backgroundLogOf(this.db).warn(
        { err: error },
        "search index: the snapshot could not be read; loading from PostgreSQL",
      );
      return false;
    }
  }

  private restoreFrom(parts: Map<string, DecodedPart>): void {
    const reader = (prefix: string) => readerOf(parts, prefix);
    const listings = newListingCorpora();
    for (const type of LISTING_TYPES) {
      listings[type] = Corpus.restored("listing", LISTING_FACETS[type], MULTI_VALUED_FACETS, reader(`${type}.`));
    }
    const events = Corpus.restored("event", EVENT_FACETS, [], reader("EVENT."));
    const versions = reader("");
    const listingIds = versions.array("listingVersions.ids", Int32Array);
    const listingXmins = versions.array("listingVersions.values", Uint32Array);
    const listingVersions = IntMap.withRoomFor(listingIds.length);
    for (let at = 0; at < listingIds.length; at++)
      listingVersions.set(listingIds[at] as number, listingXmins[at] as number);
    const eventIds = versions.array("eventVersions.ids", Float64Array);
    const eventXmins = versions.strings("eventVersions.values");
    const eventVersions = new Map(Array.from(eventIds, (id, at): [number, string] => [id, eventXmins[at] as string]));
    const vocabulary = reader("vocabulary.");
    const knownWords = vocabulary.has("terms") ? Vocabulary.restored(vocabulary) : new Vocabulary();
    // Taken only once every part was read: a snapshot that fails half way leaves the index as it was.
    this.listings = listings;
    this.events = events;
    this.listingVersions = listingVersions;
    this.eventVersions = eventVersions;
    this.knownWords = knownWords;
  }

  /**
   * One table's part of a resync: drops the rows the database no longer has visible, and loads those
   * whose version differs (all of them, in slices, when most do). True when it loaded everything.
   */
  private async syncTable<Row extends { id: number }, Version>(
    versions: queries.RowVersion<Version>[],
    known: { get(id: number): Version | undefined },
    held: number[],
    load: (which: { ids?: number[]; slice?: queries.Slice }) => Promise<Row[]>,
    put: (row: Row) => void,
    remove: (id: number) => void,
  ): Promise<boolean> {
    const visible = new Set(versions.map((row) => row.id));
    for (const id of held) if (!visible.has(id)) remove(id);
    const changed = versions.filter((row) => known.get(row.id) !== row.version);
    if (changed.length > versions.length * RELOAD_SHARE) {
      await inSlices((slice) => load({ slice }), put);
      return true;
    }
    for (let at = 0; at < changed.length; at += CHUNK) {
      for (const row of await load({ ids: changed.slice(at, at + CHUNK).map((row) => row.id) })) put(row);
    }
    return false;
  }

  private async refreshPopularity(): Promise<void> {
    const clicks = await queries.loadPopularity(this.db);
    for (const type of LISTING_TYPES) this.listings[type].setPopularity(clicks);
  }

  /** The clicks of a few listings: one number each, not their rows. */
  private async refreshPopularityOf(ids: number[]): Promise<void> {
    const clicks = await queries.loadPopularityOf(this.db, ids);
    for (const id of ids) {
      for (const type of LISTING_TYPES) {
        if (this.listings[type].setPopularityOf(id, clicks.get(id) ?? 0)) this.applied += 1;
      }
    }
  }
}

/** Rows per query when a whole table is loaded. */
const SLICE_ROWS = 2000;

/**
 * Loads a whole table slice by slice, yielding to other work between slices (on the HTTP thread,
 * 100,000 rows read at once held the event loop for seconds). The next slice is asked for before this
 * one is indexed, so that PostgreSQL reads it while this thread indexes (two cores busy, not one).
 */
async function inSlices<Row extends { id: number }>(
  load: (slice: queries.Slice) => Promise<Row[]>,
  put: (row: Row) => void,
): Promise<void> {
  let next = load({ afterId: 0, limit: SLICE_ROWS });
  for (;;) {
    const rows = await next;
    const last = rows.at(-1);
    const more = rows.length === SLICE_ROWS && last !== undefined;
    if (more) {
      next = load({ afterId: last.id, limit: SLICE_ROWS });
      // Observed now: if indexing this slice throws, the read ahead must not fail unobserved.
      next.catch(() => {});
    }
    for (const row of rows) put(row);
    if (!more) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const indexes = new WeakMap<Database, SearchIndex>();

/** The search index of a database, created (empty, loaded on first use) and subscribed to its changes once. */
export function searchIndexOf(db: Database): SearchIndex {
  let index = indexes.get(db);
  if (!index) {
    const created = new SearchIndex(db, () => searchAnswersStale(db));
    onContentChange(db, (change) => created.changed(change));
    indexes.set(db, created);
    index = created;
  }
  return index;
}
