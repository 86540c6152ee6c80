/**
 * Slug of a title (docs/product.md section 2): lowercased, accents removed, non-alphanumerics dropped,
 * spaces turned to hyphens. Runs of spaces make one hyphen, and none lead or trail.
 */
export function slugify(title: string): string {
  return title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/[\s-]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
