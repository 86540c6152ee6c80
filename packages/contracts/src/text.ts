/**
 * The zod helpers every string field of the contracts is built with (rules in text-rules.ts). Each
 * failure names the field, so the server's 400 says which one is wrong and the web shows it beside it.
 * Each starts with the checks of `requestText`, a length cap and well-formed Unicode, so no string of a
 * request skips them (test/request-strings.test.ts walks every request schema to hold that).
 */
import { z } from "zod";
import {
  EMAIL_MAX_LENGTH,
  hasControlCharacter,
  hasControlCharacterInMultiLine,
  hasLineBreak,
  isWellFormedText,
  PASSWORD_INPUT_MAX_LENGTH,
} from "./text-rules.ts";

export interface TextOptions {
  /** The longest text accepted, counted after trimming when `trim` is set. */
  max: number;
  /** The shortest; 1 makes the field required ("is required"). Default 0. */
  min?: number;
  /** Drop white space at both ends before the other checks (and in the parsed value). Default false. */
  trim?: boolean;
}

/** "name is required" when the field is missing, "name must be text" when it is not a string. */
function textType(field: string) {
  return z.string({
    error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be text`),
  });
}

/**
 * The type, length and well-formedness checks every text field starts with. `stopWhenTooLong` ends the
 * checks at the length, so a huge value costs one comparison and makes one short message, for helpers
 * that scan the text again after it.
 */
function bounded(field: string, { max, trim = false }: TextOptions, stopWhenTooLong = true): z.ZodString {
  const text = textType(field);
  return (trim ? text.trim() : text)
    .max(max, { error: `${field} must be at most ${max} characters`, abort: stopWhenTooLong })
    .refine(isWellFormedText, { error: `${field} must be valid Unicode text` });
}

/**
 * Text with no rule of its own beyond those every string of a request has: a string, at most `max`
 * characters, and well-formed Unicode (no lone surrogate, which the database cannot store). For fields
 * that take any text, such as a search; the helpers below add their own rules to it. Its length check
 * does not stop the rest (only one linear check follows), so inside a union, as in a query parameter
 * given once or repeated, zod still reports its message rather than "Invalid input".
 */
export function requestText(field: string, options: TextOptions): z.ZodString {
  return minimum(field, bounded(field, options, false), options.min);
}

function minimum(field: string, schema: z.ZodString, min = 0): z.ZodString {
  if (min <= 0) return schema;
  return schema.min(min, {
    error: min === 1 ? `${field} is required` : `${field} must be at least ${min} characters`,
  });
}

/** One line of text (names, subjects, identifiers): no line breaks and no other control characters. */
export function singleLineText(field: string, options: TextOptions): z.ZodString {
  const checked = bounded(field, options)
    .refine((value) => !hasLineBreak(value), { error: `${field} must be on one line` })
    .refine((value) => hasLineBreak(value) || !hasControlCharacter(value), {
      error: `${field} must not contain control characters`,
    });
  return minimum(field, checked, options.min);
}

/** Text that may run over several lines (messages): tabs and line breaks are its only control characters. */
export function multiLineText(field: string, options: TextOptions): z.ZodString {
  const checked = bounded(field, options).refine((value) => !hasControlCharacterInMultiLine(value), {
    error: `${field} must not contain control characters other than tabs and line breaks`,
  });
  return minimum(field, checked, options.min);
}

/**
 * A password as typed: any printable character, never trimmed, no control characters. Its policy
 * (password-policy.ts) is checked where a password is chosen, with messages of its own.
 */
export function passwordText(field: string, options: Partial<TextOptions> = {}): z.ZodString {
  const all: TextOptions = { max: PASSWORD_INPUT_MAX_LENGTH, ...options };
  const checked = bounded(field, all).refine((value) => !hasControlCharacter(value), {
    error: `${field} must not contain control characters`,
  });
  return minimum(field, checked, all.min);
}

/** An e-mail address: trimmed, required, at most 254 characters, one line, and shaped like name@example.com. */
export function emailAddress(field = "email") {
  return singleLineText(field, { max: EMAIL_MAX_LENGTH, min: 1, trim: true }).pipe(
    z.email({ error: `${field} must be a valid e-mail address` }),
  );
}
