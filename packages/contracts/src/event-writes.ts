/**
 * Writing events (docs/product.md sections 4.6 and 7): POST /api/events takes `eventCreateSchema`,
 * PUT /api/events/{id} takes `eventUpdateSchema` (an event never moves to another listing); both answer
 * `ownerEventSchema`. DELETE /api/events/{id} answers 204.
 *
 * Times: `startsAt` and `endsAt` are ISO 8601 date-times. With an offset (`Z`, `+05:30`) they name that
 * instant; without one ("2026-12-01T10:30") they are wall-clock times in the event's `timeZone`, which
 * is what a form's date and time boxes give. Either way they are stored and answered in UTC.
 */

import { z } from "zod";
import { SITE_TIME_ZONE } from "./constants.ts";
import {
  addressInputSchema,
  imageField,
  moderationStateFields,
  optionalLine,
  requiredLine,
  richText,
  webAddressField,
} from "./content-fields.ts";
import { DETAIL_MAX_LENGTH, hasUtcOffset, isTimeZone, wallClockToInstant } from "./content-rules.ts";
import { EVENT_ACCESSIBILITIES, EVENT_TYPES } from "./event-codes.ts";
import { eventSchema, eventSummarySchema } from "./events.ts";
import { idSchema } from "./ids.ts";
import { addressSchema } from "./listings.ts";
import { pageSchema } from "./paging.ts";
import { singleLineText } from "./text.ts";

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})?$/i;

/** The calendar date and the clock time exist (no 30 February, no 24:00). */
function isRealDateTime(value: string): boolean {
  const [y, mo, d, h, mi, s] = value.split(/[-T:.Z+]/i).map(Number);
  const date = new Date(Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1));
  return (
    date.getUTCMonth() === (mo ?? 1) - 1 && date.getUTCDate() === d && (h ?? 0) < 24 && (mi ?? 0) < 60 && (s ?? 0) < 60
  );
}

const dateTime = (field: string) =>
  singleLineText(field, { max: 40, min: 1, trim: true })
    .regex(DATE_TIME, {
      error: `${field} must be an ISO 8601 date and time, such as 2026-12-01T10:30 or 2026-12-01T05:00:00Z`,
      abort: true,
    })
    .refine(isRealDateTime, { error: `${field} is not a real date and time` });

/**
 * A code of a lookup list. The service checks it against the lookups table (its 400 lists the codes the
 * table holds); the OpenAPI document lists the seeded codes as the field's `enum`.
 */
const lookupCode = (field: string, codes: readonly string[], lookupPath: string) =>
  singleLineText(field, { max: 50, min: 1, trim: true }).meta({
    enum: [...codes],
    description: `A code of GET ${lookupPath}.`,
  });

const eventFields = {
  title: requiredLine("title"),
  /** Rich text; sanitised by the server before it is stored. */
  description: richText("description"),
  /** A code of GET /api/eventType; the server refuses unknown codes. */
  eventType: lookupCode("eventType", EVENT_TYPES, "/api/eventType"),
  /** A code of GET /api/eventAccessibility; the server refuses unknown codes. */
  accessibility: lookupCode("accessibility", EVENT_ACCESSIBILITIES, "/api/eventAccessibility"),
  startsAt: dateTime("startsAt"),
  endsAt: dateTime("endsAt")
    .nullish()
    .transform((value) => value ?? null),
  timeZone: singleLineText("timeZone", { max: 64, trim: true })
    .refine(isTimeZone, { error: "timeZone must be an IANA time zone name, such as Asia/Kolkata" })
    .default(SITE_TIME_ZONE),
  /** Where it happens; null for an online event (then onlineUrl is required). */
  address: addressInputSchema.nullish().transform((value) => value ?? null),
  onlineUrl: webAddressField("onlineUrl"),
  registrationUrl: webAddressField("registrationUrl"),
  fee: optionalLine("fee", DETAIL_MAX_LENGTH),
  coverImage: imageField("coverImage"),
};

type EventFieldsOutput = z.output<z.ZodObject<typeof eventFields>>;

/** Turns the typed times into UTC instants and checks what concerns several fields at once. */
function finishEvent<T extends EventFieldsOutput>(event: T, context: z.RefinementCtx) {
  const instant = (value: string) =>
    hasUtcOffset(value) ? new Date(value) : wallClockToInstant(value.replace(/Z$/i, ""), event.timeZone);
  const startsAt = instant(event.startsAt);
  const endsAt = event.endsAt === null ? null : instant(event.endsAt);
  if (Number.isNaN(startsAt.getTime())) {
    context.addIssue({ code: "custom", message: "startsAt is not a real date and time", path: ["startsAt"] });
  }
  if (endsAt !== null && Number.isNaN(endsAt.getTime())) {
    context.addIssue({ code: "custom", message: "endsAt is not a real date and time", path: ["endsAt"] });
  }
  if (endsAt !== null && endsAt.getTime() < startsAt.getTime()) {
    context.addIssue({ code: "custom", message: "endsAt must not be before the start", path: ["endsAt"] });
  }
  if (event.address === null && event.onlineUrl === null) {
    context.addIssue({
      code: "custom",
      message: "address or onlineUrl is required: where the event happens",
      path: ["address"],
    });
  }
  return {
    ...event,
    startsAt: Number.isNaN(startsAt.getTime()) ? event.startsAt : startsAt.toISOString(),
    endsAt: endsAt === null || Number.isNaN(endsAt.getTime()) ? null : endsAt.toISOString(),
  };
}

/** PUT /api/events/{id}. */
export const eventUpdateSchema = z.object(eventFields).transform(finishEvent);
export type EventUpdateInput = z.input<typeof eventUpdateSchema>;
export type EventUpdate = z.output<typeof eventUpdateSchema>;

/** POST /api/events: the listing it belongs to, then the event. */
export const eventCreateSchema = z
  .object({
    listingId: idSchema("listingId"),
    ...eventFields,
  })
  .transform(finishEvent);
export type EventCreateInput = z.input<typeof eventCreateSchema>;
export type EventCreate = z.output<typeof eventCreateSchema>;

/** The editable fields of an event as stored (times in UTC). */
export const eventVersionSchema = z.object({
  title: z.string(),
  description: z.string(),
  eventType: z.string(),
  accessibility: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  timeZone: z.string(),
  address: addressSchema.nullable(),
  onlineUrl: z.string().nullable(),
  registrationUrl: z.string().nullable(),
  fee: z.string().nullable(),
  coverImage: z.string().nullable(),
});
export type EventVersion = z.infer<typeof eventVersionSchema>;

/** The owner's (and administrators') view of an event: the public shape plus its moderation state. */
export const ownerEventSchema = eventSchema.extend({
  ...moderationStateFields,
  pendingChanges: eventVersionSchema.partial().nullable(),
});
export type OwnerEvent = z.infer<typeof ownerEventSchema>;

/** GET /api/events/listing/{listingId}/all: every status for the listing's author or an administrator. */
export const ownerEventSummarySchema = eventSummarySchema.extend({
  ...moderationStateFields,
  pendingChanges: eventVersionSchema.partial().nullable(),
});
export type OwnerEventSummary = z.infer<typeof ownerEventSummarySchema>;
export const ownerEventPageSchema = pageSchema(ownerEventSummarySchema);
