import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { countOf, type Noun } from "../../../lib/plural.ts";
import styles from "../admin.module.css";
import type { PagedList } from "../hooks/use-paged-list.ts";
import { PAGE_SIZES } from "../model/paging.ts";

/**
 * Paging controls of docs/product.md section 4: Previous only when there is a previous page, Next only
 * when there is a next one, "Go to page" within 1..totalPages (0..totalPages-1 inside), and a page
 * size that starts again at the first page. `noun` in both forms: "Page 1 of 1 · 1 account", "… · 2 accounts".
 */
export function Pager({ list, noun }: { list: PagedList<unknown>; noun: Noun }) {
  const { pagination, loading } = list;
  const sizeId = useId();
  const goId = useId();
  const [target, setTarget] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const goTo = (event: FormEvent) => {
    event.preventDefault();
    const page = Number(target) - 1;
    if (list.goTo(page)) {
      setProblem(null);
      setTarget("");
    } else {
      setProblem(`Choose a page from 1 to ${Math.max(1, pagination.totalPages)}.`);
    }
  };

  return (
    <nav className={styles.pager} aria-label={`Pages of ${noun.other}`}>
      <p className={styles.pagerStatus} aria-live="polite">
        {loading
          ? "Loading…"
          : pagination.totalPages === 0
            ? `No ${noun.other}`
            : `Page ${pagination.page + 1} of ${pagination.totalPages} · ${countOf(pagination.totalElements, noun)}`}
      </p>
      <div className={styles.pagerControls}>
        {pagination.hasPrevious ? (
          <Button variant="outline" size="small" onClick={() => list.previous()} disabled={loading}>
            ‹ Previous
          </Button>
        ) : null}
        {pagination.hasNext ? (
          <Button variant="outline" size="small" onClick={() => list.next()} disabled={loading}>
            Next ›
          </Button>
        ) : null}
        {pagination.totalPages > 1 ? (
          <form className={styles.pagerGo} onSubmit={goTo} noValidate>
            <label htmlFor={goId}>Go to page</label>
            <input
              id={goId}
              className={styles.smallInput}
              type="number"
              inputMode="numeric"
              min={1}
              max={pagination.totalPages}
              value={target}
              onChange={(event) => setTarget(event.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${goId}-problem` : undefined}
            />
            <Button type="submit" variant="outline" size="small">
              Go
            </Button>
            {problem ? (
              <span id={`${goId}-problem`} className={styles.inlineError} role="alert">
                {problem}
              </span>
            ) : null}
          </form>
        ) : null}
        <label htmlFor={sizeId} className={styles.pagerSize}>
          Per page
          <select
            id={sizeId}
            className={styles.smallInput}
            value={pagination.size}
            onChange={(event) => list.setSize(Number(event.target.value))}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      </div>
    </nav>
  );
}
