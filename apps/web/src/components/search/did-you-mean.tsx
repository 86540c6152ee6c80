import { Link, useLocation, useSearchParams } from "react-router";
import { browseHref } from "../../lib/browse-search.ts";
import styles from "./search-browse.module.css";

/** "Did you mean ...?" when a search found nothing but the server knows a close spelling that would. */
export function DidYouMean({ suggestion }: { suggestion: string | null | undefined }) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  if (!suggestion) return null;
  return (
    <p className={styles.didYouMean} role="status">
      Did you mean <Link to={browseHref(pathname, params, { q: suggestion })}>{suggestion}</Link>?
    </p>
  );
}
