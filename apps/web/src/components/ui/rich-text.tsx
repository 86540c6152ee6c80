import styles from "./rich-text.module.css";

/**
 * Shows rich text that the server stores as HTML. It is set as HTML only because the server sanitises
 * every description and article on write (design brief section 4: "sanitised rich text"); never pass
 * anything here that did not come from those fields.
 */
export function RichText({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises this HTML before storing it.
  return <div className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} />;
}
