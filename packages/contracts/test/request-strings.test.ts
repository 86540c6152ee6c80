/**
 * Issue 23 item 5: no string of a request may skip the well-formed Unicode check. Rather than try each
 * field, this walks every request schema the server's routes take from the contracts and finds each
 * string in it; a string passes when it carries the check (every helper of text.ts adds it) or can
 * only hold the characters of a pattern or format (a UUID, an e-mail address, a cursor).
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  adminUsersQuerySchema,
  auditQuerySchema,
  updateAdminUserRequestSchema,
  updateSiteContentRequestSchema,
} from "../src/admin-console.ts";
import { approvalTypeParamSchema, rejectBodySchema } from "../src/approvals.ts";
import { categoryParamsSchema, tagParamsSchema } from "../src/blogs.ts";
import { contactMessageSchema } from "../src/contact.ts";
import { eventCreateSchema, eventUpdateSchema } from "../src/event-writes.ts";
import {
  changePasswordEmailRequestSchema,
  resetPasswordRequestSchema,
  revokeRequestSchema,
  signupRequestSchema,
  tokenRequestSchema,
} from "../src/identity.ts";
import { listingWriteSchema } from "../src/listing-writes.ts";
import { listingTypeParamSchema } from "../src/listings.ts";
import { newsletterTokenQuerySchema, subscribeRequestSchema } from "../src/newsletter.ts";
import { claimRequestInputSchema, ownershipRequestInputSchema, rejectReasonSchema } from "../src/ownership.ts";
import { pageQuerySchema } from "../src/paging.ts";
import { postCreateSchema, postUpdateSchema } from "../src/post-writes.ts";
import {
  autocompleteQuerySchema,
  eventSearchQuerySchema,
  listingSearchQuerySchema,
  searchClickSchema,
} from "../src/search.ts";
import { isWellFormedText } from "../src/text-rules.ts";
import {
  changePasswordRequestSchema,
  updateProfileRequestSchema,
  verifyEmailConfirmRequestSchema,
} from "../src/users.ts";

/** Carries the well-formed check, or a pattern or format that decides every character it may hold. */
function isGuarded(text: z.core.$ZodString): boolean {
  if ("format" in text._zod.def) return true;
  return (text._zod.def.checks ?? []).some((check) => {
    const def = check._zod.def;
    if (def.check === "string_format") return true;
    return def.check === "custom" && (check as z.core.$ZodCustom)._zod.def.fn === isWellFormedText;
  });
}

/**
 * The dotted path of every string in the schema that would accept a lone surrogate. Only the schemas a
 * value passes through count: a transform's input, a pipe's target (a preprocess step is skipped), and
 * a pipe between two schemas passes when either side does.
 */
function unguardedStrings(schema: z.core.$ZodType, path = ""): string[] {
  const walk = (inner: z.core.$ZodType, at = path) => unguardedStrings(inner, at);
  const child = (key: string | number) => (path === "" ? String(key) : `${path}.${key}`);
  const s = schema as z.core.$ZodTypes;
  switch (s._zod.def.type) {
    case "string":
      return isGuarded(s as z.core.$ZodString) ? [] : [path || "(the value)"];
    case "object":
      return Object.entries((s as z.core.$ZodObject)._zod.def.shape).flatMap(([key, field]) => walk(field, child(key)));
    case "array":
      return walk((s as z.core.$ZodArray)._zod.def.element, child("*"));
    case "union":
      return (s as z.core.$ZodUnion)._zod.def.options.flatMap((option) => walk(option));
    case "intersection": {
      const { left, right } = (s as z.core.$ZodIntersection)._zod.def;
      return [...walk(left), ...walk(right)];
    }
    case "tuple":
      return (s as z.core.$ZodTuple)._zod.def.items.flatMap((item, index) => walk(item, child(index)));
    case "record":
      return walk((s as z.core.$ZodRecord)._zod.def.valueType, child("*"));
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "nonoptional":
    case "readonly":
    case "catch":
      return walk((s as z.core.$ZodOptional)._zod.def.innerType);
    case "lazy":
      return walk((s as z.core.$ZodLazy)._zod.def.getter());
    case "pipe": {
      const { in: input, out } = (s as z.core.$ZodPipe)._zod.def;
      if (out._zod.def.type === "transform") return walk(input);
      if (input._zod.def.type === "transform") return walk(out);
      const before = walk(input);
      const after = walk(out);
      return before.length === 0 || after.length === 0 ? [] : [...before, ...after];
    }
    default:
      // Numbers, booleans, enums, literals, transforms, unknown...: no text a client chose.
      return [];
  }
}

/** Every request schema (body, query, path) the server's routes take from the contracts. */
const REQUEST_SCHEMAS: Record<string, z.core.$ZodType> = {
  adminUsersQuerySchema,
  approvalTypeParamSchema,
  auditQuerySchema,
  autocompleteQuerySchema,
  categoryParamsSchema,
  changePasswordEmailRequestSchema,
  changePasswordRequestSchema,
  claimRequestInputSchema,
  contactMessageSchema,
  eventCreateSchema,
  eventSearchQuerySchema,
  eventUpdateSchema,
  listingSearchQuerySchema,
  listingTypeParamSchema,
  listingWriteSchema,
  newsletterTokenQuerySchema,
  ownershipRequestInputSchema,
  ownershipRejectReasonSchema: rejectReasonSchema,
  pageQuerySchema,
  postCreateSchema,
  postUpdateSchema,
  rejectBodySchema,
  resetPasswordRequestSchema,
  revokeRequestSchema,
  searchClickSchema,
  signupRequestSchema,
  subscribeRequestSchema,
  tagParamsSchema,
  tokenRequestSchema,
  updateAdminUserRequestSchema,
  updateProfileRequestSchema,
  updateSiteContentRequestSchema,
  verifyEmailConfirmRequestSchema,
};

describe("every string of every request refuses a lone surrogate", () => {
  it("the walk finds a string that does not (what the fuzzer's 500s went through)", () => {
    const careless = z.object({
      q: z.string(),
      filters: z.array(z.string().trim()).optional(),
      sort: z.string().transform((value) => value.toLowerCase()),
    });
    expect(unguardedStrings(careless)).toEqual(["q", "filters.*", "sort"]);
  });

  it.each(Object.entries(REQUEST_SCHEMAS))("%s", (_name, schema) => {
    expect(unguardedStrings(schema)).toEqual([]);
  });
});
