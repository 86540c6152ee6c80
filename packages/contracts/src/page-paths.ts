import { slugify } from "./slug.ts";

/**
 * Canonical addresses of the detail pages (docs/product.md section 2: the slug comes from the title),
 * shared by the web app's links and the server-written canonical links. A title with no Latin letters
 * or digits slugs to "": a fixed word keeps the address well formed.
 */
export function listingSlugOf(listing: { name: string }): string {
  return slugify(listing.name) || "listing";
}

export function eventSlugOf(event: { title: string }): string {
  return slugify(event.title) || "event";
}

export function listingPagePathOf(listing: { id: number; name: string }): string {
  return `/description/${listing.id}/${listingSlugOf(listing)}`;
}

export function eventPagePathOf(event: { id: number; title: string }): string {
  return `/eventdescription/${event.id}/${eventSlugOf(event)}`;
}

export function newsTagPathOf(tag: string): string {
  return `/news-tag/${encodeURIComponent(tag)}`;
}
