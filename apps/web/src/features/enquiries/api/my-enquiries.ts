import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { MyEnquiryPage } from "@lwl/contracts/enquiries";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { withQuery } from "../../../lib/http.ts";
import { enquiriesKey } from "../../../lib/private-queries.ts";
import { authorizedJson } from "../../../lib/session/authorized-request.ts";
import { enquiryKeys } from "./enquiry-keys.ts";

export const MY_ENQUIRIES_PAGE_SIZE = 10;

/** GET /api/enquiries/mine: the enquiries the user sent while signed in, with the answers. */
export function getMyEnquiries(page: number, signal?: AbortSignal) {
  return authorizedJson<MyEnquiryPage>(
    withQuery(`${SERVICE_BASE.listings}/enquiries/mine`, { page, size: MY_ENQUIRIES_PAGE_SIZE }),
    { signal },
  );
}

export function useMyEnquiries(userId: string, page: number) {
  return useQuery({
    queryKey: enquiryKeys.mine(userId, page),
    queryFn: ({ signal }) => getMyEnquiries(page, signal),
    placeholderData: keepPreviousData,
  });
}

/** DELETE /api/enquiries/mine/{id}: gone for the listing's owner too. */
export function deleteMyEnquiry(id: number) {
  return authorizedJson<null>(`${SERVICE_BASE.listings}/enquiries/mine/${id}`, { method: "DELETE" });
}

export function useDeleteMyEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMyEnquiry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: enquiriesKey }),
  });
}
