/** The news header's words (docs/product.md section 2.8), kept in one place for the pages and their tests. */
export const NO_ARTICLES_TEXT = "No articles available.";
export const LOADING_CATEGORIES_TEXT = "Loading categories...";
export const SIDEBAR_TITLE = "Categories";
/** What the news pages count: "1 article", "12 articles". */
export const ARTICLE = { one: "article", other: "articles" };

export const viewAllLabel = (category: string) => `View All ${category} News`;

/** "campus life" -> "Campus Life": every word of a category starts with a capital. */
export function capitalise(name: string): string {
  return name.replace(/(^|[\s-])(\p{L})/gu, (_, gap: string, letter: string) => gap + letter.toUpperCase());
}
