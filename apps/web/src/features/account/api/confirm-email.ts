import { SERVICE_BASE } from "@lwl/contracts/constants";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { postJson } from "../../../lib/http.ts";

interface ConfirmedEmail {
  message: string;
  userId: string;
  emailVerified: true;
}

/** POST /api/users/verify-email/confirm: the token of the e-mailed /verify?token=... link (no sign-in needed). */
export function confirmEmail(token: string): Promise<ConfirmedEmail> {
  return postJson<ConfirmedEmail>(`${SERVICE_BASE.users}/verify-email/confirm`, { token });
}

/**
 * A query rather than a mutation: opening the page is the action, and a query runs once per token
 * even when React mounts the page twice (the token can be used only once).
 */
export function confirmEmailQuery(token: string) {
  return queryOptions({
    queryKey: ["confirm-email", token] as const,
    queryFn: () => confirmEmail(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useConfirmEmail(token: string) {
  return useQuery(confirmEmailQuery(token));
}
