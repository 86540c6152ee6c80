import { NEWSLETTER_MESSAGES } from "@lwl/contracts/newsletter";
import { useSearchParams } from "react-router";
import { Button, ButtonLink } from "../../components/ui/button.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { HttpError } from "../../lib/http.ts";
import { PATHS, subscribeFormPath } from "../../lib/paths.ts";
import { useConfirmSubscription, useUnsubscribe } from "./api/newsletter-api.ts";
import styles from "./components/news.module.css";

function confirmFailure(error: unknown): string {
  if (error instanceof HttpError && error.status === 410) return NEWSLETTER_MESSAGES.expired;
  if (error instanceof HttpError && (error.status === 404 || error.status === 400)) return NEWSLETTER_MESSAGES.invalid;
  return "We could not confirm your subscription just now. Please try the link again later.";
}

/** /newsletter/confirm?token=...: the link of the confirmation e-mail. */
export function NewsletterConfirmPage() {
  const token = useSearchParams()[0].get("token") ?? "";
  const { data, error, status } = useConfirmSubscription(token);
  const title = "Newsletter subscription";
  const body =
    token === "" ? (
      <EmptyState role="alert" title={NEWSLETTER_MESSAGES.invalid} />
    ) : status === "pending" ? (
      <Spinner label="Confirming your subscription…" />
    ) : status === "error" ? (
      <EmptyState
        role="alert"
        title={confirmFailure(error)}
        action={<ButtonLink to={subscribeFormPath()}>Subscribe again</ButtonLink>}
      />
    ) : (
      <EmptyState role="status" title={data.message} action={<ButtonLink to={PATHS.news}>Read the news</ButtonLink>} />
    );
  return (
    <>
      <PageTitle title={title} />
      <PageHeader title={title} trail={[{ label: "News", to: PATHS.news }, { label: "Confirm" }]} />
      <div className={`container page-body ${styles.narrow}`}>{body}</div>
    </>
  );
}

/**
 * /newsletter/unsubscribe?token=...: the link of every newsletter mail. Opening it asks for one
 * click (a mail scanner following links must not unsubscribe anyone); mail programs use the
 * List-Unsubscribe-Post one-click POST instead.
 */
export function NewsletterUnsubscribePage() {
  const token = useSearchParams()[0].get("token") ?? "";
  const unsubscribe = useUnsubscribe();
  const title = "Unsubscribe from the newsletter";
  return (
    <>
      <PageTitle title={title} />
      <PageHeader title={title} trail={[{ label: "News", to: PATHS.news }, { label: "Unsubscribe" }]} />
      <div className={`container page-body ${styles.narrow}`}>
        {unsubscribe.isSuccess ? (
          <EmptyState role="status" title={unsubscribe.data.message} />
        ) : unsubscribe.isError || token === "" ? (
          <EmptyState role="alert" title={NEWSLETTER_MESSAGES.invalidUnsubscribe} />
        ) : (
          <EmptyState
            title="Stop receiving our newsletter?"
            action={
              <Button disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
                Unsubscribe
              </Button>
            }
          />
        )}
      </div>
    </>
  );
}
