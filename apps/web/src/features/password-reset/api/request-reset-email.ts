import { DATABASE_CONNECTION } from "@lwl/contracts/identity-names";
import { useMutation } from "@tanstack/react-query";
import { postJson } from "../../../lib/http.ts";
import { IDENTITY_PATHS, loadIdentityConfig } from "../../../lib/session/identity-config.ts";

/**
 * POST /auth/dbconnections/change_password: e-mails a reset link. The server answers the same text
 * whether or not the address has an account, so the answer does not tell who is registered.
 */
export async function requestResetEmail(email: string): Promise<string> {
  const config = await loadIdentityConfig();
  return postJson<string>(IDENTITY_PATHS.resetEmail, {
    client_id: config.clientId,
    email: email.trim(),
    connection: DATABASE_CONNECTION,
  });
}

export function useRequestResetEmail() {
  return useMutation({ mutationFn: requestResetEmail });
}
