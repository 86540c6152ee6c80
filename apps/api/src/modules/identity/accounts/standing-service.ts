/**
 * An account's standing, which administrators change (the admin module's users console): its role,
 * and whether it is disabled. A disabled account is signed out everywhere: its refresh tokens and
 * browser sessions end with the change, and its access tokens stop working as soon as the viewer
 * cache forgets it (at once on this instance, within the cache's few seconds on others).
 */

import type { IdentityDeps } from "../deps.ts";
import { deleteUserBrowserSessions } from "../hosted-login/queries.ts";
import { revokeUserRefreshTokens } from "../tokens/queries.ts";
import type { Account } from "./service.ts";
import { lockUserById, type StandingChanges, updateStanding } from "./standing-queries.ts";

export type { StandingChanges } from "./standing-queries.ts";

/**
 * Locks the account and applies the changes; before and after, or undefined when there is no such
 * account. Run it inside the caller's transaction (with its audit row), then call role-service.ts's
 * `forgetViewer` after the commit: forgetting earlier could let a request cache the old standing again.
 */
export async function changeAccountStanding(
  deps: Pick<IdentityDeps, "db">,
  userId: string,
  changes: StandingChanges,
): Promise<{ before: Account; after: Account } | undefined> {
  const before = await lockUserById(deps.db, userId);
  if (!before) return undefined;
  const after = await updateStanding(deps.db, userId, changes);
  if (after.disabled && !before.disabled) {
    await revokeUserRefreshTokens(deps.db, userId);
    await deleteUserBrowserSessions(deps.db, userId);
  }
  return { before, after };
}
