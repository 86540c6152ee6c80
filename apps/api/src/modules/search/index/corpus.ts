/**
 * One searchable collection in memory (docs/decisions/0019-search-index-in-memory.md): the published
 * listings of one type, or the visible events. Each row keeps what matching, ranking, facets and near
 * me read; the words are the lexemes PostgreSQL wrote in the row's search vectors (the lwl_search
 * configuration of ADR 0009), so a word matches here exactly when the vector's `@@` would.
 *
 * A search reads postings (lexeme → rows) per field instead of rows: the words' lexemes, a prefix
 * being a range of the sorted lexicon, mark for each row the fields that have the word. The order
 * after relevance (popularity, name, id; an event's date) is a rank kept in step with changes (order.ts), so
 * ranking thousands of candidates is one numeric sort.
 *
 * Rows and postings live in typed arrays (issue 25): per-row columns (columns.ts) and, per field,
 * postings by lexeme id in sealed segments and a small tail (postings.ts), so that a million rows hold
 * no JavaScript value per posting or per number and a load does not feed the collector.
 */
import { averageOfSums, bayesianScore, type RatingSums, scoreOfSums } from "@lwl/contracts/rating-score";
import { type MatchedWord, PREFIX_FROM_LETTERS } from "../words.ts";
import { ByteColumn, FloatColumn, IntColumn } from "./columns.ts";
import { IntMap } from "./int-map.ts";
import { Interner } from "./interner.ts";
import { SortedSlots } from "./order.ts";
import { Postings, type Segment } from "./postings.ts";
import type { SnapshotPart, SnapshotReader } from "./snapshot-format.ts";
import { IN_FACTS, IN_NAME, IN_PLACE, scanDocument } from "./tsvector.ts";

/** A facet's value in a row: one text (or none), or a list (subjects, modes). */
export type FacetCell = string | null | readonly string[];

/** A row as loaded from the database (index/queries.ts). */
export interface IndexedRow {
  id: number;
  /** The listing's name or the event's title: the order by name. */
  name: string;
  /** The name as the search folds it (search_title): the exact-name and name-prefix tiers. */
  folded: string;
  /** The ranking month's clicks (listings; 0 for events). */
  popularity: number;
  latitude: number | null;
  longitude: number | null;
  /** Events: when they start and end (ms since the epoch; end null when not given). */
  startsAt: number;
  endsAt: number | null;
  /** Events: their listing (a listing's change changes them). Listings: their own id. */
  listingId: number;
  /** Listings: their approved reviews added up (none when absent; events have none). */
  rating?: RatingSums;
  facets: Record<string, FacetCell>;
  /**
   * The lexemes of the name, the place, the facts and the whole document: as lists, or as the text of
   * the row's search_document, which has them all (tsvector.ts; what a load reads).
   */
  words: WordLists | { text: string | null };
}

export interface WordLists {
  name: readonly string[];
  place: readonly string[];
  facts: readonly string[];
  document: readonly string[];
}

export interface NearMe {
  lat: number;
  lng: number;
  radiusKm: number;
}

/** What a search asks of a corpus (its page aside). */
export interface CorpusQuery {
  words: MatchedWord[];
  /** The search as single-spaced folded words (exact-name and name-prefix tiers). */
  phrase: string;
  /** Chosen values per facet, in their stored spelling; a facet with none is not filtered. */
  filters: Record<string, string[]>;
  near: NearMe | undefined;
  /** Events only: over (ended, or started when no end) before this instant; upcoming first. */
  now?: number;
  /** Events only: the end (or start when none) at or after this instant. */
  endsFrom?: number | undefined;
  /** Events only: starts before this instant. */
  startsBefore?: number | undefined;
  /** Listings only: rows whose shown average (one decimal) is at least this ("4 stars and up"). */
  minRating?: number | undefined;
}

/** "rating": listings by their Bayesian score, best first, those without reviews last (issue 26). */
export type SortKind = "relevance" | "name" | "distance" | "rating";
/** A row's sort keys, all ascending: the keyset cursor's values. */
export type SortKeys = (number | string)[];

export interface RankedSlot {
  id: number;
  distance: number | null;
  keys: SortKeys;
}

export interface CorpusAnswer {
  rows: RankedSlot[];
  total: number;
  /** With two words or more: how many of the `total` rows have every word (null otherwise). */
  everyWord: number | null;
  /** Per facet, its values and counts (most first, then by value), each under every other active filter. */
  facets: Record<string, { value: string; count: number }[]> | null;
}

export interface PageRequest {
  sort: SortKind;
  page: number;
  size: number;
  /** Keyset: only rows after these keys (a previous page's last row). */
  after?: SortKeys | undefined;
  /** Facets to count, or none. */
  facets?: string[] | undefined;
}

// Bits of a row for one word: which fields have it, and whether without a typo.
const NAME = 1;
const PLACE = 2;
const FACTS = 4;
const DOCUMENT = 8;
const EXACT = 16;
const NAME_WITHOUT_TYPO = NAME | EXACT;
const ANY_FIELD = NAME | PLACE | FACTS | DOCUMENT;
/** Moved slots a corpus follows at most before it stops reading pages from its slot order. */
const MOST_MOVED = 100_000;
/** Matches from which a one-word page is read from the slot order (pageOfNameHits) rather than from every match. */
const NAME_HITS_FROM = 2_000;
const FIELD_BITS = [NAME, PLACE, FACTS, DOCUMENT] as const;
const FIELDS = ["name", "place", "facts", "document"] as const;
const ALL_FIELDS = [0, 1, 2, 3] as const;
const NAME_AND_DOCUMENT = [0, 3] as const;
const PLACE_AND_FACTS = [1, 2] as const;

/** A search word's lexeme ids: as typed (or as a prefix), and its known misspellings. */
interface WordLexemes {
  exact: number[];
  typos: number[];
}
/** The field whose rows are a word's candidates, and whose lexemes are the lexicon. */
const DOCUMENT_FIELD = 3;
/** The most words a search keeps (words.ts MAX_QUERY_WORDS): sizes the relevance bucket. */
const MOST_WORDS = 8;
const TIERS = 6;

/** Text order as the database sorts it (collation C: by code point; UTF-16 units agree below U+E000). */
export const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Recent lexemes a corpus searches beside its lexicon before merging them in (or a 64th of it). */
const RECENT_LEXEMES = 4096;

/** Two sorted lists as one, in one pass. */
function mergedSorted(sorted: readonly string[], added: readonly string[]): string[] {
  const merged: string[] = new Array(sorted.length + added.length);
  let from = 0;
  let next = 0;
  for (let at = 0; at < merged.length; at++) {
    const old = sorted[from];
    const fresh = added[next];
    if (fresh === undefined || (old !== undefined && compareText(old, fresh) <= 0)) {
      merged[at] = old as string;
      from += 1;
    } else {
      merged[at] = fresh;
      next += 1;
    }
  }
  return merged;
}

function compareKeys(a: SortKeys, b: SortKeys): number {
  for (let index = 0; index < a.length; index++) {
    const left = a[index] as number | string;
    const right = b[index] as number | string;
    if (left === right) continue;
    if (typeof left === "number" && typeof right === "number") return left < right ? -1 : 1;
    return compareText(String(left), String(right));
  }
  return 0;
}

const KM_PER_DEGREE = 111.045;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine), as the SQL of ADR 0009 computed it. */
export function distanceKm(near: NearMe, lat: number, lng: number): number {
  const a =
    Math.sin(radians(lat - near.lat) / 2) ** 2 +
    Math.cos(radians(near.lat)) * Math.cos(radians(lat)) * Math.sin(radians(lng - near.lng) / 2) ** 2;
  return 6371.0 * 2 * Math.asin(Math.sqrt(a));
}

/**
 * The `count` smallest keys in order: a bounded max-heap when they are few next to all (a first page
 * of thousands of candidates), else a sort.
 */
export function smallest(keys: Float64Array, count: number): number[] {
  if (count * 8 >= keys.length) return Array.from(keys.sort().subarray(0, count));
  const heap = new Float64Array(count);
  let size = 0;
  const siftDown = (from: number) => {
    let at = from;
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let largest = at;
      if (left < size && (heap[left] as number) > (heap[largest] as number)) largest = left;
      if (right < size && (heap[right] as number) > (heap[largest] as number)) largest = right;
      if (largest === at) return;
      const swap = heap[at] as number;
      heap[at] = heap[largest] as number;
      heap[largest] = swap;
      at = largest;
    }
  };
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index] as number;
    if (size < count) {
      // Sift up.
      let at = size++;
      heap[at] = key;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if ((heap[parent] as number) >= key) break;
        heap[at] = heap[parent] as number;
        heap[parent] = key;
        at = parent;
      }
    } else if (key < (heap[0] as number)) {
      heap[0] = key;
      siftDown(0);
    }
  }
  return Array.from(heap.subarray(0, size).sort());
}

/**
 * The `count` smallest keys offered, with their slots: a bounded max-heap, so that a page of thousands
 * of candidates costs a comparison per candidate and a sift for the few that enter.
 */
export class TopKeys {
  private keys = new Float64Array(64);
  private slots = new Int32Array(64);
  private size = 0;
  private count = 0;
  get isFull(): boolean {
    return this.size === this.count;
  }

  /** The largest key kept once the heap is full (a key above it cannot enter); +∞ before. */
  worst = Number.POSITIVE_INFINITY;

  reset(count: number): this {
    if (this.keys.length < count) {
      this.keys = new Float64Array(count);
      this.slots = new Int32Array(count);
    }
    this.size = 0;
    this.count = count;
    this.worst = count === 0 ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
    return this;
  }

  offer(key: number, slot: number): void {
    const keys = this.keys;
    const slots = this.slots;
    if (this.size < this.count) {
      let at = this.size++;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if ((keys[parent] as number) >= key) break;
        keys[at] = keys[parent] as number;
        slots[at] = slots[parent] as number;
        at = parent;
      }
      keys[at] = key;
      slots[at] = slot;
      if (this.size === this.count) this.worst = keys[0] as number;
      return;
    }
    if (!(key < (keys[0] as number))) return;
    // The largest leaves: sift the new key down from the top.
    let at = 0;
    const size = this.size;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= size) break;
      const right = left + 1;
      const larger = right < size && (keys[right] as number) > (keys[left] as number) ? right : left;
      if ((keys[larger] as number) <= key) break;
      keys[at] = keys[larger] as number;
      slots[at] = slots[larger] as number;
      at = larger;
    }
    keys[at] = key;
    slots[at] = slot;
    this.worst = keys[0] as number;
  }

  /** The slots kept, smallest key first. */
  slotsInOrder(): number[] {
    const places = Array.from({ length: this.size }, (_, place) => place);
    places.sort((a, b) => (this.keys[a] as number) - (this.keys[b] as number));
    return places.map((place) => this.slots[place] as number);
  }
}

/** The bucket of a one-word search's row (bucketOf with one word matched): without a typo first, then the tier. */
const oneWordBucket = (exact: boolean, tier: number) =>
  ((MOST_WORDS - 1) * (MOST_WORDS + 1) + (exact ? 0 : 1)) * TIERS + tier;

/** Marks of slots seen by one search, without clearing between searches: a stamp per search. */
class Stamps {
  /** Per slot, the stamp of the search that last marked it (read directly by the hottest loops). */
  marks = new Uint32Array(0);
  /** This search's stamp. */
  stamp = 0;

  /** Ready for a new search over `size` slots. */
  reset(size: number): this {
    if (this.marks.length < size || this.stamp === 0xffffffff) {
      this.marks = new Uint32Array(Math.max(size, this.marks.length * 2));
      this.stamp = 0;
    }
    this.stamp += 1;
    return this;
  }

  /** Marks a slot; true the first time in this search. */
  mark(slot: number): boolean {
    if (this.marks[slot] === this.stamp) return false;
    this.marks[slot] = this.stamp;
    return true;
  }
}

/**
 * One search word's bits per slot (`bits`), and the places a search set in them since they were last
 * cleared: `touched[0..count)`, each once (a place is recorded when it turns from 0). Every place set is
 * below `extent`.
 */
interface WordBits {
  bits: Uint8Array;
  touched: Int32Array;
  count: number;
  extent: number;
}

/**
 * Arrays a search works in, reused by every search: a search runs synchronously from start to end,
 * so one set serves them all, and a search allocates (and collects) almost nothing.
 */
const scratch = new (class Scratch {
  private words: WordBits[] = [];
  private slots = new Int32Array(0);
  private moreSlots = new Int32Array(0);
  private distances = new Float64Array(0);
  private seen = new Stamps();

  private grow<T extends { length: number }>(array: T, size: number, make: (size: number) => T): T {
    return array.length >= size ? array : make(Math.max(size, array.length * 2));
  }

  /**
   * Word `index`'s bits for a corpus of `size` slots, cleared. Clearing the whole array was a tenth of
   * the search thread's work per suggestion at a million listings (a byte per slot, twice per search):
   * the places set since the last clearing are recorded (`touched`), and only those are cleared unless
   * they are many. `extent` covers every place set since the array was last cleared whole (searches of
   * several corpora share it).
   */
  wordBits(index: number, size: number): WordBits {
    let word = this.words[index];
    if (!word || word.bits.length < size) {
      const length = Math.max(size, (word?.bits.length ?? 0) * 2);
      word = { bits: new Uint8Array(length), touched: new Int32Array(length), count: 0, extent: size };
      this.words[index] = word;
      return word;
    }
    word.extent = Math.max(word.extent, size);
    if (word.count > size >> 4) {
      word.bits.fill(0, 0, word.extent);
      word.extent = size;
    } else {
      const { bits, touched } = word;
      for (let at = 0; at < word.count; at++) bits[touched[at] as number] = 0;
    }
    word.count = 0;
    return word;
  }

  ints(size: number): Int32Array {
    this.slots = this.grow(this.slots, size, (length) => new Int32Array(length));
    return this.slots;
  }

  /** A second list of slots (the filtered ones). */
  moreInts(size: number): Int32Array {
    this.moreSlots = this.grow(this.moreSlots, size, (length) => new Int32Array(length));
    return this.moreSlots;
  }

  floats(size: number): Float64Array {
    this.distances = this.grow(this.distances, size, (length) => new Float64Array(length));
    return this.distances;
  }

  stamps(size: number): Stamps {
    return this.seen.reset(size);
  }

  private heap = new TopKeys();

  /** An empty heap of the `count` smallest keys. */
  top(count: number): TopKeys {
    return this.heap.reset(count);
  }
})();

/**
 * The orders a corpus keeps (order.ts): those it ranks by after relevance, and the folded names and
 * latitudes it finds ranges in (the name tiers; near me without words).
 */
const ORDER_NAMES = ["popular", "name", "soonest", "latest", "folded", "latitude", "rated"] as const;
type OrderName = (typeof ORDER_NAMES)[number];

/**
 * What a bucket of relevance is worth in a key: past every rank (past events are ranked after the
 * upcoming ones, from PAST_EVENTS on), so a key is the bucket, then the rank. Ranks stay below 2^31
 * for millions of rows (order.ts), and a key below 2^50 keeps a rank's halves apart.
 */
const PAST_EVENTS = 2 ** 36;
const BUCKET_SPAN = 2 ** 38;

/** Per multi-valued facet, every slot's value ids side by side (`flat`), slot s's from `starts[s]` to `starts[s + 1]`. */
interface FacetLists {
  starts: IntColumn;
  flat: IntColumn;
}

function newFacetLists(): FacetLists {
  const lists = { starts: new IntColumn(), flat: new IntColumn() };
  lists.starts.push(0);
  return lists;
}

export class Corpus {
  readonly kind: "listing" | "event";
  private readonly facetNames: string[];
  private readonly multiFacets: Set<string>;
  // Per-row columns, indexed by slot (columns.ts). Names stay strings: they are compared as text.
  private ids = new FloatColumn();
  private names: string[] = [];
  private folded: string[] = [];
  private popularity = new FloatColumn();
  private lats = new FloatColumn();
  private lngs = new FloatColumn();
  private starts = new FloatColumn();
  private ends = new FloatColumn();
  private listingIds = new FloatColumn();
  /** Listings: their approved reviews' count and sum of stars (0 and 0 without reviews). */
  private ratingCounts = new FloatColumn();
  private ratingSums = new FloatColumn();
  /**
   * Listings: the Bayesian score (rating-score.ts; NaN without reviews), the "rated" order's key. The
   * prior is the corpus's own (a corpus is one listing type: its live rows' sums are the type's), as it
   * stood when the scores were last all computed (`takePrior`): every row is scored with one prior, and
   * no key changes under the order. They are computed again when the corpus is renumbered and whenever
   * the type's reviews have doubled since (at 1, 2, 4... reviews: a young type's mean still moves).
   */
  private scores = new FloatColumn();
  /** The live rows' ratings added up, and as they were when the scores were last computed. */
  private typeRatings: RatingSums = { count: 0, sum: 0 };
  private priorRatings: RatingSums = { count: 0, sum: 0 };
  /** Per single-valued facet: each slot's value id (-1: none). Empty for a multi-valued facet. */
  private single: IntColumn[];
  /**
   * Per multi-valued facet, every slot's value ids in one column instead of a small array per row,
   * which a search over thousands of rows would read from all over the heap.
   */
  private lists: FacetLists[];
  /** Per facet: the values by id, and the id of each value. */
  private values: string[][];
  private valueIds: Map<string, number>[];
  /** 1 while the slot's row is current; 0 once it was updated or removed. */
  private live = new ByteColumn();
  /** Id → slot of the live rows (a typed table: a Map of a million rows was about 50 MB of heap). */
  private slotOf = new IntMap();
  /** Per field (FIELDS), lexeme id → slots (postings.ts). */
  private postings: Postings[] = FIELDS.map(() => new Postings());
  /** Every lexeme seen in any field, by id (ids are only given, never taken back: a few MB at most). */
  private lexemes = new Interner();
  /** Per lexeme id: 1 when the document postings have it (live or not yet compacted), the lexicon's words. */
  private inDocument = new Uint8Array(1024);
  /** Per lexeme id: the upsert that last saw it in the field at hand, so a row's repeated lexeme is posted once. */
  private seenIn = new Uint32Array(1024);
  private seeing = 0;
  private lexicon: string[] = [];
  private newLexemes: string[] = [];
  /** Lexemes added since the lexicon was last merged, sorted: searched beside it (foldNewLexemes). */
  private recentLexicon: string[] = [];
  /** Lexemes new to the corpus that the typo vocabulary has not taken yet (takeNewWords). */
  private freshWords: string[] = [];
  /** The orders built so far (on first use), kept in step with every change until the corpus is renumbered. */
  private orders = new Map<OrderName, SortedSlots>();
  /** Events: the ids of each listing's events. */
  private idsByListing = new Map<number, Set<number>>();
  /**
   * Listings: true while the slots are numbered in the popular order (the corpus was renumbered in it),
   * so that for every slot not `moved` a smaller slot is a better rank; what a page of a common word's
   * name hits reads instead of every match (`pageOfNameHits`). False for events.
   */
  private slotsRanked = false;
  /** 1 for a slot added or clicked since the slots were numbered in the popular order. */
  private moved = new ByteColumn();
  /** The slots with `moved` 1 (some no longer live). */
  private movedSlots: number[] = [];
  /** Slots no longer live (updated or removed rows): their postings stay until the corpus is rebuilt. */
  deadSlots = 0;
  /** Bumped by every change of a row: what is computed from the whole corpus is kept per version. */
  version = 0;
  /** The version `compact` left (a snapshot is taken only of a corpus no row changed in since). */
  private compactedVersion = -1;

  constructor(kind: "listing" | "event", facetNames: string[], multiFacets: string[] = []) {
    this.kind = kind;
    this.facetNames = facetNames;
    this.multiFacets = new Set(multiFacets);
    this.single = facetNames.map(() => new IntColumn());
    this.lists = facetNames.map(() => newFacetLists());
    this.values = facetNames.map(() => []);
    this.valueIds = facetNames.map(() => new Map());
  }

  /** The id of a facet's value, given one the first time it is seen. */
  private valueId(facet: number, value: string): number {
    const ids = this.valueIds[facet] as Map<string, number>;
    let id = ids.get(value);
    if (id === undefined) {
      id = (this.values[facet] as string[]).length;
      (this.values[facet] as string[]).push(value);
      ids.set(value, id);
    }
    return id;
  }

  /** The id of a lexeme, given one the first time it is seen. */
  private lexemeId(lexeme: string): number {
    return this.roomFor(this.lexemes.intern(lexeme));
  }

  /** The id of the lexeme standing in `text` from `start` to `end`, given one the first time it is seen. */
  private lexemeIdIn(text: string, start: number, end: number): number {
    return this.roomFor(this.lexemes.internRange(text, start, end));
  }

  /** Makes the per-lexeme arrays hold `id`. */
  private roomFor(id: number): number {
    if (id >= this.seenIn.length) {
      const seenIn = new Uint32Array(Math.max(id + 1, this.seenIn.length * 2));
      seenIn.set(this.seenIn);
      this.seenIn = seenIn;
      const inDocument = new Uint8Array(seenIn.length);
      inDocument.set(this.inDocument);
      this.inDocument = inDocument;
    }
    return id;
  }

  get size(): number {
    return this.slotOf.size;
  }

  /** The live slots, in slot order. */
  private liveSlots(): number[] {
    const live = this.live.values;
    const slots: number[] = [];
    for (let slot = 0; slot < this.ids.length; slot++) if (live[slot] === 1) slots.push(slot);
    return slots;
  }

  /** The ids of the rows of a listing (events), or every id. */
  idsOf(listingId?: number): number[] {
    if (listingId === undefined) return Array.from(this.liveSlots(), (slot) => this.ids.values[slot] as number);
    if (this.kind === "event") return [...(this.idsByListing.get(listingId) ?? [])];
    return this.slotOf.has(listingId) ? [listingId] : [];
  }

  /** Adds a row, or replaces the row with its id. */
  upsert(row: IndexedRow): void {
    this.remove(row.id);
    const slot = this.ids.length;
    this.ids.push(row.id);
    this.names.push(row.name);
    this.folded.push(row.folded);
    this.popularity.push(row.popularity);
    this.lats.push(row.latitude ?? Number.NaN);
    this.lngs.push(row.longitude ?? Number.NaN);
    this.starts.push(row.startsAt);
    this.ends.push(row.endsAt ?? Number.NaN);
    this.listingIds.push(row.listingId);
    const rating = row.rating ?? { count: 0, sum: 0 };
    this.ratingCounts.push(rating.count);
    this.ratingSums.push(rating.sum);
    this.typeRatings = { count: this.typeRatings.count + rating.count, sum: this.typeRatings.sum + rating.sum };
    this.scores.push(bayesianScore(rating, this.priorRatings) ?? Number.NaN);
    if (this.typeRatings.count > 0 && this.typeRatings.count >= 2 * this.priorRatings.count) this.takePrior();
    for (let index = 0; index < this.facetNames.length; index++) {
      const facet = this.facetNames[index] as string;
      const cell = row.facets[facet] ?? null;
      if (this.multiFacets.has(facet)) {
        const values = cell === null ? [] : typeof cell === "string" ? [cell] : cell;
        const list = this.lists[index] as FacetLists;
        for (const value of values) list.flat.push(this.valueId(index, value));
        list.starts.push(list.flat.length);
      } else {
        const value = typeof cell === "string" ? cell : null;
        (this.single[index] as IntColumn).push(value === null ? -1 : this.valueId(index, value));
      }
    }
    this.live.push(1);
    this.moved.push(1);
    this.noteMoved(slot);
    this.slotOf.set(row.id, slot);
    if (this.kind === "event") this.idsByListingOf(row.listingId).add(row.id);
    this.version += 1;
    const words = row.words;
    if ("text" in words) this.postDocument(words.text ?? "", slot);
    else this.postLists(words, slot);
    for (const [name, order] of this.orders) if (this.belongsTo(name, slot)) order.insert(slot);
  }

  /** Posts a row's lexemes from the lists of each field (a repeated lexeme once). */
  private postLists(words: WordLists, slot: number): void {
    const live = this.live.values;
    for (let field = 0; field < FIELDS.length; field++) {
      const postings = this.postings[field] as Postings;
      const lexemes = words[FIELDS[field] as (typeof FIELDS)[number]];
      const seeing = this.nextSeeing();
      for (let index = 0; index < lexemes.length; index++) {
        const id = this.lexemeId(lexemes[index] as string);
        if (this.seenIn[id] === seeing) continue;
        this.seenIn[id] = seeing;
        postings.add(id, slot, live);
        if (field === DOCUMENT_FIELD) this.knownInDocument(id);
      }
    }
  }

  /**
   * Posts a row's lexemes from its search document's text: each lexeme once (a tsvector's are
   * distinct), in the document and in the fields its weights name, without a string per lexeme.
   */
  private postDocument(text: string, slot: number): void {
    const live = this.live.values;
    const [name, place, facts, document] = this.postings as [Postings, Postings, Postings, Postings];
    scanDocument(text, (start, end, decoded, weights) => {
      const id = decoded === null ? this.lexemeIdIn(text, start, end) : this.lexemeId(decoded);
      document.add(id, slot, live);
      this.knownInDocument(id);
      if (weights & IN_NAME) name.add(id, slot, live);
      if (weights & IN_PLACE) place.add(id, slot, live);
      if (weights & IN_FACTS) facts.add(id, slot, live);
    });
  }

  /** A lexeme now has document postings: new to the lexicon and the typo vocabulary the first time. */
  private knownInDocument(id: number): void {
    if (this.inDocument[id] !== 0) return;
    this.inDocument[id] = 1;
    const lexeme = this.lexemes.word(id);
    this.newLexemes.push(lexeme);
    this.freshWords.push(lexeme);
  }

  /** A fresh mark for `seenIn` (all marks cleared when the counter wraps). */
  private nextSeeing(): number {
    if (this.seeing === 0xffffffff) {
      this.seenIn.fill(0);
      this.seeing = 0;
    }
    this.seeing += 1;
    return this.seeing;
  }

  private idsByListingOf(listingId: number): Set<number> {
    let ids = this.idsByListing.get(listingId);
    if (!ids) {
      ids = new Set();
      this.idsByListing.set(listingId, ids);
    }
    return ids;
  }

  /** Does a live slot have a place in this order? (Every one does, but a row without a position has no latitude.) */
  private belongsTo(order: OrderName, slot: number): boolean {
    return order !== "latitude" || !Number.isNaN(this.lats.values[slot] as number);
  }

  /** A slot whose place in the popular order no longer follows its number. */
  private noteMoved(slot: number): void {
    if (!this.slotsRanked) return;
    this.movedSlots.push(slot);
    // So many that reading them costs more than the matches would: off until the next renumbering.
    if (this.movedSlots.length > MOST_MOVED) {
      this.slotsRanked = false;
      this.movedSlots = [];
    }
  }

  remove(id: number): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    for (const order of this.orders.values()) order.remove(slot);
    this.live.values[slot] = 0;
    this.typeRatings = {
      count: this.typeRatings.count - (this.ratingCounts.values[slot] as number),
      sum: this.typeRatings.sum - (this.ratingSums.values[slot] as number),
    };
    this.slotOf.delete(id);
    if (this.kind === "event") this.idsByListing.get(this.listingIds.values[slot] as number)?.delete(id);
    this.deadSlots += 1;
    this.version += 1;
  }

  /**
   * Drops the removed rows' slots and postings: the live rows are numbered afresh in the order they
   * had, so every posting run stays ascending, and each field's postings become one segment. Called
   * after a full load and when removed rows pile up.
   *
   * (The rows used to be renumbered by latitude, for near me's reads; with typed columns those are a
   * few thousand reads a search, while every word search reads its postings and the columns at its
   * candidates in slot order, which a renumbering would scatter.)
   */
  compact(): void {
    const slotCount = this.ids.length;
    const live = this.live.values;
    const renumbered = new Int32Array(slotCount).fill(-1);
    const kept = new Int32Array(this.slotOf.size);
    let next = 0;
    if (this.kind === "listing") {
      // Listings in the popular order, so that a slot's number is its rank until it moves.
      const popular = this.orderOf("popular");
      for (let place = 0; place < popular.size; place++) kept[next++] = popular.at(place);
    } else {
      for (let slot = 0; slot < slotCount; slot++) if (live[slot] === 1) kept[next++] = slot;
    }
    for (let index = 0; index < next; index++) renumbered[kept[index] as number] = index;
    for (const postings of this.postings) postings.compact(live, renumbered, this.kind === "listing");

    // The lexicon keeps the words that still have document postings.
    this.words();
    this.inDocument.fill(0);
    this.markDocumentLexemes();
    this.lexicon = this.lexicon.filter((word) => this.inDocument[this.lexemes.find(word)] === 1);

    const pick = (values: string[]) => Array.from(kept, (slot) => values[slot] as string);
    this.ids.picked(kept);
    this.names = pick(this.names);
    this.folded = pick(this.folded);
    this.popularity.picked(kept);
    this.lats.picked(kept);
    this.lngs.picked(kept);
    this.starts.picked(kept);
    this.ends.picked(kept);
    this.listingIds.picked(kept);
    this.ratingCounts.picked(kept);
    this.ratingSums.picked(kept);
    this.scores.picked(kept);
    this.takePrior();
    for (const column of this.single) if (column.length > 0) column.picked(kept);
    this.lists = this.lists.map((lists) => {
      if (lists.flat.length === 0 && lists.starts.length === 1) return lists;
      const starts = lists.starts.values;
      const flat = lists.flat.values;
      const picked = newFacetLists();
      for (const slot of kept) {
        for (let item = starts[slot] as number; item < (starts[slot + 1] as number); item++) {
          picked.flat.push(flat[item] as number);
        }
        picked.starts.push(picked.flat.length);
      }
      return picked;
    });
    this.live = new ByteColumn();
    this.moved = new ByteColumn();
    for (let slot = 0; slot < next; slot++) {
      this.live.push(1);
      this.moved.push(0);
    }
    this.movedSlots = [];
    this.slotsRanked = this.kind === "listing";
    const ids = this.ids.values;
    this.slotOf.clear();
    for (let slot = 0; slot < next; slot++) this.slotOf.set(ids[slot] as number, slot);
    this.deadSlots = 0;
    this.version += 1;
    this.compactedVersion = this.version;
    // The slots were renumbered: each order is built again when next used.
    this.orders.clear();
  }

  /** Scores every row again with the live rows' sums as the prior; the order by rating is built again when next used. */
  private takePrior(): void {
    this.orders.delete("rated");
    this.priorRatings = { ...this.typeRatings };
    const counts = this.ratingCounts.values;
    const sums = this.ratingSums.values;
    const scores = this.scores.values;
    const { count: typeCount, sum: typeSum } = this.priorRatings;
    for (let slot = 0; slot < this.ratingCounts.length; slot++) {
      const count = counts[slot] as number;
      scores[slot] = count > 0 ? scoreOfSums(count, sums[slot] as number, typeCount, typeSum) : Number.NaN;
    }
  }

  /** Sets `inDocument` for every lexeme with postings in the document field's one segment (after `compact`, or a restore). */
  private markDocumentLexemes(): void {
    const document = (this.postings[DOCUMENT_FIELD] as Postings).segments[0];
    if (!document) return;
    const starts = document.starts;
    for (let lexeme = 0; lexeme + 1 < starts.length; lexeme++) {
      if ((starts[lexeme + 1] as number) > (starts[lexeme] as number)) this.inDocument[lexeme] = 1;
    }
  }

  // ---- snapshots (ADR 0019 step 8, snapshot-format.ts) -------------------------------------------

  /**
   * The corpus as parts of a snapshot, or null unless no row changed since `compact` (every slot live,
   * each field's postings one segment). Views of arrays nothing writes in place afterwards (upserts
   * append to new room, `compact` makes new arrays); what clicks change in place is copied.
   */
  snapshotParts(): SnapshotPart[] | null {
    if (this.version !== this.compactedVersion) return null;
    const segments = this.postings.map((postings) => postings.sealedSegment);
    if (segments.some((segment) => segment === null)) return null;
    const parts: SnapshotPart[] = [
      { name: "ids", array: this.ids.used },
      { name: "names", strings: this.names.slice() },
      { name: "folded", strings: this.folded.slice() },
      { name: "popularity", array: this.popularity.used.slice() },
      { name: "lats", array: this.lats.used },
      { name: "lngs", array: this.lngs.used },
      { name: "starts", array: this.starts.used },
      { name: "ends", array: this.ends.used },
      { name: "listingIds", array: this.listingIds.used },
      { name: "ratingCounts", array: this.ratingCounts.used },
      { name: "ratingSums", array: this.ratingSums.used },
      { name: "scores", array: this.scores.used },
      { name: "moved", array: this.moved.used.slice() },
      { name: "movedSlots", array: Int32Array.from(this.movedSlots) },
      { name: "slotsRanked", array: Uint8Array.of(this.slotsRanked ? 1 : 0) },
      { name: "lexemes", strings: this.lexemes.allWords() },
      { name: "lexicon", strings: this.lexicon.slice() },
    ];
    // Named by facet, kind and field, not by place: a facet or field added, removed or changed in kind
    // since the snapshot leaves a part missing, and the restore falls back to a load, instead of reading
    // one facet's values as another's.
    this.facetNames.forEach((name, facet) => {
      const lists = this.lists[facet] as FacetLists;
      parts.push({ name: `facet.${name}.values`, strings: (this.values[facet] as string[]).slice() });
      if (this.multiFacets.has(name)) {
        parts.push(
          { name: `facet.${name}.lists.starts`, array: lists.starts.used },
          { name: `facet.${name}.lists.flat`, array: lists.flat.used },
        );
      } else parts.push({ name: `facet.${name}.single`, array: (this.single[facet] as IntColumn).used });
    });
    segments.forEach((segment, field) => {
      parts.push(
        { name: `postings.${FIELDS[field]}.starts`, array: (segment as Segment).starts },
        { name: `postings.${FIELDS[field]}.bytes`, array: (segment as Segment).bytes },
      );
    });
    // The orders built so far (sorting a million names takes seconds; reading them back does not).
    for (const [name, order] of this.orders) parts.push({ name: `order.${name}`, array: order.slotsInOrder() });
    return parts;
  }

  /** A corpus from the parts `snapshotParts` gave (`part` reads one by name). */
  static restored(
    kind: "listing" | "event",
    facetNames: string[],
    multiFacets: string[],
    part: SnapshotReader,
  ): Corpus {
    const corpus = new Corpus(kind, facetNames, multiFacets);
    corpus.ids.restored(part.array("ids", Float64Array));
    const slots = corpus.ids.length;
    corpus.names = part.strings("names");
    corpus.folded = part.strings("folded");
    corpus.popularity.restored(part.array("popularity", Float64Array));
    corpus.lats.restored(part.array("lats", Float64Array));
    corpus.lngs.restored(part.array("lngs", Float64Array));
    corpus.starts.restored(part.array("starts", Float64Array));
    corpus.ends.restored(part.array("ends", Float64Array));
    corpus.listingIds.restored(part.array("listingIds", Float64Array));
    corpus.ratingCounts.restored(part.array("ratingCounts", Float64Array));
    corpus.ratingSums.restored(part.array("ratingSums", Float64Array));
    corpus.scores.restored(part.array("scores", Float64Array));
    const counts = corpus.ratingCounts.values;
    const sums = corpus.ratingSums.values;
    for (let slot = 0; slot < slots; slot++) {
      corpus.typeRatings.count += counts[slot] as number;
      corpus.typeRatings.sum += sums[slot] as number;
    }
    // The scores were taken with these sums (a snapshot is of a corpus as `compact` left it).
    corpus.priorRatings = { ...corpus.typeRatings };
    corpus.moved.restored(part.array("moved", Uint8Array));
    corpus.movedSlots = Array.from(part.array("movedSlots", Int32Array));
    corpus.slotsRanked = part.array("slotsRanked", Uint8Array)[0] === 1;
    corpus.lexemes = Interner.of(part.strings("lexemes"));
    corpus.roomFor(Math.max(0, corpus.lexemes.size - 1));
    corpus.lexicon = part.strings("lexicon");
    // The typo vocabulary takes every word of the lexicon, as after a load.
    corpus.freshWords = corpus.lexicon.slice();
    facetNames.forEach((name, facet) => {
      if (corpus.multiFacets.has(name)) {
        const lists = corpus.lists[facet] as FacetLists;
        lists.starts.restored(part.array(`facet.${name}.lists.starts`, Int32Array));
        lists.flat.restored(part.array(`facet.${name}.lists.flat`, Int32Array));
      } else (corpus.single[facet] as IntColumn).restored(part.array(`facet.${name}.single`, Int32Array));
      const values = part.strings(`facet.${name}.values`);
      corpus.values[facet] = values;
      corpus.valueIds[facet] = new Map(values.map((value, id) => [value, id]));
    });
    corpus.postings = FIELDS.map((field) =>
      Postings.restored({
        starts: part.array(`postings.${field}.starts`, Int32Array),
        bytes: part.array(`postings.${field}.bytes`, Uint8Array),
      }),
    );
    corpus.markDocumentLexemes();
    const live = new Uint8Array(slots).fill(1);
    corpus.live.restored(live);
    corpus.slotOf = IntMap.withRoomFor(slots);
    const ids = corpus.ids.values;
    for (let slot = 0; slot < slots; slot++) {
      corpus.slotOf.set(ids[slot] as number, slot);
      if (kind === "event") corpus.idsByListingOf(corpus.listingIds.values[slot] as number).add(ids[slot] as number);
    }
    for (const name of ORDER_NAMES) {
      if (!part.has(`order.${name}`)) continue;
      const order = new SortedSlots(corpus.compareBy(name));
      order.restored(part.array(`order.${name}`, Int32Array), slots);
      corpus.orders.set(name, order);
    }
    corpus.version = 1;
    corpus.compactedVersion = 1;
    return corpus;
  }
  /** Sets the ranking month's clicks of every row (absent ids: none). True when something changed. */
  setPopularity(clicks: Map<number, number>): boolean {
    let changed = false;
    const ids = this.ids.values;
    for (const slot of this.liveSlots()) {
      const value = clicks.get(ids[slot] as number) ?? 0;
      if (this.popularity.values[slot] !== value) {
        this.popularity.values[slot] = value;
        changed = true;
      }
    }
    if (changed) {
      this.orders.delete("popular");
      this.slotsRanked = false;
    }
    return changed;
  }

  /** Sets one row's ranking-month clicks (no row with that id: nothing); true when they changed. */
  setPopularityOf(id: number, clicks: number): boolean {
    const slot = this.slotOf.get(id);
    if (slot === undefined || this.popularity.values[slot] === clicks) return false;
    const popular = this.orders.get("popular");
    popular?.remove(slot);
    this.popularity.values[slot] = clicks;
    popular?.insert(slot);
    if (this.moved.values[slot] === 0) {
      this.moved.values[slot] = 1;
      this.noteMoved(slot);
    }
    return true;
  }

  /** Do a cursor's keys have the shape of this corpus's keys in that order (sortKeys)? */
  fitsKeys(sort: SortKind, keys: SortKeys): boolean {
    const N = "number";
    const S = "string";
    const shapes: Record<SortKind, string[]> =
      this.kind === "listing"
        ? { relevance: [N, N, S, N], name: [S, N], distance: [N, N, N, S, N], rating: [N, N, N, S, N] }
        : // Events have no rating (the contract refuses the sort): no cursor fits it.
          { relevance: [N, N, N, S, N], name: [S, N], distance: [N, N, N, N, S, N], rating: [] };
    const shape = shapes[sort];
    return (
      keys.length === shape.length &&
      keys.every((key, index) => typeof key === shape[index] && (typeof key === S || Number.isFinite(key)))
    );
  }

  // ---- orders -----------------------------------------------------------------------------------

  private compareBy(order: OrderName): (a: number, b: number) => number {
    const byNameThenId = (a: number, b: number) =>
      compareText(this.names[a] as string, this.names[b] as string) ||
      (this.ids.values[a] as number) - (this.ids.values[b] as number);
    switch (order) {
      case "popular":
        return (a, b) =>
          (this.popularity.values[b] as number) - (this.popularity.values[a] as number) || byNameThenId(a, b);
      case "name":
        return byNameThenId;
      case "soonest":
        return (a, b) => (this.starts.values[a] as number) - (this.starts.values[b] as number) || byNameThenId(a, b);
      case "latest":
        return (a, b) => (this.starts.values[b] as number) - (this.starts.values[a] as number) || byNameThenId(a, b);
      case "folded":
        return (a, b) => compareText(this.folded[a] as string, this.folded[b] as string) || a - b;
      case "latitude":
        return (a, b) => (this.lats.values[a] as number) - (this.lats.values[b] as number) || a - b;
      case "rated":
        // As ratingKeys orders them, written out: a million rows sort without an array per comparison.
        return (a, b) => {
          const scores = this.scores.values;
          const left = scores[a] as number;
          const right = scores[b] as number;
          const unrated = (Number.isNaN(left) ? 1 : 0) - (Number.isNaN(right) ? 1 : 0);
          if (unrated !== 0) return unrated;
          if (left !== right && !Number.isNaN(left)) return right - left;
          const counts = this.ratingCounts.values;
          return (counts[b] as number) - (counts[a] as number) || byNameThenId(a, b);
        };
    }
  }

  /** An order of the live slots: built (sorted) on first use, then kept in step by upsert and remove. */
  private orderOf(name: OrderName): SortedSlots {
    let order = this.orders.get(name);
    if (!order) {
      order = new SortedSlots(this.compareBy(name));
      const slots = this.liveSlots().filter((slot) => this.belongsTo(name, slot));
      order.build(slots, this.ids.length, name === "popular" && this.slotsRanked);
      this.orders.set(name, order);
    }
    return order;
  }

  /**
   * Marks each live slot whose folded name starts with `phrase`: 1, or 2 when it is `phrase` exactly
   * (the exact-name and name-prefix tiers). Other slots stay 0.
   */
  private markNamePrefix(phrase: string, marks: Uint8Array): number[] {
    const marked: number[] = [];
    const order = this.orderOf("folded");
    for (
      let place = order.firstPlaceNotBefore((slot) => (this.folded[slot] as string) < phrase);
      place < order.size;
      place++
    ) {
      const slot = order.at(place);
      const name = this.folded[slot] as string;
      if (!name.startsWith(phrase)) break;
      marks[slot] = name === phrase ? 2 : 1;
      marked.push(slot);
    }
    return marked;
  }

  /** The live slots whose latitude is within `span` degrees of `lat`. */
  private slotsNearLatitude(lat: number, span: number): number[] {
    const order = this.orderOf("latitude");
    const found: number[] = [];
    for (
      let place = order.firstPlaceNotBefore((slot) => (this.lats.values[slot] as number) < lat - span);
      place < order.size;
      place++
    ) {
      const slot = order.at(place);
      if ((this.lats.values[slot] as number) > lat + span) break;
      found.push(slot);
    }
    return found;
  }

  // ---- words ------------------------------------------------------------------------------------

  /** Every lexeme of the corpus's rows (removed rows' words stay until the corpus is rebuilt), sorted. */
  words(): readonly string[] {
    this.foldNewLexemes(true);
    return this.lexicon;
  }

  /**
   * Files the lexemes added since the last search in `recentLexicon`, a small sorted list searched
   * beside the lexicon, and merges that into the lexicon only once it holds a sixty-fourth of it. Merging
   * every new word into the whole lexicon at once cost the search after each write a pass over hundreds
   * of thousands of words (a write names a new word: 20 to 40 ms of the search thread at a million
   * listings, the largest cost under writes; issue 25). `everything`: merge them in now, however few.
   */
  private foldNewLexemes(everything = false): void {
    if (this.newLexemes.length > 0) {
      this.recentLexicon = mergedSorted(this.recentLexicon, this.newLexemes.sort(compareText));
      this.newLexemes = [];
    }
    const mergeAt = everything ? 1 : Math.max(RECENT_LEXEMES, this.lexicon.length >>> 6) + 1;
    if (this.recentLexicon.length >= mergeAt) {
      this.lexicon = mergedSorted(this.lexicon, this.recentLexicon);
      this.recentLexicon = [];
    }
  }

  /** The lexemes added since the last call (for the typo vocabulary), each once. */
  takeNewWords(): string[] {
    const fresh = this.freshWords;
    this.freshWords = [];
    return fresh;
  }

  /** The ids of the known lexemes starting with `prefix`: a range of the sorted lexicon. */
  private lexemesStartingWith(prefix: string): number[] {
    this.foldNewLexemes();
    const found: number[] = [];
    for (const sorted of [this.lexicon, this.recentLexicon]) {
      let low = 0;
      let high = sorted.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if ((sorted[middle] as string) < prefix) low = middle + 1;
        else high = middle;
      }
      for (let index = low; index < sorted.length; index++) {
        const lexeme = sorted[index] as string;
        if (!lexeme.startsWith(prefix)) break;
        found.push(this.lexemes.find(lexeme));
      }
    }
    return found;
  }

  /** A search word's lexemes: those it matches as itself (or as a prefix), and its known misspellings. */
  private lexemesOfWord(word: MatchedWord): WordLexemes {
    const exact =
      [...word.word].length >= PREFIX_FROM_LETTERS
        ? this.lexemesStartingWith(word.word)
        : this.lexemeIdsOf([word.word]).filter((id) => this.inDocument[id] === 1);
    return { exact, typos: this.lexemeIdsOf(word.typos) };
  }

  /**
   * Marks, for one search word, each slot's bits in `fields` (indices of FIELDS): the fields that have
   * it (as itself, a longer word it starts from three letters, or a known misspelling) and whether one
   * has it without a typo. When the document field is among them, rows whose document has it join the
   * candidates (once: `seen`).
   */
  private markWord(
    lexemes: WordLexemes,
    fields: readonly number[],
    word: WordBits,
    candidates: Int32Array,
    found: number,
    seen: Stamps,
  ): number {
    let count = found;
    const { bits, touched } = word;
    let recorded = word.count;
    const allLive = this.deadSlots === 0;
    const live = this.live.values;
    const marks = seen.marks;
    const stamp = seen.stamp;
    // The hottest loops of a search (a common word's postings run to hundreds of thousands): written out.
    const mark = (ids: number[], extra: number) => {
      for (const field of fields) {
        const postings = this.postings[field] as Postings;
        const value = (FIELD_BITS[field] as number) | extra;
        const collect = field === DOCUMENT_FIELD;
        for (const lexeme of ids) {
          for (const segment of postings.segments) {
            const starts = segment.starts;
            if (lexeme + 1 >= starts.length) continue;
            // The run's gaps, seven bits a byte (postings.ts forEachSlot, written out here).
            const bytes = segment.bytes;
            const end = starts[lexeme + 1] as number;
            let slot = 0;
            for (let at = starts[lexeme] as number; at < end; ) {
              let byte = bytes[at++] as number;
              let gap = byte & 0x7f;
              for (let shift = 7; byte > 0x7f; shift += 7) {
                byte = bytes[at++] as number;
                gap |= (byte & 0x7f) << shift;
              }
              slot += gap;
              const before = bits[slot] as number;
              if (before === 0) touched[recorded++] = slot;
              bits[slot] = before | value;
              if (collect && marks[slot] !== stamp) {
                marks[slot] = stamp;
                if (allLive || live[slot] === 1) candidates[count++] = slot;
              }
            }
          }
          for (let at = postings.lastInTail(lexeme); at >= 0; at = postings.previousInTail(at)) {
            const slot = postings.slotInTail(at);
            const before = bits[slot] as number;
            if (before === 0) touched[recorded++] = slot;
            bits[slot] = before | value;
            if (collect && seen.mark(slot) && (allLive || live[slot] === 1)) candidates[count++] = slot;
          }
        }
      }
    };
    mark(lexemes.exact, EXACT);
    mark(lexemes.typos, 0);
    word.count = recorded;
    return count;
  }

  /** The ids of the lexemes known to the corpus among these. */
  private lexemeIdsOf(lexemes: readonly string[]): number[] {
    const ids: number[] = [];
    for (const lexeme of lexemes) {
      const id = this.lexemes.find(lexeme);
      if (id >= 0) ids.push(id);
    }
    return ids;
  }

  // ---- searching --------------------------------------------------------------------------------

  /**
   * The page, the total and the facets of a search. Candidates: rows with any word (or every row
   * without words), within the radius and the time window; the filters then narrow them, each facet
   * counted under every filter but its own. Runs synchronously on scratch arrays (one search at a time).
   */
  search(query: CorpusQuery, request: PageRequest): CorpusAnswer {
    if (this.kind === "event" && (request.sort === "rating" || query.minRating !== undefined)) {
      throw new Error("events have no rating (the contract refuses sort=rating and minRating for them)");
    }
    const { words, near } = query;
    const slotCount = this.ids.length;
    const candidates = scratch.ints(slotCount);
    let count = 0;
    const bits: Uint8Array[] = [];
    // One word in relevance order: the place and facts fields are marked only when the rows with the
    // word in their name, without a typo, do not fill the page (`ordered`); a common word's rows are
    // then read in two fields instead of four.
    const lexemes = words.map((word) => this.lexemesOfWord(word));
    let restOfFields: (() => void) | null = null;
    if (words.length > 0) {
      const seen = scratch.stamps(slotCount);
      const late = words.length === 1 && request.sort === "relevance" && request.after === undefined;
      const marked = words.map((_, index) => {
        const word = scratch.wordBits(index, slotCount);
        bits.push(word.bits);
        const fields = late ? NAME_AND_DOCUMENT : ALL_FIELDS;
        count = this.markWord(lexemes[index] as WordLexemes, fields, word, candidates, count, seen);
        return word;
      });
      if (late) {
        restOfFields = () =>
          this.markWord(lexemes[0] as WordLexemes, PLACE_AND_FACTS, marked[0] as WordBits, candidates, 0, seen);
      }
    } else if (near) {
      for (const slot of this.slotsNearLatitude(near.lat, near.radiusKm / KM_PER_DEGREE)) candidates[count++] = slot;
    } else {
      if (this.isWholeList(query, request)) return this.wholeList(query, request);
      const live = this.live.values;
      for (let slot = 0; slot < slotCount; slot++) if (live[slot] === 1) candidates[count++] = slot;
    }

    // Near me and the time window narrow the candidates in place.
    const distances = near ? scratch.floats(slotCount) : null;
    if (near && distances) {
      const latSpan = near.radiusKm / KM_PER_DEGREE;
      const lngSpan = near.radiusKm / (KM_PER_DEGREE * Math.max(Math.cos(radians(near.lat)), 0.01));
      let kept = 0;
      for (let index = 0; index < count; index++) {
        const slot = candidates[index] as number;
        const lat = this.lats.values[slot] as number;
        const lng = this.lngs.values[slot] as number;
        // NaN (no position) fails every comparison, as null does in SQL.
        if (!(lat >= near.lat - latSpan && lat <= near.lat + latSpan)) continue;
        if (!(lng >= near.lng - lngSpan && lng <= near.lng + lngSpan)) continue;
        const distance = distanceKm(near, lat, lng);
        if (!(distance <= near.radiusKm)) continue;
        distances[slot] = distance;
        candidates[kept++] = slot;
      }
      count = kept;
    }
    if (query.endsFrom !== undefined || query.startsBefore !== undefined) {
      let kept = 0;
      for (let index = 0; index < count; index++) {
        const slot = candidates[index] as number;
        const starts = this.starts.values[slot] as number;
        const ends = this.ends.values[slot] as number;
        const last = Number.isNaN(ends) ? starts : ends;
        if (query.endsFrom !== undefined && last < query.endsFrom) continue;
        if (query.startsBefore !== undefined && !(starts < query.startsBefore)) continue;
        candidates[kept++] = slot;
      }
      count = kept;
    }
    if (query.minRating !== undefined) count = this.keepRated(candidates, count, query.minRating);
    const kept = candidates.subarray(0, count);

    // Filters: each row's failed filters as bits, so a facet can count under all the others.
    const active = this.facetNames
      .map((facet, index) => ({ facet, index, values: query.filters[facet] ?? [] }))
      .filter((filter) => filter.values.length > 0)
      .map((filter, bit) => {
        const ids = this.valueIds[filter.index] as Map<string, number>;
        const chosen = new Set(filter.values.flatMap((value) => (ids.has(value) ? [ids.get(value) as number] : [])));
        return { ...filter, bit: 1 << bit, chosen };
      });
    const failed = active.length > 0 ? new Uint32Array(count) : null;
    for (const filter of active) {
      const bit = filter.bit;
      const chosen = filter.chosen;
      if (this.multiFacets.has(filter.facet)) {
        const starts = (this.lists[filter.index] as FacetLists).starts.values;
        const flat = (this.lists[filter.index] as FacetLists).flat.values;
        for (let at = 0; at < count; at++) {
          const slot = kept[at] as number;
          let holds = false;
          for (let item = starts[slot] as number; item < (starts[slot + 1] as number) && !holds; item++) {
            holds = chosen.has(flat[item] as number);
          }
          if (!holds && failed) failed[at] = (failed[at] as number) | bit;
        }
      } else {
        const single = (this.single[filter.index] as IntColumn).values;
        for (let at = 0; at < count; at++) {
          if (!chosen.has(single[kept[at] as number] as number) && failed) failed[at] = (failed[at] as number) | bit;
        }
      }
    }
    const facets = request.facets ? this.countFacets(request.facets, kept, failed, active) : null;
    let matching: Int32Array = kept;
    if (failed) {
      const passing = scratch.moreInts(count);
      let total = 0;
      for (let at = 0; at < count; at++) if (failed[at] === 0) passing[total++] = kept[at] as number;
      matching = passing.subarray(0, total);
    }
    const total = matching.length;
    const everyWord = words.length >= 2 ? this.countWithEveryWord(matching, bits) : null;

    const keysOf = this.sortKeys(query, request.sort, bits, distances);
    const after = request.after;
    if (after) {
      const later = new Int32Array(matching.length);
      let size = 0;
      for (const slot of matching) if (compareKeys(keysOf(slot), after) > 0) later[size++] = slot;
      matching = later.subarray(0, size);
    }
    const skip = after ? 0 : request.page * request.size;
    const page = this.ordered(
      matching,
      query,
      request.sort,
      bits,
      distances,
      skip + request.size,
      restOfFields,
      // Every row with the words is a candidate for the page (no radius, window, filter or cursor).
      words.length > 0 &&
        !near &&
        query.minRating === undefined &&
        query.endsFrom === undefined &&
        query.startsBefore === undefined &&
        !failed &&
        !after,
    ).slice(skip);
    return {
      rows: page.map((slot) => ({
        id: this.ids.values[slot] as number,
        distance: distances ? (distances[slot] as number) : null,
        keys: keysOf(slot),
      })),
      total,
      everyWord,
      facets,
    };
  }

  /** Keeps, in place, the first `count` candidates whose shown average is at least `least`; how many. */
  private keepRated(candidates: Int32Array, count: number, least: number): number {
    const counts = this.ratingCounts.values;
    const sums = this.ratingSums.values;
    let kept = 0;
    for (let index = 0; index < count; index++) {
      const slot = candidates[index] as number;
      const count = counts[slot] as number;
      if (count > 0 && averageOfSums(count, sums[slot] as number) >= least) candidates[kept++] = slot;
    }
    return kept;
  }

  /** The rows among `slots` that have every word of the search (in any field, as typed or misspelt). */
  private countWithEveryWord(slots: Int32Array, bits: Uint8Array[]): number {
    let count = 0;
    for (let index = 0; index < slots.length; index++) {
      const slot = slots[index] as number;
      let every = true;
      for (const wordBits of bits) {
        if (((wordBits[slot] as number) & ANY_FIELD) === 0) {
          every = false;
          break;
        }
      }
      if (every) count += 1;
    }
    return count;
  }

  /** A list of every row in its order (no words, filters, radius or window): read from the order itself. */
  private isWholeList(query: CorpusQuery, request: PageRequest): boolean {
    const filtered = Object.values(query.filters).some((values) => values.length > 0);
    return (
      !filtered &&
      query.minRating === undefined &&
      query.endsFrom === undefined &&
      query.startsBefore === undefined &&
      request.sort !== "distance" &&
      request.after === undefined &&
      request.facets === undefined
    );
  }

  private wholeList(query: CorpusQuery, request: PageRequest): CorpusAnswer {
    const skip = request.page * request.size;
    const wanted = skip + request.size;
    const found: number[] = [];
    if (request.sort === "name" || request.sort === "rating" || this.kind === "listing") {
      const order = this.orderOf(request.sort === "name" ? "name" : request.sort === "rating" ? "rated" : "popular");
      for (let place = 0; place < Math.min(wanted, order.size); place++) found.push(order.at(place));
    } else {
      // Upcoming by start, then the past ones by start, latest first.
      const soonest = this.orderOf("soonest");
      for (let place = 0; place < soonest.size && found.length < wanted; place++) {
        const slot = soonest.at(place);
        if (!this.isOver(slot, query.now)) found.push(slot);
      }
      const latest = this.orderOf("latest");
      for (let place = 0; place < latest.size && found.length < wanted; place++) {
        const slot = latest.at(place);
        if (this.isOver(slot, query.now)) found.push(slot);
      }
    }
    const keysOf = this.sortKeys(query, request.sort, [], null);
    return {
      rows: found
        .slice(skip)
        .map((slot) => ({ id: this.ids.values[slot] as number, distance: null, keys: keysOf(slot) })),
      total: this.size,
      everyWord: null,
      facets: null,
    };
  }

  /** Relevance of a slot for the search's words: (words missed, typos, tier) as one small number. */
  private bucketOf(slot: number, words: MatchedWord[], bits: Uint8Array[], phrase: string): number {
    if (words.length === 0) return 0;
    let matched = 0;
    let exact = 0;
    let inName = 0;
    let inPlace = 0;
    let inFacts = 0;
    for (const wordBits of bits) {
      const bit = wordBits[slot] as number;
      if (bit & ANY_FIELD) matched += 1;
      if (bit & EXACT) exact += 1;
      if (bit & NAME) inName += 1;
      if (bit & (NAME | PLACE)) inPlace += 1;
      if (bit & (NAME | PLACE | FACTS)) inFacts += 1;
    }
    let tier = 5;
    if (inName === matched) {
      const folded = this.folded[slot] as string;
      tier = folded === phrase ? 0 : folded.startsWith(phrase) ? 1 : 2;
    } else if (inPlace === matched) tier = 3;
    else if (inFacts === matched) tier = 4;
    return ((MOST_WORDS - matched) * (MOST_WORDS + 1) + (matched - exact)) * TIERS + tier;
  }

  /**
   * The first `count` rows in relevance order of a one-word search over every row with the word, when
   * at least that many have the word in their name without a typo (null otherwise): those come before
   * every other row, so the page is theirs, and with the slots numbered in the popular order it is read
   * from the start of the slots instead of from every match. The rows whose name starts with the
   * search (tiers 0 and 1: `nameStarts`, marked in `named` by markNamePrefix) and the moved rows are
   * offered one by one; the others (tier 2) in slot order, which is their rank order, until one ranks
   * after the page's worst.
   */
  private pageOfNameHits(
    wordBits: Uint8Array,
    named: Uint8Array,
    nameStarts: number[],
    count: number,
  ): number[] | null {
    const slotCount = this.ids.length;
    const ranks = this.orderOf("popular").rankArray();
    const live = this.live.values;
    const moved = this.moved.values;
    const top = scratch.top(count);
    const isHit = (slot: number) =>
      live[slot] === 1 && ((wordBits[slot] as number) & NAME_WITHOUT_TYPO) === NAME_WITHOUT_TYPO;
    for (const slot of nameStarts) {
      if (isHit(slot))
        top.offer(oneWordBucket(true, 2 - (named[slot] as number)) * BUCKET_SPAN + (ranks[slot] as number), slot);
    }
    const inName = oneWordBucket(true, 2) * BUCKET_SPAN;
    for (const slot of this.movedSlots) {
      if (named[slot] === 0 && isHit(slot)) top.offer(inName + (ranks[slot] as number), slot);
    }
    for (let slot = 0; slot < slotCount; slot++) {
      if (moved[slot] === 1 || named[slot] !== 0 || !isHit(slot)) continue;
      const key = inName + (ranks[slot] as number);
      if (key > top.worst) break;
      top.offer(key, slot);
    }
    return top.isFull ? top.slotsInOrder() : null;
  }

  /**
   * A slot's rank after relevance (order.ts ranks, below PAST_EVENTS), read straight from the orders:
   * listings by popularity; events upcoming by start, then past by start descending.
   */
  private rankAfterRelevance(now: number | undefined): (slot: number) => number {
    if (this.kind === "listing") {
      const ranks = this.orderOf("popular").rankArray();
      return (slot) => ranks[slot] as number;
    }
    const soonest = this.orderOf("soonest").rankArray();
    const latest = this.orderOf("latest").rankArray();
    return (slot) => (this.isOver(slot, now) ? PAST_EVENTS + (latest[slot] as number) : (soonest[slot] as number));
  }

  private isOver(slot: number, now: number | undefined): boolean {
    const ends = this.ends.values[slot] as number;
    return (Number.isNaN(ends) ? (this.starts.values[slot] as number) : ends) < (now ?? Number.POSITIVE_INFINITY);
  }

  /** A listing's place by rating, all ascending: rated first, then the higher score, then more reviews. */
  private ratingKeys(slot: number): [number, number, number] {
    const score = this.scores.values[slot] as number;
    const count = this.ratingCounts.values[slot] as number;
    return Number.isNaN(score) ? [1, 0, 0] : [0, -score, -count];
  }

  /** A slot's sort keys (all ascending), the values a cursor keeps. */
  private sortKeys(
    query: CorpusQuery,
    sort: SortKind,
    bits: Uint8Array[],
    distances: Float64Array | null,
  ): (slot: number) => SortKeys {
    const name = (slot: number) => this.names[slot] as string;
    const id = (slot: number) => this.ids.values[slot] as number;
    const bucket = (slot: number) => this.bucketOf(slot, query.words, bits, query.phrase);
    const distance = (slot: number) => (distances ? (distances[slot] as number) : 0);
    if (sort === "name") return (slot) => [name(slot), id(slot)];
    if (sort === "rating") return (slot) => [...this.ratingKeys(slot), name(slot), id(slot)];
    if (this.kind === "listing") {
      const popularity = (slot: number) => -(this.popularity.values[slot] as number);
      if (sort === "distance") return (slot) => [distance(slot), bucket(slot), popularity(slot), name(slot), id(slot)];
      return (slot) => [bucket(slot), popularity(slot), name(slot), id(slot)];
    }
    const when = (slot: number): [number, number] => {
      const over = this.isOver(slot, query.now);
      const starts = this.starts.values[slot] as number;
      return [over ? 1 : 0, over ? -starts : starts];
    };
    if (sort === "distance") return (slot) => [distance(slot), bucket(slot), ...when(slot), name(slot), id(slot)];
    return (slot) => [bucket(slot), ...when(slot), name(slot), id(slot)];
  }

  /** The first `count` slots in the search's order. */
  private ordered(
    slots: Int32Array,
    query: CorpusQuery,
    sort: SortKind,
    bits: Uint8Array[],
    distances: Float64Array | null,
    count: number,
    restOfFields: (() => void) | null,
    everyMatch: boolean,
  ): number[] {
    if (count === 0) return [];
    if (sort === "distance" && distances) {
      // By distance, then (bucket, rank after relevance). The `count`th smallest distance bounds the
      // page; only the slots within it (the page, and ties at its edge) are compared in full.
      const near = new Float64Array(slots.length);
      for (let index = 0; index < slots.length; index++) near[index] = distances[slots[index] as number] as number;
      const edge = smallest(near, count).at(-1) ?? Number.POSITIVE_INFINITY;
      const within = Int32Array.from(slots.filter((slot) => (distances[slot] as number) <= edge));
      const rankOf = this.rankAfterRelevance(query.now);
      const words = query.words.length > 0;
      return Array.from(within, (slot) => ({
        slot,
        distance: distances[slot] as number,
        rest: (words ? this.bucketOf(slot, query.words, bits, query.phrase) : 0) * BUCKET_SPAN + rankOf(slot),
      }))
        .sort((a, b) => a.distance - b.distance || a.rest - b.rest)
        .slice(0, count)
        .map((entry) => entry.slot);
    }
    // One number per candidate: its bucket, then its rank after relevance (unique: ids break ties); the
    // `count` smallest are kept in a bounded heap as the candidates are read, and a candidate whose
    // bucket alone puts it after the heap's worst is passed over before its rank is read.
    const top = scratch.top(count);
    if (sort === "name" || sort === "rating") {
      const ranks = this.orderOf(sort === "name" ? "name" : "rated").rankArray();
      for (let index = 0; index < slots.length; index++) {
        const slot = slots[index] as number;
        top.offer(ranks[slot] as number, slot);
      }
      return top.slotsInOrder();
    }
    const rankOf = this.rankAfterRelevance(query.now);
    if (query.words.length === 1) {
      // One word, the usual case while typing: its bits decide the bucket (bucketOf, unrolled).
      const wordBits = bits[0] as Uint8Array;
      // The name-prefix tiers: 1 (or 2, the whole name) for the rows whose name starts with the word.
      const namedWord = scratch.wordBits(MOST_WORDS, this.ids.length);
      const named = namedWord.bits;
      const nameStarts = this.markNamePrefix(query.phrase, named);
      for (const slot of nameStarts) namedWord.touched[namedWord.count++] = slot;
      if (everyMatch && this.slotsRanked && slots.length >= Math.max(NAME_HITS_FROM, this.ids.length >> 7)) {
        const page = this.pageOfNameHits(wordBits, named, nameStarts, count);
        if (page) return page;
        top.reset(count);
      }
      if (restOfFields) {
        // Rows with the word in their name and without a typo come before every other: when they fill
        // the page, the place and facts fields cannot change it.
        let nameHits = 0;
        for (let index = 0; index < slots.length && nameHits < count; index++) {
          if (((wordBits[slots[index] as number] as number) & NAME_WITHOUT_TYPO) === NAME_WITHOUT_TYPO) nameHits += 1;
        }
        if (nameHits < count) restOfFields();
      }
      for (let index = 0; index < slots.length; index++) {
        const slot = slots[index] as number;
        const bit = wordBits[slot] as number;
        let tier = 5;
        if (bit & NAME) tier = 2 - (named[slot] as number);
        else if (bit & PLACE) tier = 3;
        else if (bit & FACTS) tier = 4;
        const base = oneWordBucket((bit & EXACT) !== 0, tier) * BUCKET_SPAN;
        if (base > top.worst) continue;
        top.offer(base + rankOf(slot), slot);
      }
      return top.slotsInOrder();
    }
    const words = query.words.length > 0;
    for (let index = 0; index < slots.length; index++) {
      const slot = slots[index] as number;
      const base = words ? this.bucketOf(slot, query.words, bits, query.phrase) * BUCKET_SPAN : 0;
      if (base > top.worst) continue;
      top.offer(base + rankOf(slot), slot);
    }
    return top.slotsInOrder();
  }

  private countFacets(
    facets: string[],
    kept: Int32Array,
    failed: Uint32Array | null,
    active: { facet: string; bit: number }[],
  ): Record<string, { value: string; count: number }[]> {
    const counted: Record<string, { value: string; count: number }[]> = {};
    for (const facet of facets) {
      const index = this.facetNames.indexOf(facet);
      if (index < 0) {
        counted[facet] = [];
        continue;
      }
      const own = active.find((filter) => filter.facet === facet)?.bit ?? 0;
      const others = ~own;
      const values = this.values[index] as string[];
      const counts = new Int32Array(values.length);
      if (this.multiFacets.has(facet)) {
        const starts = (this.lists[index] as FacetLists).starts.values;
        const flat = (this.lists[index] as FacetLists).flat.values;
        for (let at = 0; at < kept.length; at++) {
          if (failed && ((failed[at] as number) & others) !== 0) continue;
          const slot = kept[at] as number;
          const end = starts[slot + 1] as number;
          for (let item = starts[slot] as number; item < end; item++) {
            const id = flat[item] as number;
            counts[id] = (counts[id] as number) + 1;
          }
        }
      } else {
        const single = (this.single[index] as IntColumn).values;
        for (let at = 0; at < kept.length; at++) {
          if (failed && ((failed[at] as number) & others) !== 0) continue;
          const id = single[kept[at] as number] as number;
          if (id >= 0) counts[id] = (counts[id] as number) + 1;
        }
      }
      const multi = this.multiFacets.has(facet);
      const found: { value: string; count: number }[] = [];
      counts.forEach((count, id) => {
        const value = values[id] as string;
        // A blank single value is no value (SQL: `value <> ''`); lists count every element.
        if (count > 0 && (multi || value !== "")) found.push({ value, count });
      });
      counted[facet] = found.sort((a, b) => b.count - a.count || compareText(a.value, b.value));
    }
    return counted;
  }
}
