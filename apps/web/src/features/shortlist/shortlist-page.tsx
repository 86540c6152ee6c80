import { LISTING_TYPES } from "@lwl/contracts/listings";
import { shortlistHead } from "@lwl/contracts/page-head-kinds";
import { ButtonLink } from "../../components/ui/button.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { PageHead } from "../../lib/page-head.tsx";
import { PATHS } from "../../lib/paths.ts";
import { useSession } from "../../lib/session/use-session.ts";
import { useShortlist } from "../../lib/shortlist/use-shortlist.ts";
import styles from "./components/shortlist.module.css";
import { ShortlistGroup } from "./components/shortlist-group.tsx";

/**
 * /shortlist (issue 27 item 2): the saved listings grouped by type, each with a note and a remove
 * button, and the way to compare two to four of one type side by side.
 */
export function ShortlistPage() {
  const shortlist = useShortlist();
  const { status } = useSession();
  const groups = LISTING_TYPES.map((type) => ({
    type,
    items: shortlist.items.filter((item) => item.listing.type === type),
  })).filter((group) => group.items.length > 0);

  return (
    <>
      <PageHead head={shortlistHead()} />
      <PageHeader
        title="Your shortlist"
        subtitle={
          status === "signed-in"
            ? "Saved to your account: it follows you on every device you sign in on."
            : "Saved in this browser. Sign in to keep it in your account and see it on other devices."
        }
        trail={[{ label: "Shortlist" }]}
      />
      <div className={`container ${styles.page}`}>
        {!shortlist.ready ? (
          <Spinner label="Loading your shortlist…" />
        ) : groups.length === 0 ? (
          <EmptyState
            title="Your shortlist is empty"
            text="Press the heart on any college, school or tutor to save it here, add notes, and compare them side by side."
            action={<ButtonLink to={PATHS.allListings}>Browse listings</ButtonLink>}
          />
        ) : (
          groups.map((group) => <ShortlistGroup key={group.type} type={group.type} items={group.items} />)
        )}
      </div>
    </>
  );
}
