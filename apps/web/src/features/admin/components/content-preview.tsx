import type { ApprovalItem } from "@lwl/contracts/approvals";
import { Badge } from "../../../components/ui/badge.tsx";
import { InfoList } from "../../../components/ui/info-list.tsx";
import { RichText } from "../../../components/ui/rich-text.tsx";
import { addressLines } from "../../../lib/address.ts";
import { formatDateRange } from "../../../lib/event-time.ts";
import { LISTING_TYPE_LABEL } from "../../../lib/listing-types.ts";
import { fallBackToPlaceholder, imageOrPlaceholder } from "../../../lib/media.ts";
import styles from "../admin.module.css";

function Cover({ src }: { src: string | null }) {
  return (
    <img
      className={styles.previewCover}
      src={imageOrPlaceholder(src)}
      alt=""
      width={1600}
      height={320}
      onError={fallBackToPlaceholder}
    />
  );
}

/** New content as its public page will show it: cover, title, the facts and the rich text. */
export function ContentPreview({ item }: { item: ApprovalItem }) {
  if (item.contentType === "LISTING") {
    const listing = item.proposed;
    return (
      <article className={styles.preview} aria-label={`Preview of ${listing.name}`}>
        <Cover src={listing.coverPicture} />
        <div className={styles.previewHead}>
          {listing.logo ? (
            <img className={styles.previewLogo} src={listing.logo} alt="" width={64} height={64} />
          ) : null}
          <div>
            <Badge tone="green">{LISTING_TYPE_LABEL[listing.type]}</Badge>
            <h3 className={styles.previewTitle}>{listing.name}</h3>
          </div>
        </div>
        <InfoList
          items={[
            { label: "Address", value: addressLines(listing.address).join(", ") },
            { label: "Phone", value: listing.contact.phone },
            { label: "E-mail", value: listing.contact.email },
            { label: "Website", value: listing.contact.website },
          ]}
        />
        <RichText html={listing.description} />
      </article>
    );
  }
  if (item.contentType === "EVENT") {
    const event = item.proposed;
    return (
      <article className={styles.preview} aria-label={`Preview of ${event.title}`}>
        <Cover src={event.coverImage} />
        <div className={styles.previewHead}>
          <div>
            <Badge tone="orange">{event.eventType}</Badge>
            <h3 className={styles.previewTitle}>{event.title}</h3>
          </div>
        </div>
        <InfoList
          items={[
            { label: "When", value: formatDateRange(event.startsAt, event.endsAt, event.timeZone) },
            { label: "Where", value: event.address ? addressLines(event.address).join(", ") : event.onlineUrl },
            { label: "Entry", value: event.accessibility },
            { label: "Fee", value: event.fee },
            { label: "Registration", value: event.registrationUrl },
          ]}
        />
        <RichText html={event.description} />
      </article>
    );
  }
  const post = item.proposed;
  return (
    <article className={styles.preview} aria-label={`Preview of ${post.title}`}>
      <Cover src={post.imgUrl} />
      <div className={styles.previewHead}>
        <div>
          <Badge tone="blue">{post.category.toUpperCase()}</Badge>
          <h3 className={styles.previewTitle}>{post.title}</h3>
        </div>
      </div>
      <p className={styles.previewLead}>{post.shortDescription}</p>
      {post.tags.length > 0 ? <p className={styles.muted}>Tags: {post.tags.join(", ")}</p> : null}
      <RichText html={post.content} />
    </article>
  );
}
