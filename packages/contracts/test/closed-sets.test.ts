/**
 * Issue 23 item 9: a field that takes one of a closed set is described by that set, so the OpenAPI
 * document (zod's JSON Schema of the request) lists the values; fields that take any letter case keep
 * taking it. The document served by the API is checked in apps/api/test/plugins/openapi.test.ts.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { APPROVAL_CONTENT_TYPES, approvalTypeParamSchema } from "../src/approvals.ts";
import { EVENT_ACCESSIBILITIES, EVENT_TYPES } from "../src/event-codes.ts";
import { eventUpdateSchema } from "../src/event-writes.ts";
import { listingTypeParamSchema } from "../src/listings.ts";
import { EDITORIAL_CATEGORIES } from "../src/news-categories.ts";
import { postCategorySchema } from "../src/post-writes.ts";

/** The request's JSON Schema, as fastify-type-provider-zod makes it for the document. */
const inputSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });

describe("the post category", () => {
  it("takes a category's slug or name in any letter case and parses to the slug", () => {
    expect(
      ["admissions", "Campus Life", " CAMPUS-LIFE ", "study abroad"].map((c) => postCategorySchema.parse(c)),
    ).toEqual(["admissions", "campus-life", "campus-life", "study-abroad"]);
  });

  it("refuses any other text naming the slugs, and says required when missing or blank", () => {
    const message = postCategorySchema.safeParse("gossip").error?.issues.map((issue) => issue.message);
    expect(message).toEqual([
      "category must be one of admissions, exams, scholarships, careers, technology, campus-life, policy, study-abroad, events",
    ]);
    expect(postCategorySchema.safeParse(42).error?.issues.map((issue) => issue.message)).toEqual(message);
    expect(postCategorySchema.safeParse("  ").error?.issues.map((issue) => issue.message)).toEqual([
      "category is required",
    ]);
    expect(postCategorySchema.safeParse(undefined).error?.issues.map((issue) => issue.message)).toEqual([
      "category is required",
    ]);
  });

  it("is documented as the enum of the slugs", () => {
    expect(inputSchemaOf(postCategorySchema)).toMatchObject({
      type: "string",
      enum: EDITORIAL_CATEGORIES.map((category) => category.slug),
    });
  });
});

describe("the type in a path", () => {
  it("of a listing: college, school or tutorial in any case, documented in the spec's lower case", () => {
    expect(["college", "School", "TUTORIAL"].map((type) => listingTypeParamSchema.parse(type))).toEqual([
      "COLLEGE",
      "SCHOOL",
      "TUTORIAL",
    ]);
    expect(listingTypeParamSchema.safeParse("event").error?.issues.map((issue) => issue.message)).toEqual([
      "type must be one of college, school, tutorial",
    ]);
    expect(inputSchemaOf(listingTypeParamSchema)).toMatchObject({ enum: ["college", "school", "tutorial"] });
  });

  it("of the approval queue: BLOG, LISTING, EVENT, REVIEW or REPLY in any case", () => {
    expect(approvalTypeParamSchema.parse("blog")).toBe("BLOG");
    expect(approvalTypeParamSchema.safeParse("post").error?.issues.map((issue) => issue.message)).toEqual([
      "type must be one of BLOG, LISTING, EVENT, REVIEW, REPLY",
    ]);
    expect(inputSchemaOf(approvalTypeParamSchema)).toMatchObject({ enum: [...APPROVAL_CONTENT_TYPES] });
  });
});

describe("the event's lookup codes", () => {
  it("are documented as the seeded codes, while the service checks them against the lookups table", () => {
    const event = inputSchemaOf(eventUpdateSchema) as { properties: Record<string, { enum?: unknown }> };
    expect(event.properties.eventType?.enum).toEqual([...EVENT_TYPES]);
    expect(event.properties.accessibility?.enum).toEqual([...EVENT_ACCESSIBILITIES]);
  });
});
