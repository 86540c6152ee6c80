import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { EnquiryReceipt, EnquiryWrite } from "@lwl/contracts/enquiries";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { requestJson } from "../../../lib/http.ts";
import { enquiriesKey } from "../../../lib/private-queries.ts";
import { authorizedJson } from "../../../lib/session/authorized-request.ts";

/**
 * POST /api/listings/{id}/enquiries: anyone may send one; signed in, it goes with the token so that it
 * shows among the sender's enquiries on their profile.
 */
export function sendEnquiry(listingId: number, enquiry: EnquiryWrite, signedIn: boolean) {
  const path = `${SERVICE_BASE.listings}/listings/${listingId}/enquiries`;
  const options = { method: "POST" as const, body: enquiry };
  return signedIn ? authorizedJson<EnquiryReceipt>(path, options) : requestJson<EnquiryReceipt>(path, options);
}

/** The sender's own enquiries are asked again, so the profile lists the new one. */
export function useSendEnquiry(listingId: number, signedIn: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enquiry: EnquiryWrite) => sendEnquiry(listingId, enquiry, signedIn),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: enquiriesKey }),
  });
}
