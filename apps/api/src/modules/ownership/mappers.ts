import type {
  AdminClaimRequest,
  AdminOwnershipRequest,
  ClaimRequest,
  OwnershipRequest,
} from "@lwl/contracts/ownership";
import type { ClaimWithListingRow, OwnershipRequestRow, RequesterColumns } from "./queries.ts";

const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

export function toOwnershipRequest(row: OwnershipRequestRow): OwnershipRequest {
  return {
    id: row.id,
    userId: row.userId,
    organisationName: row.organisationName,
    position: row.position,
    phone: row.phone,
    website: row.website,
    message: row.message,
    status: row.status,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    decidedAt: isoOrNull(row.decidedAt),
  };
}

export function toClaimRequest(row: ClaimWithListingRow): ClaimRequest {
  return {
    id: row.id,
    userId: row.userId,
    listingId: row.listingId,
    listingName: row.listingName,
    relationship: row.relationship,
    evidence: row.evidence,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    documentUrl: row.evidenceDocument,
    status: row.status,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    decidedAt: isoOrNull(row.decidedAt),
  };
}

const requesterOf = (userId: string, row: RequesterColumns) => ({
  id: userId,
  fullName: row.requesterName,
  email: row.requesterEmail,
});

export function toAdminOwnershipRequest(row: OwnershipRequestRow & RequesterColumns): AdminOwnershipRequest {
  return { ...toOwnershipRequest(row), requester: requesterOf(row.userId, row), decidedBy: row.decidedBy };
}

export function toAdminClaimRequest(row: ClaimWithListingRow & RequesterColumns): AdminClaimRequest {
  return { ...toClaimRequest(row), requester: requesterOf(row.userId, row), decidedBy: row.decidedBy };
}
