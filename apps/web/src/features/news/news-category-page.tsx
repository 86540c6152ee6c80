import { newsCategoryHead } from "@lwl/contracts/page-head-kinds";
import { useParams, useSearchParams } from "react-router";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { ResourceNotFound } from "../../components/ui/resource-not-found.tsx";
import { isNotFound } from "../../lib/http.ts";
import { PageHead } from "../../lib/page-head.tsx";
import { PATHS, pageIndexFrom } from "../../lib/paths.ts";
import { countOf } from "../../lib/plural.ts";
import { useCategories, useCategoryPosts } from "./api/news-queries.ts";
import { categoryFeedPath, FeedLink } from "./components/feed-link.tsx";
import { ARTICLE, capitalise } from "./components/news-text.ts";
import { PagedPosts } from "./components/paged-posts.tsx";

/** /news/{category}: the category's posts, newest first; an unknown category is "not found". */
export function NewsCategoryPage() {
  const slug = (useParams().category ?? "").toLowerCase();
  const [search] = useSearchParams();
  const page = pageIndexFrom(search);
  const posts = useCategoryPosts(slug, page);
  const { data: categories } = useCategories();
  const known = categories?.find((c) => c.slug === slug || c.name.toLowerCase() === slug);
  const name = capitalise(known?.name ?? slug.replace(/-/g, " "));

  if (isNotFound(posts.error))
    return <ResourceNotFound what="news category" browse={{ label: "All news", to: PATHS.news }} />;
  return (
    <>
      <PageHead head={newsCategoryHead(known?.slug ?? slug)} />
      <FeedLink href={categoryFeedPath(known?.slug ?? slug)} title={`${name} news`} />
      <PageHeader
        title={`${name} News`}
        subtitle={posts.data ? countOf(posts.data.totalElements, ARTICLE) : "\u00a0"}
        trail={[{ label: "News", to: PATHS.news }, { label: name }]}
      />
      <div className="container page-body">
        <PagedPosts
          headingLevel={2}
          query={posts}
          page={page}
          label={`${name} news`}
          emptyText={`No ${name} news yet.`}
        />
      </div>
    </>
  );
}
