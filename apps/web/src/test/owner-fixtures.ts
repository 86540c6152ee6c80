import type { OwnerEvent, OwnerEventSummary } from "@lwl/contracts/event-writes";
import type { OwnerListing, OwnerListingSummary } from "@lwl/contracts/listing-writes";
import type { OwnerPost, OwnerPostSummary } from "@lwl/contracts/post-writes";
import { blogSummary, eventDetail, eventSummary, listingDetail, listingSummary } from "./fixtures.ts";
import { TEST_USER_ID } from "./tokens.ts";

/** The owner's views (moderation state included) of the fixtures, owned by the signed-in test user. */
const moderation = { rejectReason: null, pendingSince: null, pendingChanges: null };

export function ownerListing(overrides: Partial<OwnerListing> = {}): OwnerListing {
  return { ...listingDetail({ authorId: TEST_USER_ID }), ...moderation, ...overrides };
}

export function ownerListingSummary(overrides: Partial<OwnerListingSummary> = {}): OwnerListingSummary {
  return { ...listingSummary({ authorId: TEST_USER_ID }), ...moderation, ...overrides };
}

export function ownerEvent(overrides: Partial<OwnerEvent> = {}): OwnerEvent {
  return {
    ...eventDetail({
      fullAddress: {
        line1: "12 Hill Road",
        line2: null,
        city: "Pune",
        state: "Maharashtra",
        postalCode: "411001",
        country: "India",
        latitude: null,
        longitude: null,
      },
    }),
    ...moderation,
    ...overrides,
  };
}

export function ownerEventSummary(overrides: Partial<OwnerEventSummary> = {}): OwnerEventSummary {
  return { ...eventSummary(), ...moderation, ...overrides };
}

export function ownerPost(overrides: Partial<OwnerPost> = {}): OwnerPost {
  return {
    ...blogSummary({ authorId: TEST_USER_ID, listingId: 1, tags: ["admissions"] }),
    content: "<p>Forms open on 1 March.</p>",
    ...moderation,
    ...overrides,
  };
}

export function ownerPostSummary(overrides: Partial<OwnerPostSummary> = {}): OwnerPostSummary {
  return { ...blogSummary({ authorId: TEST_USER_ID, listingId: 1 }), ...moderation, ...overrides };
}
