import { useState } from "react";
import { Link, useLocation } from "react-router";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { AuthPanel } from "../../components/ui/auth-panel.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";
import { PATHS } from "../../lib/paths.ts";
import { RegistrationForm } from "./components/registration-form.tsx";

/** /register (signed-out only): a new account with e-mail and password. */
export function RegisterPage() {
  const { search } = useLocation();
  const [createdFor, setCreatedFor] = useState<string | null>(null);
  const loginHref = `${PATHS.login}${search}`;

  if (createdFor) {
    return (
      <AuthPanel title="Your account is ready">
        <FormAlert tone="success">
          We have sent a link to {createdFor}. Please open it to verify your e-mail address, then sign in.
        </FormAlert>
        <div>
          <ButtonLink to={loginHref}>Sign in</ButtonLink>
        </div>
      </AuthPanel>
    );
  }

  return (
    <AuthPanel
      title="Create an account"
      intro={
        <>
          Save your details, <Link to={PATHS.becomeListingOwner}>ask to become a listing owner</Link> and manage your
          listings.
        </>
      }
      footer={
        <span>
          Already have an account? <Link to={loginHref}>Sign in</Link>
        </span>
      }
    >
      <RegistrationForm onCreatedWithoutSignIn={setCreatedFor} />
    </AuthPanel>
  );
}
