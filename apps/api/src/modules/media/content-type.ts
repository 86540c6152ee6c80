/** Checks of a file's bytes beyond its type (which `detectUploadType` in @lwl/contracts/media reads). */

/**
 * A PDF ends with `%%EOF` (followed by at most a little white space; incremental saves repeat it).
 * A file cut short in transfer lacks it, and cannot be read by the administrator who checks the claim.
 */
export function looksLikeCompletePdf(bytes: Buffer): boolean {
  const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString("latin1");
  return /%%EOF\s*$/.test(tail);
}
