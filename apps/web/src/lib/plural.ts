/** A noun's two English forms: "1 result", "2 results". */
export interface Noun {
  one: string;
  other: string;
}

const rules = new Intl.PluralRules("en");

/** The noun's form that goes with this count ("result" for 1, "results" for 0 and 2). */
export function nounFor(count: number, noun: Noun): string {
  return rules.select(count) === "one" ? noun.one : noun.other;
}

/** A count and its noun in the right form: "0 results", "1 result", "2 results". */
export function countOf(count: number, noun: Noun): string {
  return `${count} ${nounFor(count, noun)}`;
}

/** A name as its owner: "Sunrise College's", and a name ending in "s" takes the apostrophe alone: "Kaveri Studies'". */
export function possessive(name: string): string {
  const trimmed = name.trim();
  return /s$/i.test(trimmed) ? `${trimmed}'` : `${trimmed}'s`;
}
