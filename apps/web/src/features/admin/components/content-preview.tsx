import type { ApprovalContentType, ApprovalItem } from "@lwl/contracts/approvals";
import { Badge } from "../../../components/ui/badge.tsx";
import { InfoList } from "../../../components/ui/info-list.tsx";
import { fallBackToPlaceholder, imageOrPlaceholder } from "../../../lib/media.ts";
import styles from "../admin.module.css";
import { type CodeLabels, type ReviewField, reviewFields, titleOf } from "../model/review-fields.ts";
import { ReviewValue } from "./review-value.tsx";

/** The rows the preview's head shows as the page's hero does: the title, the type badge, the pictures. */
const TITLE = new Set(["name", "title"]);
const BADGE = new Set(["type", "eventType", "category"]);
const COVER = new Set(["coverPicture", "coverImage", "imgUrl"]);
const LOGO = new Set(["logo"]);
const TONE: Record<ApprovalContentType, "green" | "orange" | "blue"> = {
  LISTING: "green",
  EVENT: "orange",
  BLOG: "blue",
  REVIEW: "orange",
  REPLY: "blue",
};

const find = (fields: ReviewField[], keys: Set<string>) => fields.find((field) => keys.has(field.key));

/**
 * New content as its public page will show it: cover, logo, type and title, then every other field
 * under the page's own name for it, in the visitor's words (model/review-fields.ts). A review and a
 * reply have no pictures: the head says whose they are ("Review of Sunrise College", "Reply from
 * Sunrise College") and their title.
 */
export function ContentPreview({ item, labels }: { item: ApprovalItem; labels: CodeLabels }) {
  const fields = reviewFields(item, "proposed", labels) ?? [];
  const title = titleOf(item);
  const pictured = item.contentType !== "REVIEW" && item.contentType !== "REPLY";
  const cover = find(fields, COVER);
  const logo = find(fields, LOGO);
  const badge =
    item.contentType === "REVIEW"
      ? `Review${item.listingName ? ` of ${item.listingName}` : ""}`
      : item.contentType === "REPLY"
        ? `Reply${item.listingName ? ` from ${item.listingName}` : ""}`
        : find(fields, BADGE)?.text;
  const inHead = new Set([...TITLE, ...BADGE, ...COVER, ...LOGO]);
  return (
    <article
      className={pictured ? styles.preview : `${styles.preview} ${styles.previewUnpictured}`}
      aria-label={`Preview of ${title}`}
    >
      {pictured ? (
        <img
          className={styles.previewCover}
          src={imageOrPlaceholder(cover?.text || null)}
          alt=""
          width={1600}
          height={320}
          onError={fallBackToPlaceholder}
        />
      ) : null}
      <div className={styles.previewHead}>
        {logo?.text ? <img className={styles.previewLogo} src={logo.text} alt="" width={64} height={64} /> : null}
        <div>
          {badge ? <Badge tone={TONE[item.contentType]}>{badge}</Badge> : null}
          <h3 className={styles.previewTitle}>{title}</h3>
        </div>
      </div>
      <InfoList
        items={fields
          .filter((field) => !inHead.has(field.key))
          .map((field) => ({
            label: field.label,
            value: field.text === "" ? null : <ReviewValue field={field} alt={field.label} />,
          }))}
      />
    </article>
  );
}
