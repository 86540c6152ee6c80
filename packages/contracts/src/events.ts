import { z } from "zod";
import { addressSchema, LISTING_TYPES } from "./listings.ts";
import { CONTENT_STATUSES } from "./status.ts";

export const eventListingSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  type: z.enum(LISTING_TYPES),
});

export const eventSummarySchema = z.object({
  id: z.number().int(),
  listingId: z.number().int(),
  title: z.string(),
  slug: z.string(),
  eventType: z.string(),
  accessibility: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  /** The IANA time zone the times are shown in, whoever looks (e.g. "Asia/Kolkata"). */
  timeZone: z.string(),
  /** Where it happens on one line, or "Online". */
  address: z.string(),
  city: z.string().nullable(),
  coverImage: z.string().nullable(),
  excerpt: z.string(),
  status: z.enum(CONTENT_STATUSES),
  listingName: z.string(),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

export const eventSchema = eventSummarySchema.extend({
  /** Sanitised HTML. */
  description: z.string(),
  fullAddress: addressSchema.nullable(),
  onlineUrl: z.string().nullable(),
  photo: z.string().nullable(),
  logo: z.string().nullable(),
  registrationUrl: z.string().nullable(),
  fee: z.string().nullable(),
  listing: eventListingSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EventDetail = z.infer<typeof eventSchema>;
