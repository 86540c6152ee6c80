/** Password policy, hashing, generated usernames and profile field rules (no server needed). */
import { COMMON_PASSWORD, passwordProblems } from "@lwl/contracts/password-policy";
import { USERNAME_PATTERN, usernameFromEmail } from "@lwl/contracts/username";
import { changePasswordRequestSchema, mobileSchema, pictureUrlSchema } from "@lwl/contracts/users";
import { hash } from "@node-rs/argon2";
import { describe, expect, it } from "vitest";
import { createPasswordHasher } from "../../../src/modules/identity/accounts/passwords.ts";

describe("passwordProblems", () => {
  it("accepts 8 or more characters that are not the e-mail address", () => {
    expect(passwordProblems("a good passphrase", "someone@example.com")).toEqual([]);
    expect(passwordProblems("Tr1cky-Kestrel", "a@b.example")).toEqual([]);
    // The demo accounts' passwords (README) pass: a common stem is refused, an ordinary word is not.
    for (const demo of ["Admin#2026", "Owner#2026", "Reader#2026"])
      expect(passwordProblems(demo, "a@b.example")).toEqual([]);
  });

  it("refuses the most common passwords, dressed up or not, with a clear message", () => {
    for (const common of [
      "password",
      "PASSWORD",
      "Password1",
      "p@ssw0rd",
      "12345678",
      "qwertyuiop",
      "iloveyou",
      "sunshine2026!",
      "India@123",
      "letmein!!",
      "pass word",
    ]) {
      expect(passwordProblems(common, "a@b.example"), common).toEqual([COMMON_PASSWORD]);
    }
    // Too short already says so; the list does not repeat it.
    expect(passwordProblems("qwerty", "a@b.example")).toEqual(["Password must be at least 8 characters long."]);
  });

  it("names every broken rule", () => {
    expect(passwordProblems("1234567", "a@b.example")).toEqual(["Password must be at least 8 characters long."]);
    expect(passwordProblems("Someone@Example.com", "someone@example.com")).toEqual([
      "Password must not be your e-mail address.",
    ]);
    expect(passwordProblems("longname", "LongName@example.com")).toEqual([
      "Password must not be the part of your e-mail address before the @.",
    ]);
    expect(passwordProblems("abc", "abc@example.com")).toEqual([
      "Password must be at least 8 characters long.",
      "Password must not be the part of your e-mail address before the @.",
    ]);
  });
});

describe("usernameFromEmail (docs/product.md section 5)", () => {
  it("is the e-mail prefix plus the 3 characters, cut to at most 10, lower-case letters and digits", () => {
    expect(usernameFromEmail("Jo@example.com", "x7q")).toBe("jox7q");
    expect(usernameFromEmail("alexander.hamilton@example.com", "abc")).toBe("alexandabc");
    expect(usernameFromEmail("o'brien-smith@example.com", "123")).toBe("obriens123");
    expect(usernameFromEmail("..@example.com", "zzz")).toBe("userzzz");
    for (const name of ["alexandabc", "jox7q", "userzzz"]) expect(name).toMatch(USERNAME_PATTERN);
  });
});

describe("profile field rules", () => {
  it("accepts phone numbers as people type them, 7 to 20 characters", () => {
    for (const ok of ["1234567", "+91 98200 11001", "020 7946 0000", "+12345678901234567"]) {
      expect(mobileSchema.safeParse(ok).success, ok).toBe(true);
    }
    for (const bad of ["123456", "+91-98200-11001", "call me", "1".repeat(21), "+ 1234567", "12345 +67"]) {
      expect(mobileSchema.safeParse(bad).success, bad).toBe(false);
    }
    expect(mobileSchema.parse("  +91 98200 11001 ")).toBe("+91 98200 11001");
  });

  it("accepts http(s) pictures, this site's /media/ paths and empty, nothing else", () => {
    for (const ok of ["https://cdn.example/a.png", "http://localhost:3000/media/x.svg", "/media/avatars/x.svg", ""]) {
      expect(pictureUrlSchema.safeParse(ok).success, ok).toBe(true);
    }
    for (const bad of [
      "javascript:alert(1)",
      "data:image/png;base64,AAA",
      "//evil.example/x.png",
      "/etc/passwd",
      "x",
    ]) {
      expect(pictureUrlSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it("reads the change-password fields under either name; the named ones win", () => {
    expect(
      changePasswordRequestSchema.parse({ additionalProp1: "old", additionalProp2: "new", additionalProp3: "new2" }),
    ).toEqual({ oldPassword: "old", newPassword: "new", confirmPassword: "new2" });
    expect(
      changePasswordRequestSchema.parse({
        oldPassword: "o",
        additionalProp1: "ignored",
        newPassword: "n",
        confirmPassword: "n",
      }),
    ).toEqual({ oldPassword: "o", newPassword: "n", confirmPassword: "n" });
  });
});

describe("createPasswordHasher", () => {
  it("hashes with argon2id and verifies", async () => {
    const hasher = createPasswordHasher("fast-for-tests");
    const stored = await hasher.hash("correct horse");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await hasher.verify(stored, "correct horse")).toBe(true);
    expect(await hasher.verify(stored, "wrong horse")).toBe(false);
    expect(await hasher.verify("not a hash", "correct horse")).toBe(false);
    expect(await hasher.verifyNobody("anything")).toBe(false);
  });

  it("uses the library's defaults in production and asks to upgrade weaker hashes", async () => {
    const production = createPasswordHasher("standard");
    const strong = await production.hash("correct horse");
    expect(strong).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(production.needsRehash(strong)).toBe(false);
    expect(production.needsRehash(await createPasswordHasher("fast-for-tests").hash("x"))).toBe(true);
    expect(production.needsRehash(await hash("x", { algorithm: 1 }))).toBe(true); // argon2i
    expect(createPasswordHasher("fast-for-tests").needsRehash(strong)).toBe(false);
  });
});
