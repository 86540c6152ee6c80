import { z } from "zod";

export interface ClosedSetMessages {
  /** Any value outside the set, or input that is not text. */
  invalid: string;
  /** A missing or empty value, when it deserves its own message. */
  required?: string;
}

/**
 * A value of a closed set written in any letter case, or in another spelling `toCanonical` knows (a
 * category's name for its slug); parses to the set's own spelling. It is z.enum once the input has that
 * spelling, so what the contract accepts and what the OpenAPI document shows (`enum`, issue 23) come
 * from the same list: a refined string would be documented as any "string".
 */
export function anyCaseEnum<const Values extends readonly string[]>(
  values: Values,
  messages: ClosedSetMessages,
  toCanonical: (text: string) => string,
) {
  return z.preprocess(
    // zod hands any input to this step; `string` is the field's input type (what a client sends).
    // Input that is not text goes on to z.enum as it came, which refuses it.
    (value: string) => (typeof value === "string" ? toCanonical(value) : value),
    z.enum(values, {
      error: (issue) =>
        messages.required !== undefined && (issue.input === undefined || issue.input === "")
          ? messages.required
          : messages.invalid,
    }),
  );
}
