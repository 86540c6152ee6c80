import { MIN_RATING_CHOICES } from "@lwl/contracts/rating-score";
import { useId } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { FilterBox, filterChoiceClass } from "../../../components/search/filter-box.tsx";
import { StarRating } from "../../../components/ui/star-rating.tsx";
import { browseHref, browseMinRating, type MinRating } from "../../../lib/browse-search.ts";
import styles from "./rating-filter.module.css";

/**
 * "4 stars & up" on the listings' browse pages (issue 26): one choice at a time, kept in the address
 * (?minRating=4). The service compares the average the cards show (one decimal), so a card that reads
 * 4.0 is kept by "4 stars & up".
 */
export function RatingFilter() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const name = useId();
  const chosen = browseMinRating(params);
  const choose = (value: MinRating | null) =>
    void navigate(browseHref(pathname, params, { minRating: value === null ? null : String(value) }), {
      preventScrollReset: true,
    });
  const choices: (MinRating | null)[] = [null, ...MIN_RATING_CHOICES];
  return (
    <FilterBox title="Rating">
      {choices.map((value) => (
        // Re-made when the address changes, as the facets are: back and forward show what it says.
        <label key={`${value}:${chosen}`} className={filterChoiceClass}>
          <input type="radio" name={name} defaultChecked={chosen === value} onChange={() => choose(value)} />
          {value === null ? (
            <span>Any rating</span>
          ) : (
            <>
              <span aria-hidden="true" className={styles.stars}>
                <StarRating value={value} size="small" />
              </span>
              <span>{value} stars &amp; up</span>
            </>
          )}
        </label>
      ))}
    </FilterBox>
  );
}
