import type { OwnerListing } from "@lwl/contracts/listing-writes";
import type { OwnerPost } from "@lwl/contracts/post-writes";
import { useState } from "react";
import { useLocation, useParams } from "react-router";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { ownerPaths } from "../../lib/owner-paths.ts";
import { listingPath, newsArticlePath, PAGE_BUILT, PATHS, parseId } from "../../lib/paths.ts";
import { useOwnerPost } from "./api/owner-posts.ts";
import { AccessGate } from "./components/access-gate.tsx";
import { ModerationNotice } from "./components/moderation-notice.tsx";
import styles from "./components/owner-forms.module.css";
import { emptyPostValues, PostForm, postValues } from "./components/post-form.tsx";
import { SaveOutcome } from "./components/save-outcome.tsx";
import { useItemAccess, useListingAccess } from "./use-access.ts";

const profileStep = { label: "Your profile", to: PATHS.userProfile };

function Saved({ post }: { post: OwnerPost }) {
  return (
    <SaveOutcome
      kind="post"
      saved={post}
      viewPath={PAGE_BUILT.news ? newsArticlePath(post) : null}
      editPath={ownerPaths.editPost(post.id)}
    />
  );
}

/**
 * /create-post/{listingId}: the listing's author or an administrator, and the listing must be
 * published (or be listing 1749); otherwise /not-belogs-to-you or /error (docs/product.md section 4).
 */
export function CreatePostPage() {
  const params = useParams();
  const { access, listing } = useListingAccess(parseId(params.id), { forNewContent: true });
  return <AccessGate access={access}>{() => (listing ? <CreatePost listing={listing} /> : null)}</AccessGate>;
}

function CreatePost({ listing }: { listing: OwnerListing }) {
  const [saved, setSaved] = useState<OwnerPost | null>(null);
  return (
    <>
      <PageTitle title={`Write a post for ${listing.name}`} />
      <PageHeader
        title="Write a post"
        subtitle={`For ${listing.name}. Fields marked * are required.`}
        trail={[profileStep, { label: listing.name, to: listingPath(listing) }, { label: "Write a post" }]}
      />
      <div className={`container ${styles.page}`}>
        <div className={styles.narrow}>
          {saved ? (
            <Saved post={saved} />
          ) : (
            <PostForm initial={emptyPostValues()} listingId={listing.id} postId={null} onSaved={setSaved} />
          )}
        </div>
      </div>
    </>
  );
}

/** /edit-post/{id}: the author of the post's listing or an administrator. */
export function EditPostPage() {
  const params = useParams();
  const id = parseId(params.id);
  const post = useOwnerPost(id);
  const { access, item } = useItemAccess(id, post);
  return <AccessGate access={access}>{() => (item ? <EditPost post={item} /> : null)}</AccessGate>;
}

function EditPost({ post }: { post: OwnerPost }) {
  const location = useLocation();
  const [saved, setSaved] = useState<OwnerPost | null>(null);
  const title = `Edit ${post.title}`;
  return (
    <>
      <PageTitle title={title} />
      <PageHeader title={title} subtitle="Fields marked * are required." trail={[profileStep, { label: title }]} />
      <div className={`container ${styles.page}`}>
        <div className={`${styles.narrow} ${styles.form}`}>
          {saved ? (
            <Saved post={saved} />
          ) : (
            <>
              <ModerationNotice kind="post" item={post} />
              <PostForm
                key={location.key}
                initial={postValues(post)}
                listingId={post.listingId}
                postId={post.id}
                onSaved={setSaved}
              />
            </>
          )}
        </div>
      </div>
    </>
  );
}
