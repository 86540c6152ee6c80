/**
 * Role changes other modules make (an approved "become a listing owner" request or listing claim makes
 * the user a ListingOwner). Call inside the decision's transaction; once it commits, call
 * `forgetViewer` so this instance's next request of that user reads the new role (docs/product.md
 * section 6: a role change applies at once, not when the cached viewer expires).
 */
import { type Role, roleRank } from "@lwl/contracts/roles";
import type { IdentityDeps } from "../deps.ts";
import { lockUserRole, setUserRole } from "./role-queries.ts";

/** What role changes use: the database, and the viewer cache to forget a changed user in. */
export type RoleServiceDeps = Pick<IdentityDeps, "db" | "viewers">;

export interface RoleChange {
  before: Role;
  after: Role;
}

/**
 * Raises the user to at least `role` (a Reader becomes a ListingOwner; an Administrator keeps
 * Administrator). The role before and after, or undefined when the user does not exist.
 */
export async function raiseRoleTo(
  deps: Pick<IdentityDeps, "db">,
  userId: string,
  role: Role,
): Promise<RoleChange | undefined> {
  const before = await lockUserRole(deps.db, userId);
  if (before === undefined) return undefined;
  if (roleRank(before) >= roleRank(role)) return { before, after: before };
  await setUserRole(deps.db, userId, role);
  return { before, after: role };
}

/** Drops the user's cached viewer after a committed role change. */
export function forgetViewer(deps: Pick<IdentityDeps, "viewers">, userId: string): void {
  deps.viewers.forget(userId);
}
