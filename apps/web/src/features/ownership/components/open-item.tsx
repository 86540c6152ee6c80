import type { RequestStatus } from "@lwl/contracts/status";
import type { ReactNode } from "react";
import { formatShortDate } from "../../../lib/format.ts";
import styles from "./ownership.module.css";
import { RequestStatusLabel } from "./request-status.tsx";

interface OpenItemProps {
  /** What was asked for: the organisation's name, or the claimed listing's. */
  name: string;
  status: RequestStatus;
  sentAt: string;
  /** What happens next and what the user can do. */
  text: string;
  actions: ReactNode;
}

/**
 * In place of a request or claim form, when the user already has one open (issue 28.7): it, with its
 * status and where to follow it, rather than a form the server would refuse once filled in.
 */
export function OpenItem({ name, status, sentAt, text, actions }: OpenItemProps) {
  return (
    <section className={styles.item} aria-label={`Waiting for review: ${name}`}>
      <div className={styles.itemHead}>
        <h2 className={styles.itemTitle}>{name}</h2>
        <RequestStatusLabel status={status} />
      </div>
      <p className={styles.meta}>Sent {formatShortDate(sentAt)}</p>
      <p className={styles.openText}>{text}</p>
      <div className={styles.actions}>{actions}</div>
    </section>
  );
}
