import type { UserProfile } from "@lwl/contracts/users";
import { Badge } from "../../../components/ui/badge.tsx";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { InfoList } from "../../../components/ui/info-list.tsx";
import { formatShortDate } from "../../../lib/format.ts";
import { PATHS } from "../../../lib/paths.ts";
import { Avatar } from "./avatar.tsx";
import { EmailVerification } from "./email-verification.tsx";
import styles from "./profile.module.css";

const ROLE_LABEL: Record<UserProfile["role"], string> = {
  Reader: "Reader",
  ListingOwner: "Listing owner",
  Administrator: "Administrator",
};

/** Who the account belongs to: picture, name, e-mail (and its verification), role and sign-in method. */
export function ProfileSummary({ profile }: { profile: UserProfile }) {
  const displayName = profile.fullName || profile.username;
  return (
    <section className={styles.summary} aria-labelledby="profile-name">
      <Avatar pictureUrl={profile.pictureUrl} name={displayName} />
      <h2 id="profile-name" className={styles.name}>
        {displayName}
      </h2>
      <Badge tone="blue">{ROLE_LABEL[profile.role]}</Badge>
      <InfoList
        items={[
          {
            label: "E-mail",
            value: (
              <span className={styles.email}>
                <span className={styles.address}>{profile.email}</span>
                <EmailVerification userId={profile.userId} verified={profile.emailVerified} />
              </span>
            ),
          },
          { label: "Mobile", value: profile.mobile ?? "Not given" },
          { label: "Username", value: profile.username },
          { label: "Signs in with", value: profile.loginType === "Google" ? "Google" : "E-mail and password" },
          { label: "Member since", value: formatShortDate(profile.createdAt) },
        ]}
      />
      <ButtonLink to={PATHS.changePassword} variant="outline" className={styles.changePassword}>
        Change password
      </ButtonLink>
    </section>
  );
}
