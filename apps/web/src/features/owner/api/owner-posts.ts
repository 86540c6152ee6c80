import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { OwnerPost, OwnerPostSummary, PostCreate, PostUpdate } from "@lwl/contracts/post-writes";
import { ownerContentApi, useOwnerList } from "./owner-content.ts";
import { ownerKeys } from "./owner-keys.ts";

const base = SERVICE_BASE.news;

/**
 * GET /api/blogs/{id}/manage, and POST /api/blogs (the body names its listing) or PUT /api/blogs/{id}. A save
 * refreshes the owner's views only: the news pages keep their own cache keys (features/news/api).
 */
export const ownerPostsApi = ownerContentApi<OwnerPost, PostCreate | PostUpdate>({ base, key: ownerKeys.post });

/** GET /api/blogs/author/{id}: the author's posts in every status, newest change first. */
export function useAuthorPosts(authorId: string) {
  return useOwnerList<OwnerPostSummary>(ownerKeys.postsOf(authorId), `${base}/author/${encodeURIComponent(authorId)}`);
}
