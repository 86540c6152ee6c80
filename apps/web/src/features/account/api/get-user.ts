import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { UserProfile } from "@lwl/contracts/users";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { authorizedJson } from "../../../lib/session/authorized-request.ts";
import { userKey } from "./user-cache.ts";

/** GET /api/users/{userId}: one's own profile (or anyone's, for an administrator). */
export function getUser(userId: string, signal?: AbortSignal): Promise<UserProfile> {
  return authorizedJson<UserProfile>(`${SERVICE_BASE.users}/${encodeURIComponent(userId)}`, { signal });
}

export function userQuery(userId: string) {
  return queryOptions({
    queryKey: userKey(userId),
    queryFn: ({ signal }) => getUser(userId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export function useUser(userId: string) {
  return useQuery(userQuery(userId));
}
