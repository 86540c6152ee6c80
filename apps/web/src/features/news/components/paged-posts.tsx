import type { BlogSummary } from "@lwl/contracts/blogs";
import type { Page } from "@lwl/contracts/paging";
import type { UseQueryResult } from "@tanstack/react-query";
import { useLocation, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { Pagination } from "../../../components/ui/pagination.tsx";
import { pageHref } from "../../../lib/paths.ts";
import { PostGrid, PostGridSkeleton } from "./post-card.tsx";

/** A page of posts with real page links (?page=2), its loading boxes, its empty and failed states. */
export function PagedPosts({
  query,
  page,
  label,
  emptyText,
  headingLevel = 3,
}: {
  query: UseQueryResult<Page<BlogSummary>>;
  page: number;
  label: string;
  emptyText: string;
  headingLevel?: 2 | 3;
}) {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const { data, status, refetch } = query;
  if (status === "pending") return <PostGridSkeleton />;
  if (status === "error") {
    return (
      <EmptyState
        role="alert"
        title="We could not load these articles"
        text="Please check your connection and try again."
        action={<Button onClick={() => void refetch()}>Try again</Button>}
      />
    );
  }
  if (data.content.length === 0) return <EmptyState title={emptyText} />;
  return (
    <>
      <PostGrid posts={data.content} label={label} headingLevel={headingLevel} />
      <Pagination
        page={page}
        totalPages={data.totalPages}
        totalElements={data.totalElements}
        pageSize={data.size}
        hrefFor={(index) => pageHref(pathname, search, index)}
        noun="articles"
      />
    </>
  );
}
