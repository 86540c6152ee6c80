import type { EnquiryStatus } from "@lwl/contracts/enquiries";
import { ENQUIRY_STATUS_LABEL } from "@lwl/contracts/enquiry-texts";
import { Badge } from "../../../components/ui/badge.tsx";

const TONE = { NEW: "orange", REPLIED: "green", CLOSED: "blue" } as const;

/** An enquiry's state in words: New, Replied, Closed. */
export function EnquiryStatusBadge({ status }: { status: EnquiryStatus }) {
  return <Badge tone={TONE[status]}>{ENQUIRY_STATUS_LABEL[status]}</Badge>;
}
