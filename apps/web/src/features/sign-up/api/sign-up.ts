import type { SignupRequest, SignupResponse } from "@lwl/contracts/identity";
import { DATABASE_CONNECTION } from "@lwl/contracts/identity-names";
import { useMutation } from "@tanstack/react-query";
import { postJson } from "../../../lib/http.ts";
import { IDENTITY_PATHS, loadIdentityConfig } from "../../../lib/session/identity-config.ts";

export type NewAccount = Omit<SignupRequest, "client_id" | "connection">;

/** POST /auth/dbconnections/signup: creates the account and e-mails the verification link. */
export async function signUp(account: NewAccount): Promise<SignupResponse> {
  const config = await loadIdentityConfig();
  return postJson<SignupResponse>(IDENTITY_PATHS.signup, {
    client_id: config.clientId,
    connection: DATABASE_CONNECTION,
    ...account,
  } satisfies SignupRequest);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
