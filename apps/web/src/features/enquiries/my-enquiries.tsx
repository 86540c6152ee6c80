import type { MyEnquiry } from "@lwl/contracts/enquiries";
import { ENQUIRY_ASKER_LABEL } from "@lwl/contracts/enquiry-texts";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "react-toastify";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { Panel } from "../../components/ui/panel.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { formatShortDate } from "../../lib/format.ts";
import { listingPath } from "../../lib/paths.ts";
import { requestErrorMessage } from "../../lib/request-errors.ts";
import { useSession } from "../../lib/session/use-session.ts";
import { useDeleteMyEnquiry, useMyEnquiries } from "./api/my-enquiries.ts";
import styles from "./components/enquiries.module.css";
import { EnquiryStatusBadge } from "./components/enquiry-status.tsx";
import { Pager } from "./components/pager.tsx";

function MyEnquiryItem({ enquiry, onDelete }: { enquiry: MyEnquiry; onDelete(): void }) {
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <h3 className={styles.itemName}>
          <Link to={listingPath(enquiry.listing)}>{enquiry.listing.name}</Link>
        </h3>
        <EnquiryStatusBadge status={enquiry.status} />
      </div>
      <p className={styles.muted}>
        Sent on {formatShortDate(enquiry.createdAt)} as {ENQUIRY_ASKER_LABEL[enquiry.asker].toLowerCase()}
        {enquiry.interest ? `, about ${enquiry.interest}` : ""}
      </p>
      <p className={styles.message}>{enquiry.message}</p>
      {enquiry.replies.length > 0 ? (
        <ul className={styles.replies} aria-label={`Answers from ${enquiry.listing.name}`}>
          {enquiry.replies.map((reply) => (
            <li key={reply.id}>
              <p className={styles.muted}>Answered on {formatShortDate(reply.createdAt)}</p>
              <p className={styles.message}>{reply.body}</p>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.actions}>
        <Button
          variant="outline"
          size="small"
          aria-label={`Delete your enquiry to ${enquiry.listing.name}`}
          onClick={onDelete}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}

function MyEnquiryList({ userId }: { userId: string }) {
  const [page, setPage] = useState(0);
  const [deleting, setDeleting] = useState<MyEnquiry | null>(null);
  const enquiries = useMyEnquiries(userId, page);
  const remove = useDeleteMyEnquiry();
  if (enquiries.isPending) return <Spinner size="small" label="Loading your enquiries…" />;
  if (enquiries.isError) {
    return (
      <div role="alert">
        <p>{requestErrorMessage(enquiries.error, "Your enquiries could not be loaded.")}</p>
        <Button size="small" onClick={() => void enquiries.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (enquiries.data.content.length === 0) {
    return <p className={styles.muted}>You have not sent any enquiries while signed in.</p>;
  }
  return (
    <>
      <ul className={styles.list}>
        {enquiries.data.content.map((enquiry) => (
          <MyEnquiryItem key={enquiry.id} enquiry={enquiry} onDelete={() => setDeleting(enquiry)} />
        ))}
      </ul>
      <Pager page={page} totalPages={enquiries.data.totalPages} onPage={setPage} />
      {deleting ? (
        <ConfirmDialog
          title={`Delete your enquiry to ${deleting.listing.name}?`}
          confirmLabel="Delete"
          busyLabel="Deleting…"
          onCancel={() => setDeleting(null)}
          onConfirm={async () => {
            try {
              await remove.mutateAsync(deleting.id);
              setDeleting(null);
              toast.success("Your enquiry was deleted.");
            } catch (error) {
              toast.error(requestErrorMessage(error, "We could not delete your enquiry."));
              throw error;
            }
          }}
        >
          It goes from your profile and from the listing's inbox. E-mails already sent stay where they are.
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/** The enquiries the signed-in user sent (issue 27 item 4), with the answers; each can be deleted. */
export function MyEnquiries() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Panel title="Your enquiries">
      <MyEnquiryList userId={user.userId} />
    </Panel>
  );
}
