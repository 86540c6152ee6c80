import { CLAIMS } from "@lwl/contracts/identity-names";
import { type Role, roleFromPermissions } from "@lwl/contracts/roles";

/** Who is signed in (docs/product.md section 3 "Session user"): read from the access token, e-mail from the ID token. */
export interface SessionUser {
  userId: string;
  fullName: string;
  mobile: string | null;
  /** The highest role in the token's permissions; "" when it names none (docs/product.md section 6). */
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
  const permissions = access[CLAIMS.permissions];
  return {
    userId,
    fullName: text(access[CLAIMS.fullName]) ?? text(access[CLAIMS.name]) ?? "",
    mobile: text(access[CLAIMS.mobile]),
    role: roleFromPermissions(Array.isArray(permissions) ? permissions.filter((item) => typeof item === "string") : []),
    email: text(id?.email),
  };
}
