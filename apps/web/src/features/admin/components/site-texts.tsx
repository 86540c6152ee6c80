import type { SiteContentKey } from "@lwl/contracts/content";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { toast } from "react-toastify";
import { RichTextField } from "../../../components/rich-text/rich-text-field.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { formatShortDate } from "../../../lib/format.ts";
import { PATHS } from "../../../lib/paths.ts";
import { requestErrorMessage } from "../../../lib/request-errors.ts";
import styles from "../admin.module.css";
import { getSiteText, saveSiteText } from "../api/admin-api.ts";
import { plainTextToHtml } from "../model/plain-text-html.ts";

const TEXTS: { key: SiteContentKey; title: string; page: string }[] = [
  { key: "terms-of-service", title: "Terms and Conditions", page: PATHS.terms },
  { key: "privacy-policy", title: "Privacy Policy", page: PATHS.privacyPolicy },
];

function SiteTextEditor({ contentKey, title, page }: { contentKey: SiteContentKey; title: string; page: string }) {
  const queryClient = useQueryClient();
  const { data, status, refetch } = useQuery({
    // The public pages' key: a save updates what they show at once.
    queryKey: ["site-content", contentKey],
    queryFn: ({ signal }) => getSiteText(contentKey, signal),
  });
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const value = draft ?? (data ? plainTextToHtml(data.data) : "");

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (value.replace(/<[^>]*>/g, "").trim() === "") {
      setError(`${title} cannot be empty.`);
      return;
    }
    setSaving(true);
    try {
      const saved = await saveSiteText(contentKey, value);
      queryClient.setQueryData(["site-content", contentKey], saved);
      setDraft(null);
      setError(null);
      toast.success(`${title} saved.`);
    } catch (failure) {
      const message = requestErrorMessage(failure, `Could not save ${title}.`);
      console.error(message, failure);
      setError(message);
      toast.error(message);
    } finally {
      setSaving(false);
    }
  };

  if (status === "pending") return <Spinner label={`Loading ${title}…`} />;
  if (status === "error") {
    return (
      <EmptyState
        role="alert"
        title={`Could not load ${title}.`}
        action={
          <Button variant="outline" size="small" onClick={() => void refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  return (
    <form className={styles.siteText} onSubmit={save} noValidate>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <p className={styles.muted}>
        Last saved {formatShortDate(data.updatedAt)} ·{" "}
        <a href={page} target="_blank" rel="noopener">
          See the public page (opens in a new tab)
        </a>
      </p>
      <RichTextField
        label={`${title} text`}
        name={contentKey}
        required
        value={value}
        onChange={(html) => {
          setDraft(html);
          if (error) setError(null);
        }}
        error={error}
      />
      <div className={styles.formActions}>
        <Button type="submit" disabled={saving || draft === null}>
          {saving ? "Saving…" : `Save ${title}`}
        </Button>
        {draft !== null ? (
          <Button variant="outline" onClick={() => setDraft(null)} disabled={saving}>
            Discard changes
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** The terms and privacy texts, each in the rich-text editor. */
export function SiteTexts() {
  return (
    <div className={styles.stack}>
      {TEXTS.map((text) => (
        <SiteTextEditor key={text.key} contentKey={text.key} title={text.title} page={text.page} />
      ))}
    </div>
  );
}
