import type { CLAIMS } from "@lwl/contracts/identity";
import { type Role, roleFromPermissions } from "@lwl/contracts/roles";

/**
 * The claim names of @lwl/contracts/identity. That module also holds the request schemas, so a value
 * import would put zod in the app's first script; `typeof CLAIMS` makes the compiler check that these
 * strings are exactly the contract's.
 */
export const SESSION_CLAIMS: typeof CLAIMS = {
  fullName: "https://learnwithoutlimits/full_name",
  mobile: "https://learnwithoutlimits/mobile",
  name: "name",
  permissions: "permissions",
};

/** Who is signed in (spec section 3 "Session user"): read from the access token, e-mail from the ID token. */
export interface SessionUser {
  userId: string;
  fullName: string;
  mobile: string | null;
  /** The highest role in the token's permissions; "" when it names none (spec section 6). */
  role: Role | "";
  email: string | null;
}

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

export function sessionUserFrom(
  access: Record<string, unknown>,
  id: Record<string, unknown> | null,
): SessionUser | null {
  const userId = text(access.sub);
  if (!userId) return null;
  const permissions = access[SESSION_CLAIMS.permissions];
  return {
    userId,
    fullName: text(access[SESSION_CLAIMS.fullName]) ?? text(access[SESSION_CLAIMS.name]) ?? "",
    mobile: text(access[SESSION_CLAIMS.mobile]),
    role: roleFromPermissions(Array.isArray(permissions) ? permissions.filter((item) => typeof item === "string") : []),
    email: text(id?.email),
  };
}
