import { describe, expect, it } from "vitest";
import {
  claimRequestInputSchema,
  documentPathSchema,
  ownershipRequestInputSchema,
  rejectReasonSchema,
} from "../src/ownership.ts";

const request = {
  organisationName: "Sunrise Academy",
  position: "Principal",
  phone: "+91 98765 43210",
  message: "We run it.",
};

describe("ownership request input", () => {
  it("trims the fields and treats the website as optional", () => {
    expect(ownershipRequestInputSchema.parse({ ...request, organisationName: "  Sunrise Academy " })).toEqual(request);
    expect(ownershipRequestInputSchema.parse({ ...request, website: "https://sunrise.example" }).website).toBe(
      "https://sunrise.example",
    );
    expect(ownershipRequestInputSchema.parse({ ...request, website: "" }).website).toBe("");
  });

  it("refuses a website that is not an http(s) address, and a missing or malformed phone", () => {
    for (const website of ["javascript:alert(1)", "/media/x.png", "ftp://example.com"]) {
      expect(ownershipRequestInputSchema.safeParse({ ...request, website }).success, website).toBe(false);
    }
    const missing = ownershipRequestInputSchema.safeParse({ ...request, phone: "" });
    expect(missing.error?.issues.map((issue) => issue.message)).toEqual(["phone is required"]);
    const malformed = ownershipRequestInputSchema.safeParse({ ...request, phone: "call me" });
    expect(malformed.error?.issues.map((issue) => issue.message)).toEqual([
      "phone must be 7 to 20 characters: digits, spaces and an optional leading +",
    ]);
  });
});

describe("claim input", () => {
  const claim = {
    listingId: 3,
    relationship: "Owner",
    evidence: "Our website names me.",
    contactEmail: "owner@example.com",
    contactPhone: "1234567",
  };

  it("accepts a claim with or without a document path", () => {
    expect(claimRequestInputSchema.safeParse(claim).success).toBe(true);
    expect(claimRequestInputSchema.safeParse({ ...claim, documentUrl: "/api/media/documents/a1.pdf" }).success).toBe(
      true,
    );
  });

  it("takes only a path on this site as the document", () => {
    for (const path of [
      "https://elsewhere.example/a.pdf",
      "//elsewhere.example/a.pdf",
      "/api/../etc/passwd",
      "a.pdf",
    ]) {
      expect(documentPathSchema.safeParse(path).success, path).toBe(false);
    }
  });
});

describe("reject reason", () => {
  it("is required and at most 1,000 characters, and may run over several lines", () => {
    expect(rejectReasonSchema.safeParse("   ").success).toBe(false);
    expect(rejectReasonSchema.safeParse("x".repeat(1001)).success).toBe(false);
    expect(rejectReasonSchema.parse(" Line one.\nLine two. ")).toBe("Line one.\nLine two.");
  });
});
