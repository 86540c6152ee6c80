import {
  type OwnerPost,
  type PostCreate,
  type PostUpdate,
  postCreateSchema,
  postUpdateSchema,
} from "@lwl/contracts/post-writes";
import { ownerPaths } from "../../lib/owner-paths.ts";
import { newsArticlePath, PAGE_BUILT } from "../../lib/paths.ts";
import { ownerPostsApi } from "./api/owner-posts.ts";
import {
  emptyPostValues,
  POST_LABELS,
  PostFields,
  type PostFormValues,
  postBody,
  postValues,
} from "./components/post-fields.tsx";
import { contentFormPages } from "./content-form-pages.tsx";
import type { ContentKind } from "./content-kind.ts";
import { addedToListing } from "./listing-content.ts";

const postKind: ContentKind<OwnerPost, PostFormValues, PostCreate | PostUpdate> = {
  noun: "post",
  ...addedToListing({
    api: ownerPostsApi,
    newItemLabel: "Write a post",
    documentTitle: (listingName) => `Write a post for ${listingName}`,
    emptyValues: emptyPostValues,
    toBody: postBody,
    contracts: { create: postCreateSchema, update: postUpdateSchema },
  }),
  nameOf: (post) => post.title,
  // The news pages are routed only once built (PAGE_BUILT).
  viewPath: (post) => (PAGE_BUILT.news ? newsArticlePath(post) : null),
  editPath: ownerPaths.editPost,
  valuesOf: postValues,
  labels: POST_LABELS,
  Fields: PostFields,
};

/**
 * /create-post/{listingId} (the listing's author or an administrator, while the listing takes new content)
 * and /edit-post/{id} (the author of the post's listing or an administrator; a post for no listing: its author).
 */
export const { CreatePage: CreatePostPage, EditPage: EditPostPage } = contentFormPages(postKind);
