import { describe, expect, it } from "vitest";
import { afterSignInPath, loginPathFor, safeReturnTo } from "./return-to.ts";

describe("return-to after sign-in", () => {
  it("keeps same-origin paths with their query and fragment", () => {
    expect(safeReturnTo("/user-profile")).toBe("/user-profile");
    expect(safeReturnTo("/edit-listing/12?tab=events#photos")).toBe("/edit-listing/12?tab=events#photos");
  });

  it("refuses anything that leaves the site", () => {
    for (const value of [
      "https://evil.example/",
      "//evil.example/path",
      "/\\evil.example",
      "javascript:alert(1)",
      "user-profile",
      "",
      null,
    ]) {
      expect(safeReturnTo(value)).toBeNull();
    }
  });

  it("does not return to the sign-in pages themselves", () => {
    expect(safeReturnTo("/login")).toBeNull();
    expect(safeReturnTo("/forgot-password?ticket=x")).toBeNull();
  });

  it("builds /login?returnTo= from where the visitor was, and reads it back", () => {
    const login = loginPathFor({ pathname: "/user-profile", search: "?tab=1", hash: "" });
    expect(login).toBe("/login?returnTo=%2Fuser-profile%3Ftab%3D1");
    expect(afterSignInPath(login.slice(login.indexOf("?")))).toBe("/user-profile?tab=1");
    expect(afterSignInPath("?returnTo=https%3A%2F%2Fevil.example")).toBe("/");
    expect(afterSignInPath("")).toBe("/");
  });
});
