import type { SiteContentKey } from "@lwl/contracts/content";
import { staticPageHead } from "@lwl/contracts/page-head-kinds";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { RichText } from "../../../components/ui/rich-text.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { PageHead } from "../../../lib/page-head.tsx";
import { useSiteContent } from "../api/get-site-content.ts";
import { toTextBlocks } from "./plain-text.ts";
import styles from "./site-text.module.css";

interface SiteTextPageProps {
  contentKey: SiteContentKey;
  title: string;
  subtitle: string;
  /** the product rules' failure message for this text (docs/product.md section 8). */
  failureMessage: string;
}

/** A legal page whose text an administrator maintains on the server. */
export function SiteTextPage({ contentKey, title, subtitle, failureMessage }: SiteTextPageProps) {
  const { data, status, refetch, isFetching } = useSiteContent(contentKey);

  let body: ReactNode;
  if (status === "pending") {
    body = <Spinner label={`Loading ${title}…`} />;
  } else if (status === "error") {
    body = (
      <EmptyState
        role="alert"
        title={failureMessage}
        text="Please try again in a moment."
        action={
          <Button variant="outline" size="small" onClick={() => void refetch()} disabled={isFetching}>
            Try again
          </Button>
        }
      />
    );
  } else if (/^\s*<[a-z]/i.test(data.data)) {
    // Saved from the admin area's rich-text editor: HTML the server sanitised on write.
    body = (
      <article className={styles.article}>
        <RichText html={data.data} />
      </article>
    );
  } else {
    body = (
      <article className={styles.article}>
        {toTextBlocks(data.data, title).map((block, position) => {
          const key = `${block.kind}-${position}`;
          if (block.kind === "heading") return <h2 key={key}>{block.text}</h2>;
          if (block.kind === "list") {
            return (
              <ul key={key}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          }
          return <p key={key}>{block.text}</p>;
        })}
      </article>
    );
  }

  return (
    <>
      <PageHead head={staticPageHead(contentKey === "privacy-policy" ? "privacy" : "terms")} />
      <PageHeader title={title} subtitle={subtitle} trail={[{ label: title }]} />
      <div className="container page-body">{body}</div>
    </>
  );
}
