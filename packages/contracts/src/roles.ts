/** Roles ranked lowest to highest (docs/product.md section 6): the highest one a user holds wins. */
export const ROLES = ["Reader", "ListingOwner", "Administrator"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_PERMISSION_PREFIX = "role:";

export function roleRank(role: Role | ""): number {
  return role === "" ? -1 : ROLES.indexOf(role);
}

/** Highest role named in a token's permissions list, or "" when it names none. */
export function roleFromPermissions(permissions: readonly string[] | undefined): Role | "" {
  let best: Role | "" = "";
  for (const permission of permissions ?? []) {
    if (!permission.startsWith(ROLE_PERMISSION_PREFIX)) continue;
    const name = permission.slice(ROLE_PERMISSION_PREFIX.length);
    const role = ROLES.find((candidate) => candidate === name);
    if (role && roleRank(role) > roleRank(best)) best = role;
  }
  return best;
}

export function canManageListings(role: Role | ""): boolean {
  return role === "ListingOwner" || role === "Administrator";
}
