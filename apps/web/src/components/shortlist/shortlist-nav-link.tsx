import { NavLink } from "react-router";
import { PATHS } from "../../lib/paths.ts";
import { useShortlist } from "../../lib/shortlist/use-shortlist.ts";

interface ShortlistNavLinkProps {
  className?: string;
  labelClassName?: string;
}

/**
 * The header's way to the shortlist, with how many are saved. Being on every page, it is also what
 * merges a visitor's shortlist into their account right after they sign in (use-shortlist.ts).
 */
export function ShortlistNavLink({ className, labelClassName }: ShortlistNavLinkProps) {
  const { items } = useShortlist();
  return (
    <NavLink to={PATHS.shortlist} className={className}>
      <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2Z"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span className={labelClassName}>Shortlist</span>
      {items.length > 0 ? (
        <span>
          <span aria-hidden="true">{items.length}</span>
          <span className="visually-hidden">, {items.length} saved</span>
        </span>
      ) : null}
    </NavLink>
  );
}
