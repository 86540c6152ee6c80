/**
 * Issue 23 item 6: one id rule for every id a request carries. Ids are PostgreSQL integer columns, so an
 * id is a whole number from 1 to 2,147,483,647; `listingId: 2147483648` used to reach the database.
 */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { eventCreateSchema } from "../src/event-writes.ts";
import { idFromTextSchema, idSchema, MAX_ID } from "../src/ids.ts";
import { claimRequestInputSchema } from "../src/ownership.ts";
import { postCreateSchema } from "../src/post-writes.ts";
import { searchClickSchema } from "../src/search.ts";

/** The messages the field gets, or [] when it is accepted. */
function messagesAt(schema: z.ZodType, value: unknown, field: string): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path.join(".") === field).map((issue) => issue.message);
}

describe("the id rule", () => {
  it("is the range of a PostgreSQL integer from 1", () => {
    expect(MAX_ID).toBe(2 ** 31 - 1);
  });

  it("takes a number in a JSON body, from 1 to 2147483647", () => {
    const id = idSchema("listingId");
    expect([id.parse(1), id.parse(2_147_483_647)]).toEqual([1, 2_147_483_647]);
    expect(id.safeParse(2_147_483_648).error?.issues.map((issue) => issue.message)).toEqual([
      "listingId must be at most 2147483647",
    ]);
    for (const wrong of [0, -1, 1.5, "12", null]) {
      expect(
        id.safeParse(wrong).error?.issues.map((issue) => issue.message),
        String(wrong),
      ).toEqual(["listingId must be a whole number"]);
    }
  });

  it("reads text as a number where ids come as text, within the same range", () => {
    const id = idFromTextSchema("id");
    expect([id.parse("12"), id.parse("2147483647")]).toEqual([12, 2_147_483_647]);
    expect(id.safeParse("2147483648").error?.issues.map((issue) => issue.message)).toEqual([
      "id must be at most 2147483647",
    ]);
    expect(id.safeParse("x").error?.issues.map((issue) => issue.message)).toEqual(["id must be a whole number"]);
  });
});

describe("every id of a request body follows it", () => {
  const event = {
    title: "Open Day",
    eventType: "OPEN_DAY",
    accessibility: "OPEN",
    startsAt: "2027-01-15T10:00",
    onlineUrl: "https://meet.example/x",
  };
  const post = {
    title: "Admissions open",
    category: "admissions",
    shortDescription: "Apply now.",
    content: "<p>Apply.</p>",
  };
  const claim = {
    relationship: "Owner",
    evidence: "Our website names me.",
    contactEmail: "owner@example.com",
    contactPhone: "1234567",
  };

  it.each([
    ["a search click", searchClickSchema, { query: "college" }],
    ["a new event", eventCreateSchema, event],
    ["a new post", postCreateSchema, post],
    ["a listing claim", claimRequestInputSchema, claim],
  ])("%s: listingId 2147483648 is refused, 2147483647 accepted", (_body, schema, body) => {
    expect(messagesAt(schema, { ...body, listingId: 2_147_483_648 }, "listingId")).toEqual([
      "listingId must be at most 2147483647",
    ]);
    expect(schema.safeParse({ ...body, listingId: 2_147_483_647 }).success).toBe(true);
  });
});
