/**
 * The contract's messages name the field as the API spells it ("full_name must be on one line",
 * "oldPassword (additionalProp1) is required"). Beside a box, the box's own label reads better:
 * "Full name must be on one line." Messages that do not start with a field name are kept as written.
 */
const API_FIELD_SUBJECT = /^[A-Za-z_][\w.]*(?: \(\w+\))? (?=(?:is|must) )/;

export function fieldMessage(message: string, label: string): string {
  const sentence = message.replace(API_FIELD_SUBJECT, `${label} `);
  const capitalised = sentence.charAt(0).toUpperCase() + sentence.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}
