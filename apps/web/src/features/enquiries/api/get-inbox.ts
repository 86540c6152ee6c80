import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { EnquiryStatus, InboxPage } from "@lwl/contracts/enquiries";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { withQuery } from "../../../lib/http.ts";
import { authorizedJson } from "../../../lib/session/authorized-request.ts";
import { enquiryKeys } from "./enquiry-keys.ts";

export const INBOX_PAGE_SIZE = 10;

/** GET /api/enquiries/inbox: enquiries to the owner's listings, newest first, with the unread count. */
export function getInbox(page: number, status: EnquiryStatus | null, signal?: AbortSignal) {
  return authorizedJson<InboxPage>(
    withQuery(`${SERVICE_BASE.listings}/enquiries/inbox`, { page, size: INBOX_PAGE_SIZE, status }),
    { signal },
  );
}

export function useInbox(userId: string, page: number, status: EnquiryStatus | null) {
  return useQuery({
    queryKey: enquiryKeys.inboxPage(userId, page, status),
    queryFn: ({ signal }) => getInbox(page, status, signal),
    placeholderData: keepPreviousData,
  });
}
