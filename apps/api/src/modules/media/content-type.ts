/** Checks of a file's bytes beyond its type (which `detectUploadType` in @lwl/contracts/media reads). */

/**
 * A PDF ends with `%%EOF` (followed by at most a little white space; incremental saves repeat it).
 * A file cut short in transfer lacks it, and cannot be read by the administrator who checks the claim.
 */
export function looksLikeCompletePdf(bytes: Buffer): boolean {
  const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString("latin1");
  return /%%EOF\s*$/.test(tail);
}

const JPEG_START_OF_SCAN = Buffer.from([0xff, 0xda]);
const JPEG_END_OF_IMAGE = Buffer.from([0xff, 0xd9]);

/** A JPEG file: it starts with the start-of-image marker. */
export function isJpeg(bytes: Buffer): boolean {
  return bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

/**
 * A JPEG's last scan is followed by the end-of-image marker. libjpeg only sometimes warns about a file
 * cut just before it (it depends on where the entropy-coded data happens to end), so the marker is
 * checked here. Inside scan data 0xFF is always stuffed (FF 00) or a restart marker, so FF D9 after
 * the last start-of-scan can only be the end; an EXIF thumbnail's own markers come before the main scan.
 */
export function looksLikeCompleteJpeg(bytes: Buffer): boolean {
  const lastScan = bytes.lastIndexOf(JPEG_START_OF_SCAN);
  return lastScan >= 0 && bytes.lastIndexOf(JPEG_END_OF_IMAGE) > lastScan;
}
