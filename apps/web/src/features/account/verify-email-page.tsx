import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { AuthPanel } from "../../components/ui/auth-panel.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { PATHS } from "../../lib/paths.ts";
import { requestErrorMessage } from "../../lib/request-errors.ts";
import { useSession } from "../../lib/session/use-session.ts";
import { useConfirmEmail } from "./api/confirm-email.ts";
import { clearUserCache } from "./api/user-cache.ts";

const NO_TOKEN = "This verification link is incomplete. Please open the link from the e-mail again.";
const FAILED = "Your e-mail address could not be verified. Please try the link again later.";

function NextStep() {
  const { status } = useSession();
  return status === "signed-in" ? (
    <ButtonLink to={PATHS.userProfile}>Go to your profile</ButtonLink>
  ) : (
    <ButtonLink to={PATHS.login}>Sign in</ButtonLink>
  );
}

function Confirmation({ token }: { token: string }) {
  const confirmation = useConfirmEmail(token);
  const queryClient = useQueryClient();
  const verifiedUserId = confirmation.data?.userId;

  // A cached profile still says "not verified": drop it so the profile page reads the new state.
  useEffect(() => {
    if (verifiedUserId) clearUserCache(queryClient, verifiedUserId);
  }, [verifiedUserId, queryClient]);

  if (confirmation.isPending) return <Spinner label="Verifying your e-mail address…" showLabel />;
  if (confirmation.isError) {
    return <FormAlert tone="error">{requestErrorMessage(confirmation.error, FAILED)}</FormAlert>;
  }
  return <FormAlert tone="success">{confirmation.data.message}</FormAlert>;
}

/** /verify?token=...: the link of the verification e-mail confirms the address (no sign-in needed). */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  return (
    <AuthPanel title="Verify your e-mail address" footer={<NextStep />}>
      {token ? <Confirmation token={token} /> : <FormAlert tone="error">{NO_TOKEN}</FormAlert>}
    </AuthPanel>
  );
}
