/** Who is calling: the user row behind a verified access token, read briefly from a small cache. */
import type { Role } from "@lwl/contracts/roles";
import type { Database } from "../../../db/client.ts";
import { type Clock, systemClock } from "../../../shared/clock.ts";
import { findViewerRow } from "./queries.ts";

export interface Viewer {
  userId: string;
  /**
   * From the database row, not from the token's permissions: a token lives 15 minutes and says what
   * the role was when it was issued, but an approval (Reader to ListingOwner) or a demotion takes
   * effect at once only if the server reads the role it stores.
   */
  role: Role;
  fullName: string;
  mobile: string | null;
  email: string;
  emailVerified: boolean;
}

const MAX_ENTRIES = 5000;

/** Loads viewers by user id; a disabled or deleted user is null. */
export class ViewerLoader {
  private readonly cache = new Map<string, { viewer: Viewer | null; until: number }>();

  constructor(
    private readonly db: Database,
    private readonly ttlMs: number,
    /** The app's clock: a cached viewer is trusted for ttlMs of it. */
    private readonly now: Clock = systemClock,
  ) {}

  async load(userId: string): Promise<Viewer | null> {
    const now = this.now().getTime();
    const hit = this.cache.get(userId);
    if (hit && hit.until > now) return hit.viewer;
    const viewer = await this.read(userId);
    if (this.ttlMs > 0) {
      if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
      this.cache.set(userId, { viewer, until: now + this.ttlMs });
    }
    return viewer;
  }

  /** Drops a cached user after this instance changed it, so its next request sees the change. */
  forget(userId: string): void {
    this.cache.delete(userId);
  }

  private async read(userId: string): Promise<Viewer | null> {
    const row = await findViewerRow(this.db, userId);
    if (!row || row.disabled) return null;
    const { disabled: _disabled, ...viewer } = row;
    return viewer;
  }
}
