import type { Page } from "@lwl/contracts/paging";
import type { ReactNode } from "react";
import { countOf, type Noun, nounFor } from "../../lib/plural.ts";
import { Button, ButtonLink } from "./button.tsx";
import { CardGrid } from "./card-grid.tsx";
import { EmptyState } from "./empty-state.tsx";
import styles from "./paged-grid.module.css";
import { Pagination } from "./pagination.tsx";
import { Spinner } from "./spinner.tsx";

const PAGE = { one: "page", other: "pages" };

interface PagedGridProps<Item> {
  result: Page<Item> | undefined;
  status: "pending" | "error" | "success";
  /** True while an older page stays on screen and the asked-for page loads. */
  showingPrevious: boolean;
  onRetry: () => void;
  renderItem: (item: Item, position: number) => ReactNode;
  /** What is counted, both forms: `{ one: "event", other: "events" }` ("1 event", "2 events"). */
  noun: Noun;
  emptyTitle: string;
  emptyText?: string;
  hrefFor: (pageIndex: number) => string;
}

/** A browse page's body: loading, failure, empty, past-the-end, or a card grid with page links. */
export function PagedGrid<Item>(props: PagedGridProps<Item>) {
  const { result, status, showingPrevious, onRetry, renderItem, hrefFor } = props;
  const noun = props.noun.other;

  if (status === "pending") return <Spinner label={`Loading ${noun}…`} />;
  if (status === "error" || !result) {
    return (
      <EmptyState
        role="alert"
        title={`We could not load the ${noun}`}
        text="Please check your connection and try again."
        action={
          <Button variant="outline" size="small" onClick={onRetry}>
            Try again
          </Button>
        }
      />
    );
  }
  if (result.totalElements === 0) return <EmptyState title={props.emptyTitle} text={props.emptyText} />;
  if (result.content.length === 0) {
    return (
      <EmptyState
        title="This page is past the end of the list"
        text={`There ${nounFor(result.totalElements, { one: "is", other: "are" })} ${countOf(result.totalElements, props.noun)} on ${countOf(result.totalPages, PAGE)}.`}
        action={
          <ButtonLink to={hrefFor(0)} variant="outline" size="small">
            Go to the first page
          </ButtonLink>
        }
      />
    );
  }
  return (
    <div
      className={showingPrevious ? `${styles.results} ${styles.stale}` : styles.results}
      aria-busy={showingPrevious}
      data-compact-cards=""
    >
      {/* The count heads the results, so the cards' titles sit one level under it. */}
      <h2 className={styles.count}>
        {countOf(result.totalElements, props.noun)}
        {result.totalPages > 1 ? ` · page ${result.number + 1} of ${result.totalPages}` : ""}
      </h2>
      <CardGrid label={noun}>{result.content.map((item, position) => renderItem(item, position))}</CardGrid>
      <Pagination
        page={result.number}
        totalPages={result.totalPages}
        totalElements={result.totalElements}
        pageSize={result.size}
        hrefFor={hrefFor}
        noun={noun}
      />
    </div>
  );
}
