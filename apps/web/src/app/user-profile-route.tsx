import { UserProfilePage } from "../features/account/user-profile-page.tsx";
import { EnquiryInbox } from "../features/enquiries/enquiry-inbox.tsx";
import { MyEnquiries } from "../features/enquiries/my-enquiries.tsx";
import { OwnerDashboard } from "../features/owner/owner-dashboard.tsx";
import { RequestsAndClaimsSection } from "../features/ownership/requests-and-claims-section.tsx";

/**
 * /user-profile: the account feature's profile page, with the sections other features add to it
 * (the owner's dashboard and inbox of enquiries, the user's own enquiries, requests and claims). Composed here because features never import each
 * other (docs/decisions/0004-module-boundaries.md).
 */
export function UserProfileRoute() {
  return (
    <UserProfilePage>
      <OwnerDashboard />
      <EnquiryInbox />
      <MyEnquiries />
      <RequestsAndClaimsSection />
    </UserProfilePage>
  );
}
