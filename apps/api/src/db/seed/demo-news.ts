/**
 * News posts of the demo data: 72 articles in 9 categories, published over the 90 days before the
 * demo "now", most related to a listing; a few featured, sponsored or breaking, four pending.
 */
import type { ListingType } from "@lwl/contracts/listings";
import { categoryNameOf } from "@lwl/contracts/news-categories";
import { slugify } from "@lwl/contracts/slug";
import type { blogs } from "../schema.ts";
import { addDays, addHours, DEMO_NOW } from "./demo-clock.ts";
import { mediaUrl, NEWS_CATEGORIES, NEWS_IMAGE_VARIANTS, type NewsCategory, newsImagePath } from "./demo-media.ts";
import { articleBody } from "./news-article-body.ts";
import { type Article, GENERAL_TAGS, NEWS_CLOSINGS, NEWS_CONTENT } from "./news-content.ts";
import { Random } from "./random.ts";

export type BlogRow = typeof blogs.$inferInsert & { slug: string; title: string };

/** What a post needs from its related listing. */
export interface PostListing {
  id: number;
  name: string;
  type: ListingType;
  city: string;
  authorId?: string | null;
}

const shortName = (name: string) => name.split(/ – | \(|, /)[0] ?? name;

/** The title and HTML of one article, optionally about `listing`. */
export function makePost(
  rng: Random,
  category: NewsCategory,
  article: Article,
  listing: PostListing | null,
  index: number,
): BlogRow {
  const content = NEWS_CONTENT[category];
  const city = listing?.city ?? "Mumbai";
  const title = article.title
    .replace("{listing}", listing ? shortName(listing.name) : "Our partner college")
    .replace("{city}", city);
  const [first = "", second = ""] = rng.sample(content.paragraphs, 2);
  const tips = rng.chance(0.5) ? rng.sample(content.tips, 3) : [];
  const tagCount = rng.int(2, 5);
  const [mainTag, ...otherTags] = content.tags;
  const tags = [mainTag ?? category, ...rng.sample([...otherTags, ...GENERAL_TAGS], tagCount - 1)];
  return {
    listingId: listing?.id ?? null,
    title,
    slug: slugify(title),
    category,
    shortDescription: article.summary,
    content: articleBody(new Random(index + 7001), {
      summary: article.summary,
      paragraphs: [first, second],
      otherParagraphs: content.paragraphs,
      tips,
      allTips: content.tips,
      closing: rng.pick(NEWS_CLOSINGS),
      imageUrl: mediaUrl(newsImagePath(category, (index + 1) % NEWS_IMAGE_VARIANTS)),
      categoryName: categoryNameOf(category),
      categorySlug: category,
      listing,
    }),
    imgUrl: mediaUrl(newsImagePath(category, index % NEWS_IMAGE_VARIANTS)),
    tags,
    status: "PUBLISHED",
  };
}

export interface DemoNews {
  rows: BlogRow[];
  /** Slugs of the pending posts, each with the owner who submitted it. */
  pending: { slug: string; submittedBy: string }[];
}

export function buildDemoNews(
  rng: Random,
  published: readonly PostListing[],
  authors: { admin: string; owners: readonly string[] },
): DemoNews {
  const rows: BlogRow[] = [];
  const pending: DemoNews["pending"] = [];
  const usedListings = new Set<number>();
  const pickListing = (type: ListingType | undefined, ownedBy?: string): PostListing | null => {
    const candidates = published.filter(
      (l) => (!type || l.type === type) && !usedListings.has(l.id) && (!ownedBy || l.authorId === ownedBy),
    );
    if (candidates.length === 0) return null;
    const listing = rng.pick(candidates);
    usedListings.add(listing.id);
    return listing;
  };

  let index = 0;
  for (const category of NEWS_CATEGORIES) {
    NEWS_CONTENT[category].articles.forEach((article, n) => {
      // The last article of four categories is an owner's post waiting for approval.
      const isPending = n === 7 && ["careers", "technology", "study-abroad", "events"].includes(category);
      const owner = authors.owners[index % authors.owners.length] ?? authors.admin;
      const listing = isPending
        ? (pickListing(article.about, owner) ?? pickListing(article.about))
        : article.about || rng.chance(0.7)
          ? pickListing(article.about)
          : null;
      const row = makePost(rng, category, article, listing, index);
      const author = isPending
        ? owner
        : listing?.authorId && authors.owners.includes(listing.authorId)
          ? listing.authorId
          : authors.admin;
      if (isPending) {
        const createdTime = addDays(DEMO_NOW, -(index % 5) - 1);
        rows.push({
          ...row,
          authorId: author,
          status: "PENDING",
          createdTime,
          lastUpdatedTime: createdTime,
          publishedTime: null,
        });
        pending.push({ slug: row.slug, submittedBy: author });
      } else {
        const createdTime = addHours(addDays(DEMO_NOW, -rng.int(1, 89)), -rng.int(0, 20));
        const publishedTime = addHours(createdTime, rng.int(1, 20));
        const updated = addDays(publishedTime, rng.chance(0.3) ? rng.int(1, 6) : 0);
        rows.push({
          ...row,
          authorId: author,
          createdTime,
          publishedTime,
          lastUpdatedTime: updated > DEMO_NOW ? DEMO_NOW : updated,
        });
      }
      index++;
    });
  }

  // Flags on published posts: eight featured, four sponsored, three breaking (the most recent ones).
  const live = rows.filter((r) => r.status === "PUBLISHED");
  for (const row of rng.sample(live, 8)) row.featured = true;
  for (const row of rng.sample(live, 4)) row.sponsored = true;
  const newest = [...live].sort((a, b) => (b.publishedTime?.getTime() ?? 0) - (a.publishedTime?.getTime() ?? 0));
  for (const row of newest.slice(0, 3)) row.breaking = true;
  rows.sort((a, b) => (a.createdTime?.getTime() ?? 0) - (b.createdTime?.getTime() ?? 0));
  return { rows, pending };
}
