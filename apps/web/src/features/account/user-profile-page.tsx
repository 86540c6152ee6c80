import type { ReactNode } from "react";
import { Button } from "../../components/ui/button.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { Panel } from "../../components/ui/panel.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { requestErrorMessage } from "../../lib/request-errors.ts";
import { useSession } from "../../lib/session/use-session.ts";
import { useUser } from "./api/get-user.ts";
import styles from "./components/profile.module.css";
import { ProfileForm } from "./components/profile-form.tsx";
import { ProfileSummary } from "./components/profile-summary.tsx";

/** The signed-in person's profile; the sign-in guard around this route makes sure there is one. */
function ProfileContent({ userId }: { userId: string }) {
  const user = useUser(userId);
  if (user.isPending) return <Spinner label="Loading your profile…" />;
  if (user.isError) {
    return (
      <EmptyState
        role="alert"
        title="Your profile could not be loaded"
        text={requestErrorMessage(user.error, "Failed to get user data")}
        action={<Button onClick={() => void user.refetch()}>Try again</Button>}
      />
    );
  }
  return (
    <div className={styles.layout}>
      <ProfileSummary profile={user.data} />
      <Panel title="Edit your details">
        <ProfileForm profile={user.data} />
      </Panel>
    </div>
  );
}

/**
 * /user-profile (sign-in required); `children` are the sections other features add below the profile
 * (app/user-profile-route.tsx composes them). Logout and Add Listing are in the header on this page
 * (docs/product.md section 2).
 */
export function UserProfilePage({ children }: { children?: ReactNode }) {
  const { user } = useSession();
  return (
    <>
      <PageTitle title="Your profile" />
      <PageHeader title="Your profile" trail={[{ label: "Your profile" }]} />
      <div className="container">
        <div className={styles.page}>{user ? <ProfileContent userId={user.userId} /> : null}</div>
        {user ? children : null}
      </div>
    </>
  );
}
