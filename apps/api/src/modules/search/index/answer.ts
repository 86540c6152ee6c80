/**
 * One search answered from the index (engine.ts), on whichever thread holds it: the words with their
 * misspellings, the filters checked against the values published content has, the cursor checked
 * against the search it belongs to, then the corpus's page, total and facets.
 */
import type { FacetValue } from "@lwl/contracts/search";
import { HttpError } from "../../../shared/http-error.ts";
import { decodeCursor, encodeCursor, fingerprintOf, NOT_A_CURSOR } from "../cursor.ts";
import { type EngineAnswer, type EngineRefusal, type EngineRequest, windowBounds } from "../engine.ts";
import { toFacets } from "../mappers.ts";
import { type MatchedWord, queryWords } from "../words.ts";
import type { Corpus, CorpusQuery } from "./corpus.ts";
import type { SearchIndex } from "./search-index.ts";
import type { Vocabulary } from "./typos.ts";

/**
 * The words of a search with their known misspellings: the words of the searchable content within
 * each word's typo budget (typos.ts).
 */
function matchWords(vocabulary: Vocabulary, key: string | undefined): MatchedWord[] {
  if (!key) return [];
  return queryWords(key).map((word) => ({ word, typos: vocabulary.typosOf(word) }));
}

/** Every value of each facet with its count, per corpus and its version (what filters are checked against). */
const knownValues = new WeakMap<Corpus, { version: number; facets: Record<string, FacetValue[]> }>();

/**
 * Every value of each facet with its count, for the whole corpus: checks filter values, and is the
 * facet answer of the unfiltered default list.
 */
function knownValuesOf(corpus: Corpus, facets: string[]): Record<string, FacetValue[]> {
  const known = knownValues.get(corpus);
  if (known && known.version === corpus.version && facets.every((facet) => facet in known.facets)) {
    return known.facets;
  }
  const counted = corpus.search(
    { words: [], phrase: "", filters: {}, near: undefined },
    { sort: "relevance", page: 0, size: 0, facets },
  ).facets;
  const value = toFacets(counted ?? {}, facets);
  knownValues.set(corpus, { version: corpus.version, facets: value });
  return value;
}

/**
 * The chosen values in their stored spelling (?city=pune means Pune); a value that no published
 * content has is refused, naming the field.
 */
function storedSpellings(corpus: Corpus, request: EngineRequest): Record<string, string[]> {
  const active = request.filters.filter((filter) => filter.chosen.length > 0);
  if (active.length === 0) return {};
  // The facets the search counts anyway (all of its type's when it filters), so one count serves both.
  const known = knownValuesOf(corpus, request.facets ?? active.map((filter) => filter.field));
  return Object.fromEntries(
    active.map(({ field, chosen, extra }) => {
      const spellings = new Map(
        [...(known[field] ?? []).map((item) => item.value), ...extra].map((value) => [value.toLowerCase(), value]),
      );
      const stored = chosen.map((value) => {
        const spelled = spellings.get(value.toLowerCase());
        if (spelled === undefined) throw new Refused(`${field} has no value "${value}"`);
        return spelled;
      });
      return [field, stored];
    }),
  );
}

class Refused extends Error {}

/** The corpus query of a request (events: the clock and the time window). */
function corpusQueryOf(request: EngineRequest, words: MatchedWord[], filters: Record<string, string[]>): CorpusQuery {
  const query: CorpusQuery = {
    words,
    phrase: words.map((word) => word.word).join(" "),
    filters,
    near: request.near,
    minRating: request.minRating,
  };
  const window = request.window;
  if (!window) return query;
  return { ...query, now: window.now, ...windowBounds(window) };
}

/**
 * What defines a search's candidates and order, not its page: the fingerprint of its cursors. Events
 * also depend on the time window.
 */
function fingerprintOfRequest(request: EngineRequest, words: MatchedWord[], filters: Record<string, string[]>) {
  const kind = request.corpus === "EVENT" ? "event" : `listing:${request.corpus}`;
  const window = request.window;
  const extra = window
    ? [
        window.upcomingOnly,
        window.from === undefined ? null : new Date(window.from),
        window.to === undefined ? null : new Date(window.to),
      ]
    : null;
  // The rating filter joins the scope only when given, so the cursors written before it still read.
  const rating = request.minRating === undefined ? [] : [request.minRating];
  return fingerprintOf([kind, words, filters, request.near ?? null, request.sort, extra, ...rating]);
}

/** Answers a request from the index (its reported changes applied first). */
export async function answerFromIndex(
  index: SearchIndex,
  request: EngineRequest,
): Promise<EngineAnswer | EngineRefusal> {
  const corpora = await index.current();
  const corpus = request.corpus === "EVENT" ? corpora.events : corpora.listings[request.corpus];
  const vocabulary = index.vocabulary();
  try {
    const words = matchWords(vocabulary, request.key);
    const filters = storedSpellings(corpus, request);
    const unknownWords = words.some((word) => !vocabulary.has(word.word));
    if (request.key !== undefined && words.length === 0) {
      return { words, noWords: true, unknownWords, rows: [], total: 0, everyWord: null, facets: {}, cursor: null };
    }
    // A hash of the request: a tenth of the search thread's work per suggestion, which has no next page.
    const fingerprint =
      request.wantsCursor === false && request.after === undefined
        ? null
        : fingerprintOfRequest(request, words, filters);
    const keys =
      request.after === undefined || fingerprint === null ? undefined : decodeCursor(fingerprint, request.after);
    if (keys && !corpus.fitsKeys(request.sort, keys)) throw new Refused(NOT_A_CURSOR);
    const answer = corpus.search(corpusQueryOf(request, words, filters), {
      sort: request.sort,
      page: request.page,
      size: request.size,
      after: keys,
      facets: request.facets,
    });
    const last = answer.rows.at(-1);
    const facets = request.corpusFacets
      ? knownValuesOf(corpus, request.corpusFacets)
      : toFacets(answer.facets ?? {}, request.facets ?? []);
    return {
      words,
      noWords: false,
      unknownWords,
      rows: answer.rows,
      total: answer.total,
      everyWord: answer.everyWord,
      facets,
      cursor: last && fingerprint !== null ? encodeCursor(fingerprint, last.keys) : null,
    };
  } catch (error) {
    if (error instanceof Refused) return { refused: error.message };
    // decodeCursor's refusal of a text it did not write.
    if (error instanceof HttpError && error.statusCode === 400) return { refused: error.message };
    throw error;
  }
}
