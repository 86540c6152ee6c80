import type { ClaimRequest, OwnershipRequest } from "@lwl/contracts/ownership";
import { TEST_USER_ID } from "./tokens.ts";

/** Answers of the user service as the tests of this feature need them. */
export function ownershipRequest(overrides: Partial<OwnershipRequest> = {}): OwnershipRequest {
  return {
    id: 7,
    userId: TEST_USER_ID,
    organisationName: "Sunrise Academy",
    position: "Principal",
    phone: "+91 98765 43210",
    website: "https://sunrise.example",
    message: "We run the Sunrise Academy.",
    status: "PENDING",
    rejectReason: null,
    createdAt: "2026-03-02T10:00:00.000Z",
    updatedAt: "2026-03-02T10:00:00.000Z",
    decidedAt: null,
    ...overrides,
  };
}

export function claimRequest(overrides: Partial<ClaimRequest> = {}): ClaimRequest {
  return {
    id: 11,
    userId: TEST_USER_ID,
    listingId: 42,
    listingName: "Green Valley School",
    relationship: "Principal",
    evidence: "The school's staff page names me.",
    contactEmail: "asha@example.com",
    contactPhone: "+91 98765 43210",
    documentUrl: null,
    status: "PENDING",
    rejectReason: null,
    createdAt: "2026-03-03T10:00:00.000Z",
    updatedAt: "2026-03-03T10:00:00.000Z",
    decidedAt: null,
    ...overrides,
  };
}
