import { toast } from "react-toastify";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useSendVerificationEmail } from "../api/send-verification-email.ts";
import styles from "./profile.module.css";

/** The address's state, and for an unverified address the "Verify e-mail" action that sends the link again. */
export function EmailVerification({ userId, verified }: { userId: string; verified: boolean }) {
  const send = useSendVerificationEmail(userId);
  if (verified) return <Badge tone="green">Verified</Badge>;

  const verify = () =>
    send.mutate(undefined, {
      onSuccess: (outcome) => (outcome.sent ? toast.success(outcome.message) : toast.error(outcome.message)),
    });
  return (
    <div>
      <div className={styles.verification}>
        <Badge tone="orange">Not verified</Badge>
        <Button variant="outline" size="small" onClick={verify} disabled={send.isPending}>
          {send.isPending ? "Sending…" : "Verify e-mail"}
        </Button>
      </div>
      <div role="status" className={styles.verificationNote}>
        {send.data ? send.data.message : null}
      </div>
    </div>
  );
}
