import { createHash } from "node:crypto";

/** SHA-256 hex of a review's body lower-cased, with white space runs folded to one space and trimmed (reviews.body_hash). */
export function reviewBodyHash(body: string): string {
  return createHash("sha256").update(body.toLowerCase().replace(/\s+/gu, " ").trim()).digest("hex");
}
