import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { rejectBodySchema } from "../src/approvals.ts";
import { isImageAddress, wallClockToInstant } from "../src/content-rules.ts";
import { eventUpdateSchema } from "../src/event-writes.ts";
import { listingWriteSchema } from "../src/listing-writes.ts";

function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("wallClockToInstant", () => {
  it("reads a wall-clock time in the zone's offset of that date", () => {
    expect(wallClockToInstant("2027-01-15T10:00", "Asia/Kolkata").toISOString()).toBe("2027-01-15T04:30:00.000Z");
    expect(wallClockToInstant("2027-01-15T10:00", "Europe/London").toISOString()).toBe("2027-01-15T10:00:00.000Z");
    expect(wallClockToInstant("2027-07-15T10:00", "Europe/London").toISOString()).toBe("2027-07-15T09:00:00.000Z");
    expect(wallClockToInstant("2027-07-15T10:00:30", "America/New_York").toISOString()).toBe(
      "2027-07-15T14:00:30.000Z",
    );
  });

  it("takes the first of the two readings of a time that the autumn change repeats", () => {
    expect(wallClockToInstant("2027-10-31T01:30", "Europe/London").toISOString()).toBe("2027-10-31T00:30:00.000Z");
  });

  it("reads a time that the spring change skips as if the change had not happened yet", () => {
    expect(wallClockToInstant("2027-03-28T01:30", "Europe/London").toISOString()).toBe("2027-03-28T01:30:00.000Z");
  });
});

describe("isImageAddress", () => {
  it("accepts our media paths and https addresses only", () => {
    expect(["/media/a.webp", "https://cdn.example/a.png"].map(isImageAddress)).toEqual([true, true]);
    expect(
      [
        "http://cdn.example/a.png",
        "/media/../a",
        "/media/a b",
        "//cdn.example/a",
        "javascript:alert(1)",
        "/img/a.png",
      ].map(isImageAddress),
    ).toEqual([false, false, false, false, false, false]);
  });
});

describe("the event body", () => {
  const event = {
    title: "Open Day",
    eventType: "OPEN_DAY",
    accessibility: "OPEN",
    startsAt: "2027-01-15T10:00",
    onlineUrl: "https://meet.example/x",
  };

  it("keeps an instant with an offset as it is and defaults the zone", () => {
    const parsed = eventUpdateSchema.parse({ ...event, startsAt: "2027-01-15T10:00:00+01:00" });
    expect([parsed.startsAt, parsed.endsAt, parsed.timeZone]).toEqual([
      "2027-01-15T09:00:00.000Z",
      null,
      "Asia/Kolkata",
    ]);
  });

  it("refuses dates that do not exist and unknown zones", () => {
    expect(messages(eventUpdateSchema, { ...event, startsAt: "2027-02-30T10:00" })).toEqual([
      "startsAt is not a real date and time",
    ]);
    expect(messages(eventUpdateSchema, { ...event, startsAt: "15/01/2027" })).toEqual([
      "startsAt must be an ISO 8601 date and time, such as 2026-12-01T10:30 or 2026-12-01T05:00:00Z",
    ]);
    expect(messages(eventUpdateSchema, { ...event, timeZone: "Mars/Olympus" })).toEqual([
      "timeZone must be an IANA time zone name, such as Asia/Kolkata",
    ]);
  });
});

describe("the listing body", () => {
  it("stores optional text given as empty as null, and cleans lists", () => {
    const parsed = listingWriteSchema.parse({
      type: "TUTORIAL",
      name: " Maths with Meera ",
      address: { line1: "1 Road", line2: "", city: "Pune", state: "MH", country: "India" },
      contact: { phone: "", email: "", website: "" },
      logo: "",
      details: { kind: "TUTORIAL", subjects: ["Maths", "maths", ""], modes: ["IN_PERSON", "ONLINE"] },
    });
    expect(parsed).toEqual({
      type: "TUTORIAL",
      name: "Maths with Meera",
      description: "",
      address: {
        line1: "1 Road",
        line2: null,
        city: "Pune",
        state: "MH",
        postalCode: "",
        country: "India",
        latitude: null,
        longitude: null,
      },
      contact: { phone: null, email: null, website: null },
      logo: null,
      coverPicture: null,
      details: {
        kind: "TUTORIAL",
        subjects: ["Maths"],
        levels: [],
        modes: ["ONLINE", "IN_PERSON"],
        fee: null,
        feeNote: null,
        batchSize: null,
        demoClass: null,
        experienceYears: null,
      },
    });
  });
});

describe("the reject body", () => {
  it("takes text, a JSON string or { reason }, trimmed, required, at most 1,000 characters", () => {
    expect(rejectBodySchema.parse("  Too short. ")).toBe("Too short.");
    expect(rejectBodySchema.parse({ reason: "Object" })).toBe("Object");
    expect(messages(rejectBodySchema, undefined)).toEqual(["reason is required"]);
    expect(messages(rejectBodySchema, " ")).toEqual(["reason is required"]);
    expect(messages(rejectBodySchema, "x".repeat(1001))).toEqual(["reason must be at most 1000 characters"]);
    expect(messages(rejectBodySchema, 42)).toEqual(["reason is required: send it as the text body"]);
  });
});
