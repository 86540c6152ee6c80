import type { ContentChange } from "../../content-changes/service.ts";

/**
 * The cards of rows shown in results, kept per row (ADR 0019), so that a search with new words
 * costs no query for rows already shown. A change of a row forgets its card; a card read while a
 * change was under way is not kept (it may predate the change).
 */
export class CardShelf<Card> {
  /** Each card with the place in `kept` it was put at. */
  private cards = new Map<number, { card: Card; at: number }>();
  /**
   * The ids in the order they were kept, as a ring: the next to go is at `next`. Not the Map's own
   * order: taking a Map's first key walks over every key deleted before it (V8 keeps them until it
   * rehashes), which with a full shelf was a tenth of the HTTP thread under a search load (issue 25).
   */
  private kept: Int32Array;
  private next = 0;
  private generation = 0;

  constructor(private readonly capacity: number) {
    this.kept = new Int32Array(capacity).fill(-1);
  }

  /** The cards of `ids` (missing ones loaded by `load`, kept), in no particular order. */
  async cardsOf(ids: number[], load: (missing: number[]) => Promise<Card[]>, idOf: (card: Card) => number) {
    const found = new Map<number, Card>();
    const missing: number[] = [];
    for (const id of ids) {
      const kept = this.cards.get(id);
      if (kept) found.set(id, kept.card);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const generation = this.generation;
    const loaded = await load(missing);
    for (const card of loaded) {
      found.set(idOf(card), card);
      if (generation === this.generation) this.keep(idOf(card), card);
    }
    return found;
  }

  /** How many cards are kept. */
  get size(): number {
    return this.cards.size;
  }

  private keep(id: number, card: Card): void {
    if (this.capacity === 0) return;
    // The oldest kept goes first, unless it went already (forgotten, or kept again since at another place).
    const at = this.next;
    const oldest = this.kept[at] as number;
    if (oldest >= 0 && this.cards.get(oldest)?.at === at) this.cards.delete(oldest);
    this.kept[at] = id;
    this.next = (at + 1) % this.capacity;
    this.cards.set(id, { card, at });
  }

  forget(id: number): void {
    this.generation += 1;
    this.cards.delete(id);
  }

  clear(): void {
    this.generation += 1;
    this.cards.clear();
  }
}

/** Forgets the cards a content change made stale (null, or a listing without id: all of them). */
export function forgetCardsOf(
  change: ContentChange | null,
  listings: CardShelf<unknown>,
  events: CardShelf<unknown>,
): void {
  if (change === null || (change.kind === "listing" && change.id === null)) {
    listings.clear();
    events.clear();
  } else if (change.kind === "listing" && change.id !== null) {
    listings.forget(change.id);
  } else if (change.kind === "event") {
    events.forget(change.id);
  }
}
