import { RichText } from "../../../components/ui/rich-text.tsx";
import { fallBackToPlaceholder } from "../../../lib/media.ts";
import styles from "../admin.module.css";
import type { ReviewField } from "../model/review-fields.ts";

/**
 * One row's value as the visitor will meet it: words, rich text as it reads, plain text kept to its
 * lines (as text: markup in it shows as typed), the picture, or a link.
 */
export function ReviewValue({ field, alt }: { field: ReviewField | null; alt: string }) {
  if (!field || field.text === "") return <>—</>;
  switch (field.form) {
    case "html":
      return <RichText html={field.text} />;
    case "plain":
      return <span className={styles.preLine}>{field.text}</span>;
    case "image":
      return (
        <img
          className={styles.reviewPicture}
          src={field.text}
          alt={alt}
          width={160}
          height={90}
          loading="lazy"
          onError={fallBackToPlaceholder}
        />
      );
    case "link":
      return (
        <a href={field.href} target="_blank" rel="noopener noreferrer">
          {field.text}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      );
    default:
      return <>{field.text}</>;
  }
}
