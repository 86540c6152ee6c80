import { useMutation } from "@tanstack/react-query";
import { postJson } from "../../../lib/http.ts";
import { IDENTITY_PATHS, loadIdentityConfig } from "../../../lib/session/identity-config.ts";

export interface PasswordReset {
  ticket: string;
  newPassword: string;
}

/** POST /auth/reset_password: the ticket from the e-mailed link and the new password. */
export async function resetPassword({ ticket, newPassword }: PasswordReset): Promise<{ message: string }> {
  const config = await loadIdentityConfig();
  return postJson<{ message: string }>(IDENTITY_PATHS.resetPassword, {
    client_id: config.clientId,
    ticket,
    new_password: newPassword,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
