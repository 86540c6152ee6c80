/** Content status (design brief section 4). Only PUBLISHED content is visible to visitors. */
export const CONTENT_STATUSES = ["DRAFT", "PENDING", "PUBLISHED", "REJECTED", "ARCHIVED"] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const REQUEST_STATUSES = ["PENDING", "APPROVED", "REJECTED", "CANCELLED"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Status strings compare case-insensitively (docs/product.md section 4). */
export function isPublished(status: string | null | undefined): boolean {
  return (status ?? "").toUpperCase() === "PUBLISHED";
}
