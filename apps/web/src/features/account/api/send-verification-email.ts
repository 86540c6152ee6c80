import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { UserMessage } from "@lwl/contracts/users";
import { useMutation } from "@tanstack/react-query";
import { requestErrorMessage } from "../../../lib/request-errors.ts";
import { authorizedJson } from "../../../lib/session/authorized-request.ts";

const FAILED = "Failed to verify email";

export type VerificationOutcome = { sent: true; message: string } | { sent: false; message: string };

/**
 * POST /api/users/{userId}/verify-email (no body): e-mails the verification link again. docs/product.md section 8:
 * a failure is returned as a value ('Failed to verify email' unless the server says more), not thrown.
 */
export async function sendVerificationEmail(userId: string): Promise<VerificationOutcome> {
  try {
    const answer = await authorizedJson<UserMessage>(
      `${SERVICE_BASE.users}/${encodeURIComponent(userId)}/verify-email`,
      { method: "POST" },
    );
    return { sent: true, message: answer.message };
  } catch (error) {
    return { sent: false, message: requestErrorMessage(error, FAILED) };
  }
}

export function useSendVerificationEmail(userId: string) {
  return useMutation({ mutationFn: () => sendVerificationEmail(userId) });
}
