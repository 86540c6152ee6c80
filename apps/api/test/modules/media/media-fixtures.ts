/** Files for the upload tests: multipart bodies, and images made with sharp (good, huge, cut short). */
import { crc32 } from "node:zlib";
import sharp from "sharp";

export interface FilePart {
  bytes: Buffer;
  fileName: string;
  /** What the browser claims; the server must not believe it. */
  contentType?: string;
  field?: string;
}

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
export function multipart({ bytes, fileName, contentType = "application/octet-stream", field = "file" }: FilePart) {
  const boundary = `----lwl-test-${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** A noisy photo (noise does not compress, so sizes are realistic). */
export function photo(width: number, height: number, format: "jpeg" | "png" | "webp" = "jpeg") {
  return sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } },
  })
    .toFormat(format)
    .toBuffer();
}

/** A flat-coloured image: compresses to almost nothing, so a large one fits under the size limit. */
export function plain(width: number, height: number, format: "jpeg" | "png" | "webp" = "png") {
  return sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 60, alpha: 0.5 } } })
    .toFormat(format)
    .toBuffer();
}

/**
 * A camera JPEG: stored 1600 x 1000 with EXIF orientation 6 (turn a quarter clockwise to view it, so
 * it is 1000 x 1600 upright), a GPS position and a camera owner's name, which must not survive.
 */
export function cameraJpeg() {
  return sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#3a6ea5" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Artist: "Secret Photographer", Copyright: "Private" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "18/1 31/1 0/1" },
    })
    .toBuffer();
}

/** A real 1 x 1 PNG whose header declares width x height (with a correct checksum): tiny file, huge image. */
export async function pngDeclaring(width: number, height: number) {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: "#fff" } })
      .png()
      .toBuffer(),
  );
  // Signature (8), IHDR length (4), "IHDR" (4), width, height, 5 more bytes, then the chunk's CRC.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** The first part of a file, as a connection cut short leaves it. */
export const truncated = (bytes: Buffer, fraction = 0.6) => bytes.subarray(0, Math.floor(bytes.length * fraction));

/** A small, complete PDF (one empty page). */
export function pdf(text = "Letter of appointment") {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
    "latin1",
  );
}
