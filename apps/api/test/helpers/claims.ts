/**
 * A listing claim through the API as people make one: the claimant sends the claim form, an
 * administrator approves it. For tests about what a claim changes (owners, caches), not about the
 * claim endpoints themselves (test/modules/ownership/claims.test.ts).
 */
import { expect } from "vitest";
import type { TestApp } from "./app.ts";
import type { SignedInUser } from "./auth.ts";

/** `claimant` claims `listingId` with a believable form; the claim is stored pending. Answers its id. */
export async function claimListing(t: TestApp, claimant: SignedInUser, listingId: number): Promise<number> {
  const claim = await t.app.inject({
    method: "POST",
    url: "/api/users/claims/listing/claim",
    headers: claimant.headers,
    payload: {
      listingId,
      relationship: "Principal",
      evidence: "I am the principal; the institution's website lists me on its staff page.",
      contactEmail: "principal@institution.example",
      contactPhone: "+91 98765 43210",
    },
  });
  expect([claim.statusCode, claim.json().status]).toEqual([201, "PENDING"]);
  return claim.json().id as number;
}

/** `admin` approves claim `claimId`: the answer, for the test to judge. */
export function approveClaim(t: TestApp, admin: SignedInUser, claimId: number) {
  return t.app.inject({
    method: "POST",
    url: `/adminservice/api/v1/requests/listing-claim/approve/${claimId}`,
    headers: admin.headers,
  });
}
