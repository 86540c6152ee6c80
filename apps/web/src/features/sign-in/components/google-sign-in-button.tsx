import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { FormAlert } from "../../../components/forms/form-alert.tsx";
import { identityConfigQuery } from "../../../lib/session/identity-config.ts";
import { googleSignInUrl } from "../google-sign-in.ts";
import styles from "./google-sign-in-button.module.css";

const GOOGLE_START_FAILED = "Failed to initiate Google login";

function GoogleMark() {
  return (
    <svg className={styles.mark} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24Z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.8 3.6-4.9 6.7-4.9Z" />
    </svg>
  );
}

/**
 * "Continue with Google": asks the server whether Google sign-in is configured; when it is, starts the
 * code flow with PKCE (the browser leaves for the provider). When it is not, the button is not shown:
 * visitors cannot fix it, and the server's log tells the operator.
 */
export function GoogleSignInButton({ returnTo }: { returnTo: string }) {
  const config = useQuery(identityConfigQuery());
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const start = async () => {
    setFailure(null);
    setStarting(true);
    try {
      window.location.assign(await googleSignInUrl(returnTo));
    } catch {
      setFailure(GOOGLE_START_FAILED);
      setStarting(false);
    }
  };

  if (config.data?.google === false) return null;
  return (
    <div className={styles.wrapper}>
      <p className={styles.divider}>
        <span>or</span>
      </p>
      <button type="button" className={styles.button} onClick={start} disabled={starting}>
        <GoogleMark />
        {starting ? "Opening Google…" : "Continue with Google"}
      </button>
      <FormAlert tone="error">{failure}</FormAlert>
    </div>
  );
}
