import { Link, useSearchParams } from "react-router";
import { AuthPanel } from "../../components/ui/auth-panel.tsx";
import { PATHS } from "../../lib/paths.ts";
import { NewPasswordForm } from "./components/new-password-form.tsx";
import { ResetEmailForm } from "./components/reset-email-form.tsx";

/**
 * /forgot-Password (signed-out only): asks for a reset link, or, opened from that link with
 * ?ticket=..., sets the new password.
 */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const ticket = params.get("ticket");
  const footer = (
    <span>
      Remembered it? <Link to={PATHS.login}>Back to sign in</Link>
    </span>
  );

  if (ticket) {
    return (
      <AuthPanel title="Choose a new password" intro="Pick a new password for your account." footer={footer}>
        <NewPasswordForm ticket={ticket} />
      </AuthPanel>
    );
  }
  return (
    <AuthPanel
      title="Forgot your password?"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={footer}
    >
      <ResetEmailForm />
    </AuthPanel>
  );
}
