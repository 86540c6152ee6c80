import { useMutation } from "@tanstack/react-query";
import { signInWithPassword } from "../../../lib/session/password-sign-in.ts";
import { welcomeBack } from "../welcome.ts";

export interface PasswordCredentials {
  email: string;
  password: string;
}

/**
 * POST /auth/oauth/token, grant password; the checked tokens become the session. The greeting is the
 * hook's own: the page that asked is already gone (its guard moves on) when the answer is in.
 */
export function useSignInWithPassword() {
  return useMutation({
    mutationFn: ({ email, password }: PasswordCredentials) => signInWithPassword(email, password),
    onSuccess: welcomeBack,
  });
}
