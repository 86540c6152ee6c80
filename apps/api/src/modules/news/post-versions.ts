/** A post row and its editable fields (contracts' PostVersion), both ways. */
import type { PostVersion } from "@lwl/contracts/post-writes";
import { slugify } from "@lwl/contracts/slug";
import type { blogs } from "../../db/schema.ts";

type PostRow = typeof blogs.$inferSelect;

export function versionOfPost(row: PostRow): PostVersion {
  return {
    title: row.title,
    category: row.category,
    tags: row.tags,
    shortDescription: row.shortDescription,
    content: row.content,
    imgUrl: row.imgUrl,
  };
}

/** The column values of some (or all) fields of a version; a new title brings a new slug. */
export function postValuesOf(version: Partial<PostVersion>): Partial<typeof blogs.$inferInsert> {
  const { title, ...rest } = version;
  return title === undefined ? rest : { ...rest, title, slug: slugify(title) || "post" };
}
