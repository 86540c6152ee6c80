import { createHash } from "node:crypto";

/**
 * SHA-256 hex of an enquiry's message lower-cased, with white space runs folded to one space and
 * trimmed (enquiries.message_hash): the same text sent to many listings hashes alike however it is spaced.
 */
export function enquiryMessageHash(message: string): string {
  return createHash("sha256").update(message.toLowerCase().replace(/\s+/gu, " ").trim()).digest("hex");
}
