import { ENQUIRY_STATUSES, type EnquiryStatus } from "@lwl/contracts/enquiries";
import { ENQUIRY_STATUS_LABEL } from "@lwl/contracts/enquiry-texts";
import { canManageListings } from "@lwl/contracts/roles";
import { useId, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Panel } from "../../components/ui/panel.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { ENQUIRY_INBOX_ID } from "../../lib/paths.ts";
import { requestErrorMessage } from "../../lib/request-errors.ts";
import { useSession } from "../../lib/session/use-session.ts";
import { useInbox } from "./api/get-inbox.ts";
import { useHandleEnquiry } from "./api/handle-enquiry.ts";
import styles from "./components/enquiries.module.css";
import { InboxItem } from "./components/inbox-item.tsx";
import { Pager } from "./components/pager.tsx";

function InboxList({ userId }: { userId: string }) {
  const filterId = useId();
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState<EnquiryStatus | null>(null);
  const inbox = useInbox(userId, page, status);
  const handlers = useHandleEnquiry(userId);
  return (
    <>
      <div className={styles.toolbar}>
        <div className={styles.filter}>
          <label htmlFor={filterId}>Show</label>
          <select
            id={filterId}
            value={status ?? ""}
            onChange={(event) => {
              setStatus(event.target.value === "" ? null : (event.target.value as EnquiryStatus));
              setPage(0);
            }}
          >
            <option value="">All enquiries</option>
            {ENQUIRY_STATUSES.map((value) => (
              <option key={value} value={value}>
                {ENQUIRY_STATUS_LABEL[value]}
              </option>
            ))}
          </select>
        </div>
        {inbox.data ? (
          <p className={styles.muted} role="status">
            {inbox.data.unread === 1 ? "1 unread enquiry" : `${inbox.data.unread} unread enquiries`}
          </p>
        ) : null}
      </div>
      {inbox.isPending ? (
        <Spinner size="small" label="Loading your enquiries…" />
      ) : inbox.isError ? (
        <div role="alert">
          <p>{requestErrorMessage(inbox.error, "Your enquiries could not be loaded.")}</p>
          <Button size="small" onClick={() => void inbox.refetch()}>
            Try again
          </Button>
        </div>
      ) : inbox.data.content.length === 0 ? (
        <p className={styles.muted}>
          {status === null
            ? "No enquiries yet. When someone asks about one of your listings, it shows here and in your e-mail."
            : `No ${ENQUIRY_STATUS_LABEL[status].toLowerCase()} enquiries.`}
        </p>
      ) : (
        <>
          <ul className={styles.list}>
            {inbox.data.content.map((enquiry) => (
              <InboxItem key={enquiry.id} enquiry={enquiry} handlers={handlers} />
            ))}
          </ul>
          <Pager page={page} totalPages={inbox.data.totalPages} onPage={setPage} />
        </>
      )}
    </>
  );
}

/**
 * The owner's inbox of enquiries on their profile (issue 27 item 4): the enquiries to their listings,
 * newest first, to open, answer by e-mail and close. Administrators' holds those to listings nobody owns.
 */
export function EnquiryInbox() {
  const { user } = useSession();
  if (!user || !canManageListings(user.role)) return null;
  return (
    <div id={ENQUIRY_INBOX_ID} className={styles.section}>
      <Panel title="Enquiries">
        <InboxList userId={user.userId} />
      </Panel>
    </div>
  );
}
