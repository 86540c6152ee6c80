import { pageTitleOf } from "@lwl/contracts/page-title";
import { useHeadDrawnByApp, useServerHeadHandOff } from "../../lib/server-head.ts";

/**
 * Sets the browser tab title of a page the server writes no head for (sign-in, profile, editors);
 * React 19 hoists <title> into the document head. Public pages use PageHead (lib/page-head.tsx).
 */
export function PageTitle({ title }: { title?: string }) {
  const drawn = useHeadDrawnByApp();
  useServerHeadHandOff(drawn);
  return drawn ? <title>{pageTitleOf(title)}</title> : null;
}
