import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { UnreadCount } from "@lwl/contracts/enquiries";
import { useQuery } from "@tanstack/react-query";
import { authorizedJson } from "../../../lib/session/authorized-request.ts";
import { enquiryKeys } from "./enquiry-keys.ts";

/** How often the header asks again while an owner has the site open. */
const REFRESH_MS = 60_000;

/** GET /api/enquiries/inbox/unread: the header's count of enquiries the owner has not opened. */
export function getUnreadCount(signal?: AbortSignal) {
  return authorizedJson<UnreadCount>(`${SERVICE_BASE.listings}/enquiries/inbox/unread`, { signal });
}

export function useUnreadCount(userId: string) {
  return useQuery({
    queryKey: enquiryKeys.unread(userId),
    queryFn: ({ signal }) => getUnreadCount(signal),
    refetchInterval: REFRESH_MS,
    staleTime: 10_000,
  });
}
