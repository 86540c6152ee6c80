import { desc, getTableColumns } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { blogs } from "../../db/schema.ts";
import { isVisible } from "../content/visibility.ts";

const { content: _content, ...summaryColumns } = getTableColumns(blogs);
export type BlogSummaryRow = Omit<typeof blogs.$inferSelect, "content">;

/** Published posts, featured and breaking ones first, then the newest. */
export function findTopPublished(db: Database, limit: number): Promise<BlogSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(blogs)
    .where(isVisible(blogs.status))
    .orderBy(desc(blogs.featured), desc(blogs.breaking), desc(blogs.publishedTime), desc(blogs.id))
    .limit(limit);
}
