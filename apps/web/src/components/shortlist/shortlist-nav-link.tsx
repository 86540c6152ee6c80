import { NavLink } from "react-router";
import { PATHS } from "../../lib/paths.ts";
import { useShortlist } from "../../lib/shortlist/use-shortlist.ts";
import { HeartIcon } from "../ui/icons.tsx";

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
      <HeartIcon />
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
