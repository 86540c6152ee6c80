/**
 * The zod fields the content write bodies (listings, events, posts) are built from. Optional text
 * fields take "", null or nothing for "none" and always parse to null then, so a stored version and a
 * proposed one compare field by field without undefined/"" differences.
 */
import { z } from "zod";
import {
  ADDRESS_URL_MAX_LENGTH,
  isImageAddress,
  isWebAddress,
  LIST_ENTRY_MAX_LENGTH,
  LIST_MAX_ENTRIES,
  RICH_TEXT_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from "./content-rules.ts";
import { multiLineText, singleLineText } from "./text.ts";

/** A required line of text, trimmed. */
export const requiredLine = (field: string, max = TITLE_MAX_LENGTH) =>
  singleLineText(field, { max, min: 1, trim: true });

/** An optional line of text: trimmed, and null when empty or missing. */
export const optionalLine = (field: string, max: number) =>
  singleLineText(field, { max, trim: true })
    .nullish()
    .transform((value) => (value ? value : null));

/** Rich text (HTML) as the editor sends it; the server sanitises it before storing. */
export const richText = (field: string) => multiLineText(field, { max: RICH_TEXT_MAX_LENGTH }).default("");

/** Rich text that must say something (a post's content). */
export const requiredRichText = (field: string) =>
  multiLineText(field, { max: RICH_TEXT_MAX_LENGTH, min: 1 }).refine((value) => value.trim() !== "", {
    error: `${field} is required`,
  });

/** An optional image: a /media/ path of this site or an https address; null when empty. */
export const imageField = (field: string) =>
  singleLineText(field, { max: ADDRESS_URL_MAX_LENGTH, trim: true })
    .refine((value) => value === "" || isImageAddress(value), {
      error: `${field} must be an uploaded image (/media/...) or an https address`,
    })
    .nullish()
    .transform((value) => (value ? value : null));

/** An optional web address (http or https); null when empty. */
export const webAddressField = (field: string) =>
  singleLineText(field, { max: ADDRESS_URL_MAX_LENGTH, trim: true })
    .refine((value) => value === "" || isWebAddress(value), {
      error: `${field} must be an http or https address`,
    })
    .nullish()
    .transform((value) => (value ? value : null));

/** A list of short entries (courses, subjects): trimmed, blanks dropped, duplicates (any case) dropped. */
export const entryList = (field: string, options: { maxEntries?: number; maxLength?: number } = {}) => {
  const maxEntries = options.maxEntries ?? LIST_MAX_ENTRIES;
  return z
    .array(singleLineText(field, { max: options.maxLength ?? LIST_ENTRY_MAX_LENGTH, trim: true }), {
      error: `${field} must be a list of text entries`,
    })
    .max(maxEntries, { error: `${field} may hold at most ${maxEntries} entries` })
    .default([])
    .transform((entries) => {
      const seen = new Set<string>();
      return entries.filter((entry) => {
        const key = entry.toLowerCase();
        if (entry === "" || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    });
};

const coordinate = (field: string, limit: number) =>
  z
    .number({ error: `${field} must be a number` })
    .min(-limit, { error: `${field} must be between -${limit} and ${limit}` })
    .max(limit, { error: `${field} must be between -${limit} and ${limit}` })
    .nullish()
    .transform((value) => value ?? null);

/** A postal address with optional coordinates (both or neither). */
export const addressInputSchema = z
  .object(
    {
      line1: requiredLine("address.line1"),
      line2: optionalLine("address.line2", TITLE_MAX_LENGTH),
      city: requiredLine("address.city", 100),
      state: requiredLine("address.state", 100),
      postalCode: optionalLine("address.postalCode", 20).transform((value) => value ?? ""),
      country: requiredLine("address.country", 100),
      latitude: coordinate("address.latitude", 90),
      longitude: coordinate("address.longitude", 180),
    },
    { error: "address must be an object" },
  )
  .refine((address) => (address.latitude === null) === (address.longitude === null), {
    error: "address.latitude and address.longitude go together: give both or neither",
    path: ["latitude"],
  });
export type AddressInput = z.infer<typeof addressInputSchema>;

/** What the owner's view of any content adds to the public shape (see listing-writes.ts and siblings). */
export const moderationStateFields = {
  /** The reason of the last decision when it was a rejection and nothing was submitted since; else null. */
  rejectReason: z.string().nullable(),
  /** When an update waits for review: when it was submitted; else null. */
  pendingSince: z.string().nullable(),
};
