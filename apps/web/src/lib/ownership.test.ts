import { describe, expect, it } from "vitest";
import { acceptsNewContent, mayManage } from "./ownership.ts";

const owner = { userId: "owner-1", role: "ListingOwner" as const };

describe("mayManage", () => {
  it("lets the author and administrators manage a listing", () => {
    expect(mayManage(owner, "owner-1")).toBe(true);
    expect(mayManage({ userId: "admin-1", role: "Administrator" }, "owner-1")).toBe(true);
    expect(mayManage({ userId: "admin-1", role: "Administrator" }, null)).toBe(true);
  });

  it("refuses another owner, an unowned listing and nobody", () => {
    expect(mayManage(owner, "owner-2")).toBe(false);
    expect(mayManage(owner, null)).toBe(false);
    expect(mayManage(null, "owner-1")).toBe(false);
  });

  it("refuses the author once demoted to Reader, or with no role: a plain signed-in user has no owner rights", () => {
    expect(mayManage({ userId: "owner-1", role: "Reader" }, "owner-1")).toBe(false);
    expect(mayManage({ userId: "owner-1", role: "" }, "owner-1")).toBe(false);
  });
});

describe("acceptsNewContent", () => {
  it("accepts a published listing in any letter case, and listing 1749 whatever its status", () => {
    expect(acceptsNewContent({ id: 5, status: "PUBLISHED" })).toBe(true);
    expect(acceptsNewContent({ id: 5, status: "published" })).toBe(true);
    expect(acceptsNewContent({ id: 1749, status: "PENDING" })).toBe(true);
  });

  it("refuses pending, rejected and draft listings", () => {
    for (const status of ["PENDING", "REJECTED", "DRAFT", "ARCHIVED"]) {
      expect(acceptsNewContent({ id: 5, status }), status).toBe(false);
    }
  });
});
