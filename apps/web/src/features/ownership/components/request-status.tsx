import type { RequestStatus } from "@lwl/contracts/status";
import styles from "./ownership.module.css";

export const STATUS_LABEL: Record<RequestStatus, string> = {
  PENDING: "Pending review",
  APPROVED: "Approved",
  REJECTED: "Rejected",
  CANCELLED: "Cancelled",
};

/** A request's or claim's status as a coloured label. */
export function RequestStatusLabel({ status }: { status: RequestStatus }) {
  return <span className={`${styles.status} ${styles[status]}`}>{STATUS_LABEL[status]}</span>;
}
