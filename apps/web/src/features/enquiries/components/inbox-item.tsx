import type { InboxEnquiry } from "@lwl/contracts/enquiries";
import { ENQUIRY_ASKER_LABEL } from "@lwl/contracts/enquiry-texts";
import { useId, useState } from "react";
import { Link } from "react-router";
import { toast } from "react-toastify";
import { Button } from "../../../components/ui/button.tsx";
import { formatShortDate } from "../../../lib/format.ts";
import { listingPath } from "../../../lib/paths.ts";
import { requestErrorMessage } from "../../../lib/request-errors.ts";
import type { useHandleEnquiry } from "../api/handle-enquiry.ts";
import styles from "./enquiries.module.css";
import { EnquiryStatusBadge } from "./enquiry-status.tsx";
import { ReplyForm } from "./reply-form.tsx";

type Handlers = ReturnType<typeof useHandleEnquiry>;

/**
 * One enquiry in the owner's inbox: who and about which listing at a glance; "Open" shows the contact
 * details, the message and the replies, marks it read, and offers the reply and closing it.
 */
export function InboxItem({ enquiry, handlers }: { enquiry: InboxEnquiry; handlers: Handlers }) {
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  const toggle = () => {
    const opening = !open;
    setOpen(opening);
    if (opening && !enquiry.read) {
      handlers.open.mutate(enquiry.id, {
        onError: (error) => toast.error(requestErrorMessage(error, "We could not mark the enquiry as read.")),
      });
    }
  };
  const close = () =>
    handlers.close.mutate(enquiry.id, {
      onError: (error) => toast.error(requestErrorMessage(error, "We could not close the enquiry.")),
    });
  return (
    <li className={`${styles.item} ${enquiry.read ? "" : styles.unread}`}>
      <div className={styles.itemHead}>
        <h3 className={styles.itemName}>{enquiry.name}</h3>
        <EnquiryStatusBadge status={enquiry.status} />
        {enquiry.read ? null : <span className={styles.muted}>Unread</span>}
      </div>
      <p className={styles.muted}>
        {ENQUIRY_ASKER_LABEL[enquiry.asker]}
        {enquiry.interest ? `, ${enquiry.interest}` : ""} · about{" "}
        <Link to={listingPath(enquiry.listing)}>{enquiry.listing.name}</Link> · {formatShortDate(enquiry.createdAt)}
      </p>
      <div className={styles.actions}>
        <Button
          variant="outline"
          size="small"
          aria-expanded={open}
          aria-controls={detailsId}
          aria-label={`${open ? "Hide" : "Open"} the enquiry from ${enquiry.name}`}
          onClick={toggle}
        >
          {open ? "Hide" : "Open"}
        </Button>
      </div>
      {open ? (
        <div id={detailsId} className={styles.details}>
          <dl className={styles.contact}>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>
            </dd>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${enquiry.phone.replace(/[^\d+]/g, "")}`}>{enquiry.phone}</a>
            </dd>
          </dl>
          <p className={styles.message}>{enquiry.message}</p>
          {enquiry.replies.length > 0 ? (
            <ul className={styles.replies} aria-label="Your replies">
              {enquiry.replies.map((reply) => (
                <li key={reply.id}>
                  <p className={styles.muted}>You replied on {formatShortDate(reply.createdAt)}</p>
                  <p className={styles.message}>{reply.body}</p>
                </li>
              ))}
            </ul>
          ) : null}
          {enquiry.status === "CLOSED" ? (
            <p className={styles.muted}>This enquiry is closed.</p>
          ) : (
            <>
              <ReplyForm onSend={(reply) => handlers.reply.mutateAsync({ id: enquiry.id, reply })} />
              <div className={styles.actions}>
                <Button variant="outline" size="small" onClick={close} disabled={handlers.close.isPending}>
                  Close enquiry
                </Button>
              </div>
            </>
          )}
        </div>
      ) : null}
    </li>
  );
}
