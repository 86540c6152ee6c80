import { SiteTextPage } from "./components/site-text-page.tsx";

export const PRIVACY_FAILURE = "Failed to fetch Privacy Policy.";

export function PrivacyPolicyPage() {
  return (
    <SiteTextPage
      contentKey="privacy-policy"
      title="Privacy Policy"
      subtitle="What personal data we collect, why we collect it, and the choices you have."
      failureMessage={PRIVACY_FAILURE}
    />
  );
}
