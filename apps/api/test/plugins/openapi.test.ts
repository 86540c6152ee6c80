/**
 * Issue 23 item 9: the OpenAPI document (/docs/json) shows the allowed values of every field that takes
 * one of a closed set, as an `enum`, so a generated client or the Swagger page knows them without a
 * 400. The closed sets are the contracts' exported lists (LISTING_TYPES, ROLES...): each is either
 * found as the enum of the fields that use it, or said here to be no field's values.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { EVENT_ACCESSIBILITIES, EVENT_TYPES } from "@lwl/contracts/event-codes";
import { GRANT_TYPES } from "@lwl/contracts/identity-names";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";

let t: TestApp;
let document: OpenApiDocument;

beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ method: "GET", url: "/docs/json" })).json();
});
afterAll(() => t.close());

/** The parts of a JSON Schema this test reads. */
interface JsonSchema {
  enum?: unknown[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
}

interface Operation {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** Where a field is: a parameter (path or query) or a property, at any depth, of a body or an answer. */
interface FieldAt {
  method: "get" | "post" | "put" | "patch";
  path: string;
  in: "path" | "query" | "body" | "200" | "201";
  field: string;
  /** How the field spells the values, when not as the list does (a path's lower case). */
  spelled?: (value: string) => string;
}

/** Every enum of the field's schema, looking through lists and alternatives (`?mode=A` or `?mode=A&mode=B`). */
function enumsOf(schema: JsonSchema): unknown[][] {
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return [
    ...(schema.enum ? [schema.enum] : []),
    ...(schema.items ? enumsOf(schema.items) : []),
    ...alternatives.flatMap(enumsOf),
  ];
}

/** The enums of every property named `field`, at any depth of the schema (a listing's details.modes). */
function enumsOfProperty(schema: JsonSchema, field: string): unknown[][] {
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  const nested = [...Object.values(schema.properties ?? {}), ...(schema.items ? [schema.items] : []), ...alternatives];
  const own = schema.properties?.[field];
  return [...(own ? enumsOf(own) : []), ...nested.flatMap((inner) => enumsOfProperty(inner, field))];
}

function enumsAt(at: FieldAt): unknown[][] {
  const operation = document.paths[at.path]?.[at.method];
  if (!operation) throw new Error(`the document has no ${at.method.toUpperCase()} ${at.path}`);
  if (at.in === "path" || at.in === "query") {
    const parameter = operation.parameters?.find((p) => p.in === at.in && p.name === at.field);
    return parameter ? enumsOf(parameter.schema) : [];
  }
  const content = at.in === "body" ? operation.requestBody?.content : operation.responses[at.in]?.content;
  const schema = content?.["application/json"]?.schema;
  return schema ? enumsOfProperty(schema, at.field) : [];
}

type ClosedSet =
  | {
      values: readonly string[];
      fields: FieldAt[];
      /**
       * Why the document lists the values in another order: zod keeps an enum's values as an object's
       * keys, and JavaScript puts keys that are whole numbers ("1" to "12") first.
       */
      documentedInAnotherOrder?: string;
    }
  | { notAFieldValue: string };

const lower = (value: string) => value.toLowerCase();
const SEARCH = "/searchservice/api/v1";
const ADMIN = "/adminservice/api/v1";

/** Each exported list of the contracts: the fields that take one of its values, or why none does. */
const CLOSED_SETS: Record<string, ClosedSet> = {
  LISTING_TYPES: {
    values: ["COLLEGE", "SCHOOL", "TUTORIAL"],
    fields: [
      { method: "post", path: "/api/listings", in: "body", field: "type" },
      { method: "put", path: "/api/listings/{id}", in: "body", field: "type" },
      { method: "get", path: "/api/listings/type/{type}", in: "path", field: "type", spelled: lower },
      { method: "get", path: `${SEARCH}/listing/{type}`, in: "path", field: "type", spelled: lower },
      { method: "get", path: `${SEARCH}/listing/{type}/autocomplete`, in: "path", field: "type", spelled: lower },
      { method: "get", path: "/api/listings/{id}", in: "200", field: "type" },
    ],
  },
  LISTING_MODES: {
    values: ["ONLINE", "IN_PERSON"],
    fields: [{ method: "post", path: "/api/listings", in: "body", field: "modes" }],
  },
  TUTOR_MODES: {
    values: ["ONLINE", "IN_PERSON"],
    fields: [{ method: "get", path: `${SEARCH}/listing/{type}`, in: "query", field: "mode" }],
  },
  SEARCH_SORTS: {
    values: ["relevance", "name", "distance", "rating"],
    fields: [{ method: "get", path: `${SEARCH}/listing/{type}`, in: "query", field: "sort" }],
  },
  EVENT_SEARCH_SORTS: {
    values: ["relevance", "name", "distance"],
    fields: [{ method: "get", path: `${SEARCH}/event`, in: "query", field: "sort" }],
  },
  EVENT_TYPES: {
    values: EVENT_TYPES,
    fields: [
      { method: "post", path: "/api/events", in: "body", field: "eventType" },
      { method: "put", path: "/api/events/{id}", in: "body", field: "eventType" },
      { method: "get", path: `${SEARCH}/event`, in: "query", field: "eventType" },
    ],
  },
  EVENT_ACCESSIBILITIES: {
    values: EVENT_ACCESSIBILITIES,
    fields: [
      { method: "post", path: "/api/events", in: "body", field: "accessibility" },
      { method: "put", path: "/api/events/{id}", in: "body", field: "accessibility" },
      { method: "get", path: `${SEARCH}/event`, in: "query", field: "accessibility" },
    ],
  },
  EDITORIAL_CATEGORIES: {
    values: [
      "admissions",
      "exams",
      "scholarships",
      "careers",
      "technology",
      "campus-life",
      "policy",
      "study-abroad",
      "events",
    ],
    fields: [
      { method: "post", path: "/api/blogs", in: "body", field: "category" },
      { method: "put", path: "/api/blogs/{id}", in: "body", field: "category" },
    ],
  },
  ROLES: {
    values: ["Reader", "ListingOwner", "Administrator"],
    fields: [
      { method: "get", path: `${ADMIN}/users`, in: "query", field: "role" },
      { method: "put", path: `${ADMIN}/users/{id}`, in: "body", field: "role" },
      { method: "get", path: "/api/users/{userId}", in: "200", field: "role" },
    ],
  },
  LOGIN_TYPES: {
    values: ["Normal", "Google"],
    fields: [{ method: "get", path: "/api/users/{userId}", in: "200", field: "loginType" }],
  },
  APPROVAL_CONTENT_TYPES: {
    values: ["BLOG", "LISTING", "EVENT", "REVIEW", "REPLY"],
    fields: [{ method: "get", path: `${ADMIN}/admin/pendingapprovals/{type}`, in: "path", field: "type" }],
  },
  APPROVAL_ACTIONS: {
    values: ["CREATE", "UPDATE", "REPORT"],
    fields: [{ method: "get", path: `${ADMIN}/admin/pendingapprovals`, in: "200", field: "action" }],
  },
  CONTENT_STATUSES: {
    values: ["DRAFT", "PENDING", "PUBLISHED", "REJECTED", "ARCHIVED"],
    fields: [
      { method: "get", path: "/api/listings/{id}", in: "200", field: "status" },
      { method: "get", path: "/api/events/{id}", in: "200", field: "status" },
    ],
  },
  REQUEST_STATUSES: {
    values: ["PENDING", "APPROVED", "REJECTED", "CANCELLED"],
    fields: [{ method: "get", path: `${ADMIN}/admin/pendingapprovals`, in: "200", field: "status" }],
  },
  CONFIRM_RESULTS: {
    values: ["confirmed", "already-confirmed"],
    fields: [{ method: "get", path: "/api/blogs/subscriptions/confirm", in: "200", field: "result" }],
  },
  ALL_REVIEW_TOPICS: {
    values: [
      "ACADEMICS",
      "FACULTY",
      "PLACEMENTS",
      "INFRASTRUCTURE",
      "CAMPUS_LIFE",
      "VALUE_FOR_MONEY",
      "TEACHING",
      "SAFETY",
      "ACTIVITIES",
      "FACILITIES",
      "PARENT_COMMUNICATION",
      "CLARITY",
      "PUNCTUALITY",
      "RESULTS",
    ],
    fields: [{ method: "get", path: "/api/listings/{id}/reviews/summary", in: "200", field: "topic" }],
  },
  COMPARE_BETTER: {
    values: ["HIGHER", "LOWER"],
    fields: [{ method: "get", path: "/api/listings/compare", in: "200", field: "better" }],
  },
  REVIEWER_KINDS: {
    values: ["STUDENT", "ALUMNUS", "PARENT", "OTHER"],
    fields: [
      { method: "post", path: "/api/listings/{id}/reviews", in: "body", field: "reviewerKind" },
      { method: "get", path: "/api/listings/{id}/reviews", in: "query", field: "kind" },
      { method: "get", path: "/api/listings/{id}/reviews", in: "200", field: "reviewerKind" },
    ],
  },
  REVIEW_SORTS: {
    values: ["newest", "highest", "lowest", "helpful"],
    fields: [{ method: "get", path: "/api/listings/{id}/reviews", in: "query", field: "sort" }],
  },
  REVIEW_REPORT_REASONS: {
    values: ["SPAM", "OFFENSIVE", "FALSE_INFORMATION", "CONFLICT_OF_INTEREST", "PERSONAL_INFORMATION", "OTHER"],
    fields: [{ method: "post", path: "/api/reviews/{id}/reports", in: "body", field: "reason" }],
  },
  // A listing's structured facts (issue 27 item 1): written in the details of a listing, read back in it.
  FACT_CURRENCIES: {
    values: ["INR"],
    fields: [
      { method: "post", path: "/api/listings", in: "body", field: "currency" },
      { method: "get", path: "/api/listings/{id}", in: "200", field: "currency" },
    ],
  },
  COURSE_LEVELS: {
    values: ["UG", "PG", "DIPLOMA", "DOCTORATE"],
    fields: [
      { method: "post", path: "/api/listings", in: "body", field: "level" },
      { method: "get", path: "/api/listings/{id}", in: "200", field: "level" },
      { method: "get", path: `${SEARCH}/listing/{type}`, in: "query", field: "courseLevel" },
    ],
  },
  SCHOOL_GRADES: {
    documentedInAnotherOrder: "the classes 1 to 12 are whole numbers, listed before NURSERY, LKG and UKG",
    values: ["NURSERY", "LKG", "UKG", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"],
    fields: [
      { method: "post", path: "/api/listings", in: "body", field: "from" },
      { method: "put", path: "/api/listings/{id}", in: "body", field: "to" },
      { method: "get", path: "/api/listings/{id}", in: "200", field: "from" },
    ],
  },
  BOARDING_OPTIONS: {
    values: ["DAY", "BOARDING", "DAY_AND_BOARDING"],
    fields: [
      { method: "post", path: "/api/listings", in: "body", field: "boarding" },
      { method: "get", path: "/api/listings/{id}", in: "200", field: "boarding" },
    ],
  },
  BOARDING_FACET_VALUES: {
    values: ["DAY", "BOARDING"],
    fields: [{ method: "get", path: `${SEARCH}/listing/{type}`, in: "query", field: "boarding" }],
  },
  SCHOOL_FACILITIES: {
    values: ["SCIENCE_LABS", "COMPUTER_LAB", "LIBRARY", "SPORTS", "SWIMMING_POOL", "MUSIC_AND_ARTS", "SPECIAL_NEEDS"],
    fields: [
      { method: "post", path: "/api/listings", in: "body", field: "facilities" },
      { method: "get", path: "/api/listings/{id}", in: "200", field: "facilities" },
    ],
  },
  TUTOR_LEVELS: {
    values: ["PRIMARY", "MIDDLE", "SECONDARY", "SENIOR_SECONDARY", "COLLEGE", "COMPETITIVE_EXAMS", "ADULTS"],
    fields: [
      { method: "post", path: "/api/listings", in: "body", field: "levels" },
      { method: "get", path: "/api/listings/{id}", in: "200", field: "levels" },
      { method: "get", path: `${SEARCH}/listing/{type}`, in: "query", field: "level" },
    ],
  },
  TUTOR_FEE_PERIODS: {
    values: ["HOUR", "MONTH"],
    fields: [
      { method: "post", path: "/api/listings", in: "body", field: "per" },
      { method: "get", path: "/api/listings/{id}", in: "200", field: "per" },
    ],
  },
  FEE_BAND_CODES: {
    values: [
      "UNDER_1L",
      "1L_TO_3L",
      "3L_TO_5L",
      "OVER_5L",
      "UNDER_25K",
      "25K_TO_50K",
      "50K_TO_1L",
      "1L_TO_2L",
      "OVER_2L",
    ],
    fields: [{ method: "get", path: `${SEARCH}/listing/{type}`, in: "query", field: "fees" }],
  },
  YES_NO: {
    values: ["YES", "NO"],
    fields: [
      { method: "get", path: `${SEARCH}/listing/{type}`, in: "query", field: "hostel" },
      { method: "get", path: `${SEARCH}/listing/{type}`, in: "query", field: "demoClass" },
    ],
  },
  SITE_CONTENT_KEYS: { notAFieldValue: "each key is a path of its own: /content/terms-of-service..." },
  SUPPORTED_SCOPES: {
    notAFieldValue: "`scope` is a space-separated list of them, and a scope not granted is dropped, not refused",
  },
  ENQUIRY_ASKERS: {
    values: ["STUDENT", "PARENT"],
    fields: [
      { method: "post", path: "/api/listings/{id}/enquiries", in: "body", field: "asker" },
      { method: "get", path: "/api/enquiries/inbox", in: "200", field: "asker" },
      { method: "get", path: "/api/enquiries/mine", in: "200", field: "asker" },
    ],
  },
  ENQUIRY_STATUSES: {
    values: ["NEW", "REPLIED", "CLOSED"],
    fields: [
      { method: "get", path: "/api/enquiries/inbox", in: "query", field: "status" },
      { method: "get", path: "/api/enquiries/inbox", in: "200", field: "status" },
      { method: "get", path: "/api/enquiries/mine", in: "200", field: "status" },
    ],
  },
  ENQUIRY_RECIPIENTS: {
    values: ["OWNER", "SITE"],
    fields: [{ method: "post", path: "/api/listings/{id}/enquiries", in: "201", field: "sentTo" }],
  },
  PAGE_ASSET_KINDS: { notAFieldValue: "kinds of the server's own HTML pages, not of the API" },
  IMAGE_CONTENT_TYPES: {
    notAFieldValue: "the type of an uploaded file, read from its bytes, not a field a client writes",
  },
  DOCUMENT_CONTENT_TYPES: {
    notAFieldValue: "the type of an uploaded file, read from its bytes (the upload's answer names it)",
  },
};

/** Sets that are objects rather than lists (their values are the set). */
const CLOSED_SET_OBJECTS: Record<string, { values: readonly string[]; fields: FieldAt[] }> = {
  GRANT_TYPES: {
    values: Object.values(GRANT_TYPES),
    fields: [{ method: "post", path: "/auth/oauth/token", in: "body", field: "grant_type" }],
  },
};

/**
 * The contracts' exported closed sets: UPPER_CASE lists of strings, or of entries named by a `slug`
 * (EDITORIAL_CATEGORIES), with their values.
 */
async function exportedClosedSets(): Promise<Record<string, string[]>> {
  const source = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../packages/contracts/src");
  const sets: Record<string, string[]> = {};
  for (const file of await readdir(source)) {
    const exported: Record<string, unknown> = await import(path.join(source, file));
    for (const [name, value] of Object.entries(exported)) {
      if (!/^[A-Z][A-Z0-9_]*$/.test(name) || !Array.isArray(value) || value.length === 0) continue;
      const values = value.map((entry: unknown) =>
        typeof entry === "object" && entry !== null && "slug" in entry ? entry.slug : entry,
      );
      if (values.every((entry): entry is string => typeof entry === "string")) sets[name] = values;
    }
  }
  return sets;
}

describe("the closed sets of the contracts in the OpenAPI document", () => {
  it("are each listed here, with their values", async () => {
    const exported = await exportedClosedSets();
    expect(Object.keys(exported).sort()).toEqual(Object.keys(CLOSED_SETS).sort());
    for (const [name, set] of Object.entries(CLOSED_SETS)) {
      if ("values" in set) expect(exported[name], name).toEqual([...set.values]);
    }
  });

  const uses = [...Object.entries(CLOSED_SETS), ...Object.entries(CLOSED_SET_OBJECTS)].flatMap(([name, set]) =>
    "fields" in set
      ? set.fields.map((at) => ({
          name,
          at,
          values: at.spelled ? set.values.map(at.spelled) : [...set.values],
          inAnyOrder: "documentedInAnotherOrder" in set,
          where: `${at.method.toUpperCase()} ${at.path} ${at.in} ${at.field}`,
        }))
      : [],
  );

  it.each(uses)("$name is the enum of $where", ({ at, values, inAnyOrder }) => {
    const enums = enumsAt(at);
    expect(enums.length).toBeGreaterThan(0);
    for (const found of enums) {
      if (inAnyOrder) expect([...found].sort()).toEqual([...values].sort());
      else expect(found).toEqual(values);
    }
  });
});

describe("the event lookups", () => {
  it("are documented as the codes GET /api/eventType and GET /api/eventAccessibility answer", async () => {
    const codes = async (url: string) =>
      ((await t.app.inject({ method: "GET", url })).json() as { code: string }[]).map((lookup) => lookup.code);
    expect(await codes("/api/eventType")).toEqual([...EVENT_TYPES]);
    expect(await codes("/api/eventAccessibility")).toEqual([...EVENT_ACCESSIBILITIES]);
  });
});
