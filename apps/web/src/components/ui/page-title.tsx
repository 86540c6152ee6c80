import { pageTitleOf } from "@lwl/contracts/page-title";
import { useServerHeadHandOff } from "../../lib/server-head.ts";

/**
 * Sets the browser tab title of a page the server writes no head for (sign-in, profile, editors);
 * React 19 hoists <title> into the document head. Public pages use PageHead (lib/page-head.tsx).
 */
export function PageTitle({ title }: { title?: string }) {
  useServerHeadHandOff();
  return <title>{pageTitleOf(title)}</title>;
}
