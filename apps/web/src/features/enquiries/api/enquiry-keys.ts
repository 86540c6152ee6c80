import type { EnquiryStatus } from "@lwl/contracts/enquiries";
import { enquiriesKey } from "../../../lib/private-queries.ts";

/** The signed-in user's enquiries in the query cache: all under lib/private-queries.ts `enquiriesKey`. */
export const enquiryKeys = {
  inbox: (userId: string) => [...enquiriesKey, "inbox", userId] as const,
  inboxPage: (userId: string, page: number, status: EnquiryStatus | null) =>
    [...enquiryKeys.inbox(userId), "page", page, status] as const,
  unread: (userId: string) => [...enquiryKeys.inbox(userId), "unread"] as const,
  mine: (userId: string, page: number) => [...enquiriesKey, "mine", userId, page] as const,
};
