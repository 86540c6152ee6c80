import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { UserMessage } from "@lwl/contracts/users";
import { useMutation } from "@tanstack/react-query";
import { authorizedJson } from "../../../lib/session/authorized-request.ts";
import { USER_DATA_FALLBACKS, userDataError } from "./user-data-error.ts";

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** POST /api/users/change-password with the spec's field names (additionalProp1..3: old, new, confirmation). */
export async function changePassword(change: PasswordChange): Promise<UserMessage> {
  try {
    return await authorizedJson<UserMessage>(`${SERVICE_BASE.users}/change-password`, {
      method: "POST",
      body: {
        additionalProp1: change.oldPassword,
        additionalProp2: change.newPassword,
        additionalProp3: change.confirmPassword,
      },
    });
  } catch (error) {
    throw userDataError(error, USER_DATA_FALLBACKS.changePassword);
  }
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
