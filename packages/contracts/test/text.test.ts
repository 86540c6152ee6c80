import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { contactMessageSchema } from "../src/contact.ts";
import { signupRequestSchema, tokenRequestSchema } from "../src/identity.ts";
import { emailAddress, multiLineText, passwordText, requestText, singleLineText } from "../src/text.ts";
import { isWellFormedText } from "../src/text-rules.ts";
import { updateProfileRequestSchema } from "../src/users.ts";

/** The messages a value gets, or [] when it is accepted. */
function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("singleLineText", () => {
  const name = singleLineText("name", { max: 10, min: 1, trim: true });

  it("accepts one line of printable text and trims it", () => {
    expect(name.parse("  Asha K ")).toBe("Asha K");
    expect(name.parse("Zoë Ünal")).toBe("Zoë Ünal");
  });

  it("refuses line breaks of every kind, naming the field", () => {
    for (const value of ["a\nb", "a\rb", "a\r\nb", "a\u2028b", "a\u2029b"]) {
      expect(messages(name, value)).toEqual(["name must be on one line"]);
    }
  });

  it("refuses NUL, tab, escape, DEL and C1 controls", () => {
    for (const value of ["a\u0000b", "a\tb", "a\u001bb", "a\u007fb", "a\u0085b", "a\u009bb"]) {
      expect(messages(name, value)).toEqual(["name must not contain control characters"]);
    }
  });

  it("says required when empty or missing, and names a value that is not text", () => {
    expect(messages(name, "   ")).toEqual(["name is required"]);
    expect(messages(name, undefined)).toEqual(["name is required"]);
    expect(messages(name, 42)).toEqual(["name must be text"]);
  });

  it("stops at the first failure when the value is too long, with one short message", () => {
    // The text holds what each later check refuses (a NUL, a line break, a lone surrogate), and each
    // of them would add its own message: one message shows that none ran over the megabyte, whatever
    // the machine's speed.
    const huge = `\u0000\n\ud800${"x".repeat(1_000_000)}`;
    expect(messages(name, huge)).toEqual(["name must be at most 10 characters"]);
    expect(messages(singleLineText("name", { max: 2_000_000 }), huge)).toEqual([
      "name must be valid Unicode text",
      "name must be on one line",
    ]);
  });
});

describe("isWellFormedText (issue 23: a lone UTF-16 surrogate)", () => {
  it("accepts any text whose surrogates come in pairs", () => {
    expect(["", "Zoë", "₹40,000", "emoji \ud83c\udf93 in the middle", "\ud83d\ude00"].map(isWellFormedText)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it("refuses a lone high or low half, a pair in the wrong order, and a half at either end", () => {
    expect(["\ud800", "\udc00", "a\ude00\ud83db", "\ud83dabc", "abc\ud83d", "\udfffabc"].map(isWellFormedText)).toEqual(
      [false, false, false, false, false, false],
    );
  });
});

describe("every text helper refuses a lone surrogate, naming the field", () => {
  const lone = "Asha\ud800";

  it.each([
    ["singleLineText", singleLineText("name", { max: 100, min: 1, trim: true }), "name"],
    ["multiLineText", multiLineText("message", { max: 100 }), "message"],
    ["passwordText", passwordText("password"), "password"],
    ["requestText", requestText("key", { max: 100 }), "key"],
  ])("%s", (_helper, schema, field) => {
    expect(messages(schema, lone)).toEqual([`${field} must be valid Unicode text`]);
    expect(messages(schema, "Asha \ud83c\udf93")).toEqual([]);
  });

  it("emailAddress, before it checks the shape", () => {
    expect(messages(emailAddress(), "asha\udc00@example.com")).toEqual(["email must be valid Unicode text"]);
  });

  it("requestText reports its length inside a union too, where zod would otherwise say only Invalid input", () => {
    const key = requestText("key", { max: 3 });
    const onceOrRepeated = key.or(key.array());
    expect(messages(onceOrRepeated, "abcd")).toEqual(["key must be at most 3 characters"]);
  });
});

describe("multiLineText", () => {
  const message = multiLineText("message", { max: 100, min: 3 });

  it("accepts tabs, LF and CRLF line breaks", () => {
    expect(messages(message, "Hello,\n\tthis is\r\nme")).toEqual([]);
  });

  it("refuses NUL, a lone CR and other control characters", () => {
    for (const value of ["Hello\u0000", "Hello\rthere", "Hello\u000bthere", "Hello\u007f"]) {
      expect(messages(message, value)).toEqual([
        "message must not contain control characters other than tabs and line breaks",
      ]);
    }
  });

  it("applies its minimum after the other checks", () => {
    expect(messages(message, "Hi")).toEqual(["message must be at least 3 characters"]);
  });
});

describe("passwordText", () => {
  const password = passwordText("password");

  it("keeps any printable character, spaces at the ends included", () => {
    expect(password.parse(" pässwörd with spaces ✓ ")).toBe(" pässwörd with spaces ✓ ");
  });

  it("refuses control characters and anything past 1024 characters", () => {
    expect(messages(password, "secret\u0000")).toEqual(["password must not contain control characters"]);
    expect(messages(password, "secret\n")).toEqual(["password must not contain control characters"]);
    expect(messages(password, "x".repeat(1025))).toEqual(["password must be at most 1024 characters"]);
  });
});

describe("emailAddress", () => {
  const email = emailAddress();

  it("trims an address and caps it at 254 characters", () => {
    expect(email.parse(" asha@example.com ")).toBe("asha@example.com");
    expect(messages(email, `${"a".repeat(250)}@example.com`)).toEqual(["email must be at most 254 characters"]);
  });

  it("refuses control characters before checking the shape", () => {
    expect(messages(email, "asha\u0000@example.com")).toEqual(["email must not contain control characters"]);
    expect(messages(email, "asha@example.com\nBcc: x@example.com")).toEqual(["email must be on one line"]);
    expect(messages(email, "not-an-address")).toEqual(["email must be a valid e-mail address"]);
    expect(messages(email, "  ")).toEqual(["email is required"]);
  });
});

describe("the request schemas", () => {
  it("cap every field of the token request", () => {
    const body = { grant_type: "password", client_id: "web", username: "u".repeat(1_000_000), password: "p" };
    expect(messages(tokenRequestSchema, body)).toEqual(["username must be at most 254 characters"]);
    expect(messages(tokenRequestSchema, { ...body, username: "a@b.example", scope: "s".repeat(1001) })).toEqual([
      "scope must be at most 1000 characters",
    ]);
  });

  it("refuse a sign-up name that breaks onto another line", () => {
    const body = {
      client_id: "web",
      email: "a@b.example",
      password: "long enough",
      user_metadata: { full_name: "Customer,\n\nYour account was locked. Restore it now: https://evil.example" },
    };
    expect(messages(signupRequestSchema, body)).toEqual(["full_name must be on one line"]);
  });

  it("refuse NUL in the contact form and the profile name", () => {
    const contact = { name: "A\u0000", email: "a@b.example", subject: "Hi", message: "A long enough message" };
    expect(messages(contactMessageSchema, contact)).toEqual(["name must not contain control characters"]);
    expect(messages(updateProfileRequestSchema, { fullName: "A\u0000B" })).toEqual([
      "fullName must not contain control characters",
    ]);
  });

  it("take an empty or blank mobile number as none, and name the format otherwise", () => {
    expect(updateProfileRequestSchema.parse({ mobile: "   " })).toEqual({ mobile: "" });
    expect(messages(updateProfileRequestSchema, { mobile: "12ab" })).toEqual([
      "mobile must be 7 to 20 characters: digits, spaces and an optional leading +",
    ]);
    expect(messages(updateProfileRequestSchema, { mobile: "1".repeat(100_000) })).toEqual([
      "mobile must be 7 to 20 characters: digits, spaces and an optional leading +",
    ]);
  });

  it("refuse a picture address with a line break (URL parsing would drop it silently)", () => {
    expect(messages(updateProfileRequestSchema, { pictureUrl: "https://example.com/\na.png" })).toEqual([
      "pictureUrl must be on one line",
    ]);
  });
});
