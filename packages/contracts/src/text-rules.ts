/**
 * What every text field of the contracts accepts, free of zod so a form can use the limits and
 * checks without loading it. The zod helpers that apply these rules are in text.ts.
 *
 * Every string field has a maximum length (one request must not be able to fill the logs or tie up
 * the server), must be well-formed Unicode, and refuses control characters: they are never part of
 * what people type, a NUL byte breaks PostgreSQL text, and a line break in a name can turn an e-mail
 * that quotes it into text that reads as the site's own words.
 */

/** The longest address SMTP can carry (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;
/** People's names and other short labels. */
export const NAME_MAX_LENGTH = 100;
/**
 * The longest text a password box accepts. Longer than the policy's PASSWORD_MAX_LENGTH on purpose:
 * a new password that is too long gets the policy's own message instead of a generic one.
 */
export const PASSWORD_INPUT_MAX_LENGTH = 1024;

/** Line breaks: LF, CR, and Unicode's line and paragraph separators (which mail clients also break on). */
const LINE_BREAK = /[\n\r\u2028\u2029]/;
/** Control characters (C0, DEL and C1): \p{Cc}. */
const CONTROL = /\p{Cc}/u;
/** Control characters other than tab, LF and the CR of a CRLF pair. */
const CONTROL_IN_MULTI_LINE = /[^\P{Cc}\t\n\r]|\r(?!\n)/u;

/** True when the text breaks onto another line. */
export function hasLineBreak(value: string): boolean {
  return LINE_BREAK.test(value);
}

/** True when the text holds any control character, line breaks and tabs included. */
export function hasControlCharacter(value: string): boolean {
  return CONTROL.test(value);
}

/** True when multi-line text holds a control character other than a tab or a line break (LF or CRLF). */
export function hasControlCharacterInMultiLine(value: string): boolean {
  return CONTROL_IN_MULTI_LINE.test(value);
}

/**
 * Half of a UTF-16 surrogate pair without its other half ("\ud800"). JSON can carry one as an escape,
 * but it is not Unicode text: PostgreSQL's jsonb refuses it (a 500, issue 23) and a text column
 * silently stores U+FFFD in its place. With the u flag a whole pair reads as one code point, so only a
 * lone half is a surrogate (\p{Cs}); one character class, so the test is linear in the length.
 * (String.prototype.isWellFormed says the same, but it is ES2024, past the project's ES2023 library.)
 */
const LONE_SURROGATE = /\p{Cs}/u;

/** True when the text is well-formed UTF-16: no lone surrogate. */
export function isWellFormedText(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}
