import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { UserMessage } from "@lwl/contracts/users";
import { useMutation } from "@tanstack/react-query";
import { authorizedJson } from "../../../lib/session/authorized-request.ts";

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** POST /api/users/change-password with the spec's field names (additionalProp1..3: old, new, confirmation). */
export function changePassword(change: PasswordChange): Promise<UserMessage> {
  return authorizedJson<UserMessage>(`${SERVICE_BASE.users}/change-password`, {
    method: "POST",
    body: {
      additionalProp1: change.oldPassword,
      additionalProp2: change.newPassword,
      additionalProp3: change.confirmPassword,
    },
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
