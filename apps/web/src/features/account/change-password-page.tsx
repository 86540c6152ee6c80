import { AuthPanel } from "../../components/ui/auth-panel.tsx";
import { useSession } from "../../lib/session/use-session.ts";
import { ChangePasswordForm } from "./components/change-password-form.tsx";

/** /change-password (sign-in required). */
export function ChangePasswordPage() {
  const { user, loginType } = useSession();
  return (
    <AuthPanel
      title="Change your password"
      intro={
        loginType === "Google"
          ? "You signed in with Google. If your account has no password yet, the change is refused: sign out and use “Forgot your password?” on the sign-in page to set one."
          : "Enter your current password, then the new one twice. Your other devices will be signed out."
      }
    >
      <ChangePasswordForm email={user?.email ?? ""} />
    </AuthPanel>
  );
}
