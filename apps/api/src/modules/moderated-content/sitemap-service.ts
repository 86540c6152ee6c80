/**
 * How the sitemaps (modules/sitemaps) list moderated content: each kind that has pages names its
 * files and the address of an item (its description's `sitemap`); the pipeline reads the published
 * items of each file.
 */
import type { Database } from "../../db/client.ts";
import type { ContentKind, KindTypes } from "./content-kind.ts";
import * as queries from "./queries.ts";

/** What a kind lists in the sitemaps: its files, and each file's published items as addresses. */
export interface SitemapSource {
  files: string[];
  urls(deps: { db: Database }, file: string): Promise<{ path: string; lastModified: Date }[]>;
}

/** A kind's sitemap listing, whatever its types (none for a kind without pages of its own). */
export function sitemapSourceOf<K extends KindTypes>(kind: ContentKind<K>): SitemapSource | null {
  const { sitemap } = kind;
  if (!sitemap) return null;
  return {
    files: Object.keys(sitemap.files),
    async urls(deps, file) {
      const entries = await queries.findPublishedEntries(deps.db, kind, sitemap, file);
      return entries.map((entry) => ({ path: sitemap.pathOf(entry), lastModified: entry.lastModified }));
    },
  };
}
