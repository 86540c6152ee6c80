import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { AuthPanel } from "../../components/ui/auth-panel.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { PATHS } from "../../lib/paths.ts";
import { IdTokenError } from "../../lib/session/id-token-error.ts";
import { CALLBACK_MESSAGES, CallbackError, completeCallback } from "./complete-callback.ts";
import { SignInFailure } from "./components/disabled-account.tsx";
import { welcomeBack } from "./welcome.ts";

function failureText(error: unknown): string {
  return error instanceof CallbackError || error instanceof IdTokenError ? error.message : CALLBACK_MESSAGES.failed;
}

/**
 * /callback: the browser is back from a Google (or other hosted) sign-in. The work runs as a query
 * keyed by the address so it happens once even when React mounts the page twice: a code can be
 * exchanged only once.
 */
export function CallbackPage() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const href = new URL(`${pathname}${search}${hash}`, window.location.origin).toString();
  const outcome = useQuery({
    queryKey: ["sign-in-callback", href],
    queryFn: () => completeCallback(href),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  const next = outcome.data;
  useEffect(() => {
    if (next === undefined) return;
    welcomeBack();
    // Replace: the address holds a one-time code that Back must not bring back.
    void navigate(next, { replace: true });
  }, [next, navigate]);

  if (outcome.isError) {
    return (
      <AuthPanel
        title="Sign-in failed"
        footer={
          <div>
            <ButtonLink to={PATHS.login}>Back to sign in</ButtonLink>
          </div>
        }
      >
        <FormAlert tone="error">
          <SignInFailure message={failureText(outcome.error)} />
        </FormAlert>
      </AuthPanel>
    );
  }
  return (
    <>
      <PageTitle title="Signing you in" />
      <Spinner label="Completing your sign-in…" showLabel />
    </>
  );
}
