import { compareHead } from "@lwl/contracts/page-head-kinds";
import { COMPARE_MAX_LISTINGS, COMPARE_MIN_LISTINGS } from "@lwl/contracts/shortlist-rules";
import { useSearchParams } from "react-router";
import { ButtonLink } from "../../components/ui/button.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { HttpError } from "../../lib/http.ts";
import { LISTING_TYPE_PLURAL } from "../../lib/listing-types.ts";
import { PageHead } from "../../lib/page-head.tsx";
import { PATHS } from "../../lib/paths.ts";
import { useComparison } from "./api/get-comparison.ts";
import styles from "./components/compare.module.css";
import { CompareTable } from "./components/compare-table.tsx";

const PICK_SOME = `Pick ${COMPARE_MIN_LISTINGS} to ${COMPARE_MAX_LISTINGS} colleges, schools or tutors of one kind on your shortlist to compare them here.`;

/** The comparison of the listings the address names, as the page asked for it; the server checks the ids and says what is wrong. */
function Comparison({ comparison }: { comparison: ReturnType<typeof useComparison> }) {
  if (comparison.isPending) return <Spinner label="Loading the comparison…" />;
  if (comparison.isError) {
    const error = comparison.error;
    const message =
      error instanceof HttpError && error.status === 400 && error.body?.message
        ? error.body.message
        : "The comparison could not be loaded. Please try again.";
    return (
      <EmptyState
        role="alert"
        title="These listings cannot be compared"
        text={message}
        action={<ButtonLink to={PATHS.shortlist}>Go to your shortlist</ButtonLink>}
      />
    );
  }
  const { data } = comparison;
  return (
    <>
      <p className={styles.lead}>
        {data.listings.length} {LISTING_TYPE_PLURAL[data.type].toLowerCase()} side by side. The best value is marked
        where it is clear; rows where they differ are highlighted.
      </p>
      <CompareTable comparison={data} />
    </>
  );
}

/** /compare?ids=12,15,31 (issue 27 item 3): a shareable side-by-side comparison. */
export function ComparePage() {
  const [params] = useSearchParams();
  const ids = params.get("ids")?.trim() ?? "";
  const comparison = useComparison(ids);
  const names = comparison.data?.listings.map((listing) => listing.name) ?? null;
  return (
    <>
      <PageHead head={compareHead(ids, names)} />
      <PageHeader title="Compare" trail={[{ label: "Shortlist", to: PATHS.shortlist }, { label: "Compare" }]} />
      <div className={`container ${styles.page}`}>
        {ids ? (
          <Comparison comparison={comparison} />
        ) : (
          <EmptyState
            title="Nothing to compare yet"
            text={PICK_SOME}
            action={<ButtonLink to={PATHS.shortlist}>Go to your shortlist</ButtonLink>}
          />
        )}
      </div>
    </>
  );
}
