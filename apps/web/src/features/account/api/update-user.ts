import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { UpdateProfileRequest, UpdateProfileResponse, UserProfile } from "@lwl/contracts/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authorizedJson } from "../../../lib/session/authorized-request.ts";
import { userKey } from "./user-cache.ts";

/** PATCH /api/users/{userId}: pictureUrl, fullName, mobile; answers the updated fields. */
export function updateUser(userId: string, changes: UpdateProfileRequest): Promise<UpdateProfileResponse> {
  return authorizedJson<UpdateProfileResponse>(`${SERVICE_BASE.users}/${encodeURIComponent(userId)}`, {
    method: "PATCH",
    body: changes,
  });
}

/** docs/product.md section 4: the returned fields are merged into the cached user, so the page shows them without a reload. */
export function useUpdateUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateProfileRequest) => updateUser(userId, changes),
    onSuccess: ({ pictureUrl, fullName, mobile }) => {
      queryClient.setQueryData<UserProfile>(userKey(userId), (cached) =>
        cached ? { ...cached, pictureUrl, fullName, mobile } : cached,
      );
    },
  });
}
