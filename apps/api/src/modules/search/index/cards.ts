import type { ContentChange } from "../../content-changes/service.ts";

/**
 * The cards of rows shown in results, kept per row (ADR 0019), so that a search with new words
 * costs no query for rows already shown. A change of a row forgets its card; a card read while a
 * change was under way is not kept (it may predate the change).
 */
export class CardShelf<Card> {
  private cards = new Map<number, Card>();
  private generation = 0;

  constructor(private readonly capacity: number) {}

  /** The cards of `ids` (missing ones loaded by `load`, kept), in no particular order. */
  async cardsOf(ids: number[], load: (missing: number[]) => Promise<Card[]>, idOf: (card: Card) => number) {
    const found = new Map<number, Card>();
    const missing: number[] = [];
    for (const id of ids) {
      const card = this.cards.get(id);
      if (card) found.set(id, card);
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

  private keep(id: number, card: Card): void {
    if (this.cards.size >= this.capacity) {
      // The oldest kept first (a Map iterates in insertion order).
      const oldest = this.cards.keys().next();
      if (!oldest.done) this.cards.delete(oldest.value);
    }
    this.cards.set(id, card);
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
