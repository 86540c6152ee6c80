import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { Page } from "@lwl/contracts/paging";
import type { OwnerPost, OwnerPostSummary, PostCreate, PostUpdate } from "@lwl/contracts/post-writes";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authorizedJson } from "../../../lib/session/authorized-request.ts";
import { ownerKeys } from "./owner-keys.ts";
import { OWNER_LIST_SIZE } from "./owner-listings.ts";

const base = SERVICE_BASE.news;

/** GET /api/blogs/{id}/manage with the owner's token: the post in any status, with its moderation state. */
export function ownerPostQuery(id: number) {
  return queryOptions({
    queryKey: ownerKeys.post(id),
    queryFn: ({ signal }) => authorizedJson<OwnerPost>(`${base}/${id}/manage`, { signal }),
  });
}

export function useOwnerPost(id: number | null) {
  return useQuery({ ...ownerPostQuery(id ?? 0), enabled: id !== null, retry: false });
}

/** GET /api/blogs/author/{id}: the author's posts in every status, newest change first. */
export function useAuthorPosts(authorId: string) {
  return useQuery({
    queryKey: ownerKeys.postsOf(authorId),
    queryFn: ({ signal }) =>
      authorizedJson<Page<OwnerPostSummary>>(
        `${base}/author/${encodeURIComponent(authorId)}?page=0&size=${OWNER_LIST_SIZE}`,
        { signal },
      ),
  });
}

/** POST /api/blogs for a new post (the body names its listing), PUT /api/blogs/{id} for an edit. */
export function useSavePost(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: PostCreate | PostUpdate) =>
      id === null
        ? authorizedJson<OwnerPost>(base, { method: "POST", body: post })
        : authorizedJson<OwnerPost>(`${base}/${id}`, { method: "PUT", body: post }),
    onSuccess: (saved) => {
      queryClient.setQueryData(ownerKeys.post(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: ownerKeys.all });
    },
  });
}
