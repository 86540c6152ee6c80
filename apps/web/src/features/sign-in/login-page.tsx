import { Link, useLocation } from "react-router";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { AuthPanel } from "../../components/ui/auth-panel.tsx";
import { PATHS } from "../../lib/paths.ts";
import { afterSignInPath, RETURN_TO_PARAM, safeReturnTo } from "../../lib/return-to.ts";
import { GoogleSignInButton } from "./components/google-sign-in-button.tsx";
import { LoginForm } from "./components/login-form.tsx";

/** /login (signed-out only): e-mail and password, or Google. */
export function LoginPage() {
  const { search } = useLocation();
  const returnTo = safeReturnTo(new URLSearchParams(search).get(RETURN_TO_PARAM));
  // The registration page keeps the same destination, so an account made on the way still ends up there.
  const registerHref = returnTo
    ? `${PATHS.register}?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo })}`
    : PATHS.register;

  return (
    <AuthPanel
      title="Sign in"
      intro="Welcome back. Sign in to manage your profile, listings and requests."
      footer={
        <>
          <Link to={PATHS.forgotPassword}>Forgot your password?</Link>
          <span>
            New to LEARN WITHOUT LIMITS? <Link to={registerHref}>Create an account</Link>
          </span>
        </>
      }
    >
      {returnTo ? <FormAlert tone="info">Please sign in to continue to that page.</FormAlert> : null}
      <LoginForm />
      <GoogleSignInButton returnTo={afterSignInPath(search)} />
    </AuthPanel>
  );
}
