import { NEAR_ME_DEFAULT_RADIUS_KM, NEAR_ME_MAX_RADIUS_KM } from "@lwl/contracts/search";
import { useId } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { browseHref } from "../../../lib/browse-search.ts";
import styles from "./near-me-radius.module.css";

/**
 * The distances near me offers (issue 28), the last "any distance": the service's widest radius
 * (NEAR_ME_MAX_RADIUS_KM, half the Earth's circumference), so every result, nearest first.
 */
export const NEAR_ME_RADII_KM = [10, 25, 50, 100, 500, NEAR_ME_MAX_RADIUS_KM] as const;

const radiusLabel = (km: number) => (km === NEAR_ME_MAX_RADIUS_KM ? "any distance" : `${km} km`);

/** ?radius= of the address when it is one of the offered distances, else the service's default (25 km). */
export function nearMeRadius(params: URLSearchParams): number {
  const asked = Number(params.get("radius"));
  return NEAR_ME_RADII_KM.find((radius) => radius === asked) ?? NEAR_ME_DEFAULT_RADIUS_KM;
}

/** "18 within 25 km · 142 further away"; only the first half until the total is known. */
export function nearMeSummary(within: number, radiusKm: number, total: number | undefined): string {
  if (radiusKm === NEAR_ME_MAX_RADIUS_KM) return `All ${within}, nearest first`;
  const near = `${within} within ${radiusKm} km`;
  if (total === undefined) return near;
  const further = Math.max(total - within, 0);
  return `${near} · ${further === 0 ? "none" : further} further away`;
}

interface NearMeRadiusProps {
  /** How many the search found within the radius; undefined until the first answer. */
  within: number | undefined;
  /** How many it finds wherever they are; undefined while unknown. */
  total: number | undefined;
}

/**
 * Near me's radius, shown and changeable (issue 28: it used to be a hidden 25 km filter), and how many
 * results lie beyond it. The radius is a key of the address, so it is shared and reloaded with the page.
 */
export function NearMeRadius({ within, total }: NearMeRadiusProps) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const radius = nearMeRadius(params);
  return (
    <div className={styles.bar}>
      <div className={styles.field}>
        <label htmlFor={id}>Within</label>
        <select
          id={id}
          className={styles.select}
          value={radius}
          onChange={(event) =>
            void navigate(browseHref(pathname, params, { radius: event.target.value }), { preventScrollReset: true })
          }
        >
          {NEAR_ME_RADII_KM.map((km) => (
            <option key={km} value={km}>
              {radiusLabel(km)}
            </option>
          ))}
        </select>
        <span>of you</span>
      </div>
      {/* Said when it changes: a screen reader hears what a new distance found. */}
      <p className={styles.summary} role="status">
        {within === undefined ? "" : nearMeSummary(within, radius, total)}
      </p>
    </div>
  );
}
