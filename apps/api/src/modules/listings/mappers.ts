import { formatAddress } from "@lwl/contracts/address";
import type { Listing, ListingSummary } from "@lwl/contracts/listings";
import { excerptOf } from "../content/html.ts";
import { ratingSummaryOf } from "../content/ratings.ts";
import { isClaimable } from "./policy.ts";
import type { ListingDetailRow, ListingRow, ListingSummaryRow, ListingWithAuthorRow } from "./queries.ts";

function addressOf(row: ListingSummaryRow | ListingRow): string {
  return formatAddress({ ...row, line1: row.addressLine1, line2: row.addressLine2 });
}

export function toListingSummary(row: ListingSummaryRow): ListingSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    type: row.type,
    status: row.status,
    authorId: row.authorId,
    city: row.city,
    state: row.state,
    address: addressOf(row),
    logo: row.logo,
    coverPicture: row.coverPicture,
    excerpt: excerptOf(row.description),
    handPicked: row.handPicked,
    rating: ratingSummaryOf(row),
  };
}

/**
 * A listing's detail but for `searchCount`, which is always the listing's search clicks in the ranking
 * month (what "Top Searches This Month" ranks by): `toListing` takes them from the detail's row, the
 * owner's views add them to the row the moderated-content pipeline read (write-service.ts).
 */
export function toListingWithoutClicks(row: ListingWithAuthorRow): Omit<Listing, "searchCount"> {
  const address = addressOf(row);
  return {
    ...toListingSummary(row),
    description: row.description,
    fullAddress: {
      line1: row.addressLine1,
      line2: row.addressLine2,
      city: row.city,
      state: row.state,
      postalCode: row.postalCode,
      country: row.country,
      latitude: row.latitude,
      longitude: row.longitude,
    },
    contact: { phone: row.contactPhone, email: row.contactEmail, website: row.contactWebsite, address },
    details: row.details,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    // The claim call's own rule, so the web offers exactly the claims the API accepts.
    claimable: isClaimable(row),
  };
}

/** The public detail: the row read with its clicks in the ranking month (queries.ts `findListingById`). */
export function toListing(row: ListingDetailRow): Listing {
  return { ...toListingWithoutClicks(row), searchCount: row.searchCount };
}
