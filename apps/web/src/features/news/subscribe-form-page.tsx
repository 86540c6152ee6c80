import { useParams } from "react-router";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { PATHS } from "../../lib/paths.ts";
import { useCategories } from "./api/news-queries.ts";
import styles from "./components/news.module.css";
import { SubscribeForm } from "./components/subscribe-form.tsx";

/**
 * /subscribeform/{email}: the newsletter form, its address filled in from the link. A new address in the
 * link (the footer's box sends one while this page is open) starts the form again from it.
 */
export function SubscribeFormPage() {
  const { email = "" } = useParams();
  const { data: categories, status } = useCategories();
  return (
    <>
      <PageTitle title="Subscribe to our newsletter" />
      <PageHeader
        title="Subscribe to our newsletter"
        subtitle="Choose the news you want; we send a confirmation e-mail first."
        trail={[{ label: "News", to: PATHS.news }, { label: "Subscribe" }]}
      />
      <div className={`container page-body ${styles.narrow}`}>
        {status === "pending" ? null : <SubscribeForm key={email} email={email} categories={categories ?? []} />}
      </div>
    </>
  );
}
