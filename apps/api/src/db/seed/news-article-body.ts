/**
 * The body of a demo article as a publication would lay it out: a lead, sections under headings, a
 * checklist, a picture with its caption, and links (the listing's page in the directory and further
 * reading). Only what the article sanitiser keeps (modules/content/html.ts): images from our /media/.
 */
import { slugify } from "@lwl/contracts/slug";
import type { Random } from "./random.ts";

export interface BodyParts {
  summary: string;
  /** Two paragraphs drawn for this article, then the category's others to pick a third from. */
  paragraphs: readonly [string, string];
  otherParagraphs: readonly string[];
  /** The checklist; empty means pick from `allTips`. */
  tips: readonly string[];
  allTips: readonly string[];
  closing: string;
  /** /media/... picture of the article's category. */
  imageUrl: string;
  categoryName: string;
  categorySlug: string;
  listing: { id: number; name: string; city: string } | null;
}

const SECTION_HEADINGS = [
  ["What is changing", "Why it matters", "What to do next"],
  ["The key facts", "Who it affects", "Dates to remember"],
  ["At a glance", "What students say", "Next steps"],
] as const;

/** `rng` is the article's own generator, so the demo's other random draws stay as they were. */
export function articleBody(rng: Random, parts: BodyParts): string {
  const [first, second] = parts.paragraphs;
  const third = rng.pick(parts.otherParagraphs.filter((p) => p !== first && p !== second));
  const [h1, h2, h3] = rng.pick(SECTION_HEADINGS);
  const tips = parts.tips.length > 0 ? parts.tips : rng.sample(parts.allTips, Math.min(3, parts.allTips.length));
  const listingLink = parts.listing
    ? `<p>Read more about <a href="/description/${parts.listing.id}/${slugify(parts.listing.name) || "listing"}">${parts.listing.name}</a> in ${parts.listing.city} in our directory.</p>`
    : "";
  return [
    `<p><strong>${parts.summary}</strong></p>`,
    `<h2>${h1}</h2>`,
    `<p>${first}</p>`,
    `<figure><img src="${parts.imageUrl}" alt="${parts.categoryName} illustration" width="800" height="450"><figcaption>${parts.categoryName}: a picture from our newsroom.</figcaption></figure>`,
    `<h2>${h2}</h2>`,
    `<p>${second}</p>`,
    `<h3>Checklist</h3>`,
    `<ul>${tips.map((tip) => `<li>${tip}</li>`).join("")}</ul>`,
    `<h2>${h3}</h2>`,
    third ? `<p>${third}</p>` : "",
    `<ol><li>Read the official notice in full.</li><li>Note the dates in your calendar.</li><li>Ask your school or college if anything is unclear.</li></ol>`,
    listingLink,
    `<p>More ${parts.categoryName.toLowerCase()} stories: <a href="/news/${parts.categorySlug}">all ${parts.categoryName} news</a>. Official education news: <a href="https://www.education.gov.in/">Ministry of Education</a>.</p>`,
    `<blockquote><p>${parts.closing}</p></blockquote>`,
  ].join("");
}
