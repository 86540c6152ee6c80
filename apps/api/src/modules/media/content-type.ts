/**
 * What a file is, from its first bytes (its "magic number"), never from its name or the type the
 * browser claims: both are whatever the sender chose.
 */
import type { DocumentContentType } from "@lwl/contracts/media";

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = ascii("RIFF");
const WEBP = ascii("WEBP");
const PDF = ascii("%PDF-");

/** The type of the bytes among those uploads may be, or null for anything else. */
export function detectContentType(bytes: Buffer): DocumentContentType | null {
  if (startsWith(bytes, JPEG)) return "image/jpeg";
  if (startsWith(bytes, PNG)) return "image/png";
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return "image/webp";
  if (startsWith(bytes, PDF)) return "application/pdf";
  return null;
}

/**
 * A PDF ends with `%%EOF` (followed by at most a little white space; incremental saves repeat it).
 * A file cut short in transfer lacks it, and cannot be read by the administrator who checks the claim.
 */
export function looksLikeCompletePdf(bytes: Buffer): boolean {
  const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString("latin1");
  return /%%EOF\s*$/.test(tail);
}
