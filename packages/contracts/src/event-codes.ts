/**
 * The codes of the event lookups, GET /api/eventType and GET /api/eventAccessibility (docs/product.md
 * section 3.9), in their order. The server keeps them, with their labels, in the lookups table seeded
 * from apps/api/src/db/seed/lookups.ts, and refuses a code the table does not hold. They are written
 * here too so the OpenAPI document can list them (issue 23): a generated client, or the Swagger page,
 * shows the values instead of "string". apps/api/test/plugins/openapi.test.ts checks that the two
 * lists match. Free of zod.
 */
export const EVENT_TYPES = [
  "OPEN_DAY",
  "ADMISSION_FAIR",
  "WORKSHOP",
  "SEMINAR",
  "WEBINAR",
  "CONFERENCE",
  "COMPETITION",
  "EXAM_PREP",
  "CULTURAL",
  "SPORTS",
] as const;

/** Who may attend. */
export const EVENT_ACCESSIBILITIES = [
  "OPEN",
  "REGISTRATION",
  "STUDENTS",
  "PARENTS_AND_STUDENTS",
  "INVITATION",
] as const;
