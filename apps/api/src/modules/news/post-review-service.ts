/**
 * What the admin queue (modules/admin/approvals-service.ts) needs of posts: the versions it shows and
 * the three outcomes of a decision. Called inside the decision's transaction.
 */
import { type PostVersion, postVersionSchema } from "@lwl/contracts/post-writes";
import type { ReviewSubject } from "../moderation/service.ts";
import { postValuesOf, versionOfPost } from "./post-versions.ts";
import * as writes from "./post-write-queries.ts";
import type { NewsDeps } from "./service.ts";

type ReviewDeps = Pick<NewsDeps, "db">;

export async function postReviewSubjects(
  deps: ReviewDeps,
  ids: number[],
): Promise<Map<number, ReviewSubject<PostVersion>>> {
  const rows = await writes.findPostsWithListingByIds(deps.db, ids);
  return new Map(
    rows.map(({ post, listing }) => [
      post.id,
      {
        version: versionOfPost(post),
        status: post.status,
        title: post.title,
        listingId: listing?.id ?? null,
        listingName: listing?.name ?? null,
      },
    ]),
  );
}

export async function publishPost(deps: ReviewDeps, id: number): Promise<void> {
  await writes.updatePostRow(deps.db, id, { status: "PUBLISHED", publishedTime: writes.firstPublished });
}

/** Approving an update: exactly the proposed fields are written to the live row (checked again on the way). */
export async function applyPostChanges(deps: ReviewDeps, id: number, changes: Record<string, unknown>): Promise<void> {
  const fields = postVersionSchema.partial().parse(changes);
  await writes.updatePostRow(deps.db, id, postValuesOf(fields));
}

export async function rejectPost(deps: ReviewDeps, id: number): Promise<void> {
  await writes.updatePostRow(deps.db, id, { status: "REJECTED" });
}
