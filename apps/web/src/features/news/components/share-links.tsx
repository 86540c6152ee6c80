import { useState } from "react";
import styles from "./news.module.css";

/** Share addresses of the networks' own pages: plain links, no third-party scripts. */
export function shareTargets(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { label: "WhatsApp", href: `https://wa.me/?text=${t}%20${u}` },
    { label: "X", href: `https://x.com/intent/post?text=${t}&url=${u}` },
    { label: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { label: "E-mail", href: `mailto:?subject=${t}&body=${t}%0A${u}` },
  ];
}

export function ShareLinks({ url, title }: { url: string; title: string }) {
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied("yes");
    } catch {
      setCopied("failed");
    }
  };
  return (
    <section className={styles.share} aria-labelledby="share-title">
      <h2 id="share-title" className={styles.shareTitle}>
        Share this article
      </h2>
      <ul className={styles.shareList}>
        <li>
          <button type="button" className={styles.shareButton} onClick={() => void copy()}>
            Copy link
          </button>
        </li>
        {shareTargets(url, title).map((target) => (
          <li key={target.label}>
            <a
              className={styles.shareButton}
              href={target.href}
              target={target.label === "E-mail" ? undefined : "_blank"}
              rel="noopener noreferrer"
            >
              {target.label}
              {target.label === "E-mail" ? null : <span className="visually-hidden"> (opens in a new tab)</span>}
            </a>
          </li>
        ))}
      </ul>
      <p role="status" className={styles.shareStatus}>
        {copied === "yes" ? "Link copied." : copied === "failed" ? "Could not copy; copy the address bar instead." : ""}
      </p>
    </section>
  );
}
