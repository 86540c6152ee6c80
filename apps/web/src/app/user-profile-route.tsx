import { UserProfilePage } from "../features/account/user-profile-page.tsx";
import { OwnerDashboard } from "../features/owner/owner-dashboard.tsx";
import { RequestsAndClaimsSection } from "../features/ownership/requests-and-claims-section.tsx";

/**
 * /user-profile: the account feature's profile page, with the sections other features add to it
 * (requests and claims, the owner's dashboard). Composed here because features never import each
 * other (docs/decisions/0004-module-boundaries.md).
 */
export function UserProfileRoute() {
  return (
    <UserProfilePage>
      <OwnerDashboard />
      <RequestsAndClaimsSection />
    </UserProfilePage>
  );
}
