/**
 * The shortlist (issue 27 item 2): the listings a signed-in user saved, each with a note. A visitor's
 * shortlist lives in the browser and is merged in on sign-in (POST /api/shortlist/merge).
 * - GET /api/shortlist: the saved published listings, newest first (`shortlistSchema`).
 * - PUT /api/shortlist/{listingId}: save a published listing or change its note (`shortlistNoteWriteSchema`).
 * - DELETE /api/shortlist/{listingId}: remove it.
 * - POST /api/shortlist/merge: the browser's list joins the account's (`shortlistMergeSchema`).
 * - POST /api/shortlist/saves: a visitor saved a listing in the browser, counted for its owner (no personal data).
 */
import { z } from "zod";
import { idSchema } from "./ids.ts";
import { LISTING_TYPES } from "./listings.ts";
import { SHORTLIST_MAX_ITEMS, SHORTLIST_NOTE_MAX_LENGTH } from "./shortlist-rules.ts";
import { multiLineText } from "./text.ts";

/** A saved listing as the shortlist page shows it: enough to name, group and link it. */
export const shortlistListingSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  type: z.enum(LISTING_TYPES),
  city: z.string(),
  state: z.string(),
  logo: z.string().nullable(),
});
export type ShortlistListing = z.infer<typeof shortlistListingSchema>;

export const shortlistItemSchema = z.object({
  listing: shortlistListingSchema,
  note: z.string(),
  savedAt: z.string(),
});
export type ShortlistItem = z.infer<typeof shortlistItemSchema>;

export const shortlistSchema = z.object({ items: z.array(shortlistItemSchema) });
export type Shortlist = z.infer<typeof shortlistSchema>;

const noteSchema = multiLineText("note", { max: SHORTLIST_NOTE_MAX_LENGTH, trim: true });

/** PUT /api/shortlist/{listingId}: without a note, a new item has none and a kept one keeps its own. */
export const shortlistNoteWriteSchema = z.object(
  { note: noteSchema.optional() },
  { error: 'The body must be a JSON object: {} to save, or {"note": "…"} to save with a note' },
);
export type ShortlistNoteWrite = z.infer<typeof shortlistNoteWriteSchema>;

/** POST /api/shortlist/merge: what the browser kept while signed out. */
export const shortlistMergeSchema = z.object({
  items: z
    .array(z.object({ listingId: idSchema("listingId"), note: noteSchema.default("") }), {
      error: "items must be a list",
    })
    .max(SHORTLIST_MAX_ITEMS, { error: `items must have at most ${SHORTLIST_MAX_ITEMS} entries` }),
});
export type ShortlistMerge = z.infer<typeof shortlistMergeSchema>;

/** POST /api/shortlist/saves: only which listing, nothing about who. */
export const shortlistSaveSchema = z.object({ listingId: idSchema("listingId") });
