/**
 * The news categories in their editorial order (docs/product.md section 2: the first five show in the
 * news header, the rest under More). A post's `category` is stored as the slug; a category written by
 * an owner that is not in this list comes after these, by name.
 */
export const EDITORIAL_CATEGORIES = [
  { slug: "admissions", name: "Admissions" },
  { slug: "exams", name: "Exams" },
  { slug: "scholarships", name: "Scholarships" },
  { slug: "careers", name: "Careers" },
  { slug: "technology", name: "Technology" },
  { slug: "campus-life", name: "Campus Life" },
  { slug: "policy", name: "Policy" },
  { slug: "study-abroad", name: "Study Abroad" },
  { slug: "events", name: "Events" },
] as const;

/** "campus-life" -> "Campus Life": the display name of a category outside the editorial list. */
export function categoryNameOf(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(" ");
}
