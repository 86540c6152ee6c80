import type { Database } from "../client.ts";
import { lookups, siteContent } from "../schema.ts";
import { EVENT_ACCESSIBILITY_LOOKUPS, EVENT_TYPE_LOOKUPS, LISTING_TYPE_LOOKUPS } from "./lookups.ts";
import { PRIVACY_POLICY, TERMS_OF_SERVICE } from "./site-texts.ts";

/**
 * Data every installation needs, demo or not: the lookup lists and the first terms and privacy texts.
 * Idempotent: existing rows (perhaps edited by an admin) are left as they are.
 */
export async function seedBaseData(db: Database): Promise<void> {
  const rows = [
    ...LISTING_TYPE_LOOKUPS.map((l, i) => ({ kind: "LISTING_TYPE" as const, ...l, sortOrder: i })),
    ...EVENT_TYPE_LOOKUPS.map((l, i) => ({ kind: "EVENT_TYPE" as const, ...l, sortOrder: i })),
    ...EVENT_ACCESSIBILITY_LOOKUPS.map((l, i) => ({ kind: "EVENT_ACCESSIBILITY" as const, ...l, sortOrder: i })),
  ];
  await db.insert(lookups).values(rows).onConflictDoNothing();
  await db
    .insert(siteContent)
    .values([
      { key: "terms-of-service", body: TERMS_OF_SERVICE },
      { key: "privacy-policy", body: PRIVACY_POLICY },
    ])
    .onConflictDoNothing();
}
