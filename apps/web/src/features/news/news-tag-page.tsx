import { newsTagHead } from "@lwl/contracts/page-head-kinds";
import { useParams, useSearchParams } from "react-router";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { PageHead } from "../../lib/page-head.tsx";
import { PATHS, pageIndexFrom } from "../../lib/paths.ts";
import { countOf } from "../../lib/plural.ts";
import { useTagPosts } from "./api/news-queries.ts";
import { ARTICLE } from "./components/news-text.ts";
import { PagedPosts } from "./components/paged-posts.tsx";

/** /news-tag/{tag}: posts with one tag, newest first. */
export function NewsTagPage() {
  const tag = (useParams().tag ?? "").toLowerCase();
  const [search] = useSearchParams();
  const page = pageIndexFrom(search);
  const posts = useTagPosts(tag, page);
  const title = `News tagged “${tag}”`;
  return (
    <>
      <PageHead head={newsTagHead(tag)} />
      <PageHeader
        title={title}
        subtitle={posts.data ? countOf(posts.data.totalElements, ARTICLE) : "\u00a0"}
        trail={[{ label: "News", to: PATHS.news }, { label: `#${tag}` }]}
      />
      <div className="container page-body">
        <PagedPosts
          headingLevel={2}
          query={posts}
          page={page}
          label={title}
          emptyText={`No articles are tagged “${tag}”.`}
        />
      </div>
    </>
  );
}
