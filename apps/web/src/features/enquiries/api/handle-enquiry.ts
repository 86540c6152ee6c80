import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { EnquiryReplyWrite, InboxEnquiry } from "@lwl/contracts/enquiries";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authorizedJson } from "../../../lib/session/authorized-request.ts";
import { enquiryKeys } from "./enquiry-keys.ts";

const inboxPath = (id: number) => `${SERVICE_BASE.listings}/enquiries/inbox/${id}`;

/** GET /api/enquiries/inbox/{id}: opening an enquiry marks it read. */
export function openEnquiry(id: number) {
  return authorizedJson<InboxEnquiry>(inboxPath(id));
}

/** POST /api/enquiries/inbox/{id}/replies: e-mailed to the enquirer; the enquiry becomes REPLIED. */
export function replyToEnquiry(id: number, reply: EnquiryReplyWrite) {
  return authorizedJson<InboxEnquiry>(`${inboxPath(id)}/replies`, { method: "POST", body: reply });
}

/** POST /api/enquiries/inbox/{id}/close. */
export function closeEnquiry(id: number) {
  return authorizedJson<InboxEnquiry>(`${inboxPath(id)}/close`, { method: "POST" });
}

/**
 * Opening, replying and closing: each answers the enquiry as it now is; the inbox pages and the
 * header's count are asked again.
 */
export function useHandleEnquiry(userId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: enquiryKeys.inbox(userId) });
  return {
    open: useMutation({ mutationFn: openEnquiry, onSuccess: refresh }),
    reply: useMutation({
      mutationFn: ({ id, reply }: { id: number; reply: EnquiryReplyWrite }) => replyToEnquiry(id, reply),
      onSuccess: refresh,
    }),
    close: useMutation({ mutationFn: closeEnquiry, onSuccess: refresh }),
  };
}
