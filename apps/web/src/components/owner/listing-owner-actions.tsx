import { ownerPaths } from "../../lib/owner-paths.ts";
import { acceptsNewContent, mayManage } from "../../lib/ownership.ts";
import { useSession } from "../../lib/session/use-session.ts";
import { ButtonLink } from "../ui/button.tsx";
import { Panel } from "../ui/panel.tsx";
import styles from "./listing-owner-actions.module.css";

interface ListingOwnerActionsProps {
  listing: { id: number; name: string; authorId: string | null; status: string };
}

/**
 * On a listing's page, for its author and administrators only: edit it, add an event, write a post
 * (the last two once it is published, docs/product.md section 4). Visitors see nothing.
 */
export function ListingOwnerActions({ listing }: ListingOwnerActionsProps) {
  const { user } = useSession();
  if (!mayManage(user, listing.authorId)) return null;
  const open = acceptsNewContent(listing);
  return (
    <Panel title="Manage this listing">
      <div className={styles.actions}>
        <ButtonLink to={ownerPaths.editListing(listing.id)} size="small">
          Edit listing
        </ButtonLink>
        {open ? (
          <>
            <ButtonLink to={ownerPaths.createEvent(listing.id)} variant="outline" size="small">
              Add event
            </ButtonLink>
            <ButtonLink to={ownerPaths.createPost(listing.id)} variant="outline" size="small">
              Write a post
            </ButtonLink>
          </>
        ) : null}
      </div>
    </Panel>
  );
}
