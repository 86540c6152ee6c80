/**
 * Compare (issue 27 item 3): GET /api/listings/compare?ids=1,2,3 answers two to four published listings
 * of one type side by side, as rows of facts. The rows of each type are defined once, on the server
 * (apps/api/src/modules/shortlist/compare-facts.ts); the web draws whatever rows come, so new facts
 * (structured details, item 1) are new rows there and nothing here.
 */
import { z } from "zod";
import { LISTING_TYPES } from "./listings.ts";
import { COMPARE_MAX_LISTINGS, COMPARE_MIN_LISTINGS } from "./shortlist-rules.ts";

/** Which way a row's values are better, where that is clear; other rows only show differences. */
export const COMPARE_BETTER = ["HIGHER", "LOWER"] as const;
export type CompareBetter = (typeof COMPARE_BETTER)[number];

const idsMessage = `ids must be ${COMPARE_MIN_LISTINGS} to ${COMPARE_MAX_LISTINGS} listing ids separated by commas, like 12,15,31`;

/** ?ids=12,15,31: distinct whole numbers, two to four of them. */
export const compareQuerySchema = z.object({
  ids: z
    .string({ error: idsMessage })
    .max(200, { error: idsMessage })
    .transform((text, context) => {
      const parts = text.split(",").map((part) => part.trim());
      const ids = parts.map(Number);
      if (parts.some((part) => !/^[1-9]\d{0,9}$/.test(part)) || ids.some((id) => id > 2_147_483_647)) {
        context.addIssue({ code: "custom", message: idsMessage });
        return z.NEVER;
      }
      if (new Set(ids).size !== ids.length) {
        context.addIssue({ code: "custom", message: "ids must not name a listing twice" });
        return z.NEVER;
      }
      if (ids.length < COMPARE_MIN_LISTINGS || ids.length > COMPARE_MAX_LISTINGS) {
        context.addIssue({ code: "custom", message: idsMessage });
        return z.NEVER;
      }
      return ids;
    }),
});

export const compareListingSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  type: z.enum(LISTING_TYPES),
  logo: z.string().nullable(),
});

export const compareRowSchema = z.object({
  /** Stable name of the fact ("rating", "board"), for tests and anchors. */
  key: z.string(),
  label: z.string(),
  better: z.enum(COMPARE_BETTER).nullable(),
  /** One cell per listing, in the listings' order; null text where the listing does not say. */
  cells: z.array(z.object({ text: z.string().nullable(), best: z.boolean() })),
  /** Not every listing says the same. */
  differs: z.boolean(),
});
export type CompareRow = z.infer<typeof compareRowSchema>;

export const comparisonSchema = z.object({
  type: z.enum(LISTING_TYPES),
  listings: z.array(compareListingSchema),
  rows: z.array(compareRowSchema),
});
export type Comparison = z.infer<typeof comparisonSchema>;
