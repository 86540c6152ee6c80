/**
 * The contract's messages name the field as the API spells it ("full_name must be on one line",
 * "oldPassword (additionalProp1) is required"). Beside a box, the box's own label reads better:
 * "Full name must be on one line." Messages that do not start with a field name are kept as written.
 */
const API_FIELD_SUBJECT = /^(?:[A-Za-z_]\w*\.[\w.]* [a-z][A-Za-z]*|[A-Za-z_][\w.]*(?: \(\w+\))?) (?=(?:is|must|may) )/;

/** Another field named inside the sentence ("must not be less than details.tuition.min"). */
const API_FIELD_NAME = /\b[a-z]\w*(?:\.\w+)+\b/g;

/**
 * The message with the box's label as its subject. A field of a list's rows is named with the word after
 * the list ("details.courses name is required"); other fields the sentence names read as their labels
 * when `labelOf` knows them ("… less than lowest tuition").
 */
export function fieldMessage(message: string, label: string, labelOf?: (name: string) => string | undefined): string {
  const subject = message.replace(API_FIELD_SUBJECT, `${label} `);
  const sentence = labelOf
    ? subject.replace(API_FIELD_NAME, (name) => {
        const other = labelOf(name);
        return other === undefined ? name : other.charAt(0).toLowerCase() + other.slice(1);
      })
    : subject;
  const capitalised = sentence.charAt(0).toUpperCase() + sentence.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}
