import { SiteTextPage } from "./components/site-text-page.tsx";

export const TERMS_FAILURE = "Failed to fetch Terms and Conditions.";

export function TermsPage() {
  return (
    <SiteTextPage
      contentKey="terms-of-service"
      title="Terms and Conditions"
      subtitle="The rules for using LEARN WITHOUT LIMITS, for visitors, account holders and listing owners."
      failureMessage={TERMS_FAILURE}
    />
  );
}
