import { describe, expect, it } from "vitest";
import { canManageListings, roleFromPermissions } from "../src/roles.ts";

describe("roleFromPermissions", () => {
  it("picks the highest role named", () => {
    expect(roleFromPermissions(["role:Reader", "role:Administrator", "role:ListingOwner"])).toBe("Administrator");
    expect(roleFromPermissions(["role:Reader", "role:ListingOwner"])).toBe("ListingOwner");
  });
  it("ignores permissions without the role: prefix and unknown roles", () => {
    expect(roleFromPermissions(["read:listings", "role:Superuser"])).toBe("");
  });
  it("gives an empty string without roles", () => {
    expect(roleFromPermissions([])).toBe("");
    expect(roleFromPermissions(undefined)).toBe("");
  });
  it("only owners and admins manage listings", () => {
    expect(canManageListings("Reader")).toBe(false);
    expect(canManageListings("")).toBe(false);
    expect(canManageListings("ListingOwner")).toBe(true);
    expect(canManageListings("Administrator")).toBe(true);
  });
});
