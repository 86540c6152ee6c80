/**
 * Makes the WebP variants of an uploaded image with sharp (libvips). The header is read first and the
 * size checked before anything is decoded (pixels, longest side, how long and narrow), so a small file
 * that declares a huge or thread-thin image costs nothing; libvips is also told the same pixel limit,
 * in case a header lies. Nothing is ever scaled up, and every decode waits its turn in `ImageWork`.
 */
import { availableParallelism } from "node:os";
import { IMAGE_UPLOAD_LIMITS, IMAGE_VARIANT_WIDTHS, UPLOAD_MESSAGES } from "@lwl/contracts/media";
import sharp from "sharp";
import { isJpeg, looksLikeCompleteJpeg } from "./content-type.ts";
import type { ImageWork } from "./image-work.ts";

export interface ImageVariantBytes {
  width: number;
  height: number;
  bytes: Buffer;
}

export type ImageReading =
  | { ok: true; variants: ImageVariantBytes[] }
  | { ok: false; message: (typeof UPLOAD_MESSAGES)[keyof typeof UPLOAD_MESSAGES] };

// Every upload is a new image: libvips' operation cache would only hold memory.
sharp.cache(false);
// libvips' threads for one image: all but one core, so even the one job ImageWork lets run at a time
// leaves a core to the other requests (libvips uses every core by default).
sharp.concurrency(Math.max(1, availableParallelism() - 1));

/** WebP at this quality is visually close to the JPEG it replaces at about a third of the bytes. */
const WEBP_QUALITY = 80;

/**
 * The widths to make for an image this wide (after rotation): every standard width below it, and the
 * image's own width capped at the widest standard one; never wider than the original.
 */
export function variantWidths(originalWidth: number): number[] {
  const widest = Math.min(originalWidth, IMAGE_VARIANT_WIDTHS[IMAGE_VARIANT_WIDTHS.length - 1] ?? originalWidth);
  return [...IMAGE_VARIANT_WIDTHS.filter((width) => width < widest), widest];
}

/** EXIF orientations 5 to 8 turn the picture a quarter: its width is the stored height. */
const turnsQuarter = (orientation: number | undefined) => orientation !== undefined && orientation >= 5;

const decodeOptions = {
  limitInputPixels: IMAGE_UPLOAD_LIMITS.maxPixels,
  // Refuse a file cut short or damaged instead of filling the missing part with grey.
  failOn: "warning",
  // Only the first frame of an animated WebP or PNG.
  pages: 1,
} as const;

type HeaderReading = { ok: true; width: number; height: number } | Extract<ImageReading, { ok: false }>;

/** The oriented size from the header alone (nothing decoded), or why the image is refused. */
async function readHeader(bytes: Buffer): Promise<HeaderReading> {
  try {
    const header = await sharp(bytes, { ...decodeOptions, limitInputPixels: false }).metadata();
    if (!header.width || !header.height) return { ok: false, message: UPLOAD_MESSAGES.imageUnreadable };
    if (header.width * header.height > IMAGE_UPLOAD_LIMITS.maxPixels) {
      return { ok: false, message: UPLOAD_MESSAGES.imageTooManyPixels };
    }
    const longSide = Math.max(header.width, header.height);
    if (longSide > IMAGE_UPLOAD_LIMITS.maxSide) return { ok: false, message: UPLOAD_MESSAGES.imageSideTooLong };
    // A line of pixels is cheap to decode but not to scale; and no one uploads one as a picture.
    if (longSide > IMAGE_UPLOAD_LIMITS.maxAspectRatio * Math.min(header.width, header.height)) {
      return { ok: false, message: UPLOAD_MESSAGES.imageTooNarrow };
    }
    const quarter = turnsQuarter(header.orientation);
    return { ok: true, width: quarter ? header.height : header.width, height: quarter ? header.width : header.height };
  } catch {
    return { ok: false, message: UPLOAD_MESSAGES.imageUnreadable };
  }
}

/**
 * Checks the image and makes its variants: turned as the camera meant (EXIF orientation applied) and
 * with no metadata at all (EXIF, GPS, XMP, ICC: sharp writes none unless asked), in sRGB.
 * A refusal carries the message to show beside the field. The header is judged at once; the decode
 * waits for its turn in `work`.
 */
export async function readImage(bytes: Buffer, work: ImageWork): Promise<ImageReading> {
  if (isJpeg(bytes) && !looksLikeCompleteJpeg(bytes)) return { ok: false, message: UPLOAD_MESSAGES.imageUnreadable };
  const header = await readHeader(bytes);
  if (!header.ok) return header;
  return work.run(() => makeVariants(bytes, header.width));
}

async function makeVariants(bytes: Buffer, uprightWidth: number): Promise<ImageReading> {
  try {
    // The original is decoded once, to the widest variant, upright and in sRGB; the narrower ones are
    // made from those pixels. Decoding a large photo is most of the work (and of the memory).
    const widest = await sharp(bytes, decodeOptions)
      .rotate()
      .resize({ width: variantWidths(uprightWidth).at(-1), withoutEnlargement: true })
      .toColourspace("srgb")
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
    const pixels = {
      raw: { width: widest.info.width, height: widest.info.height, channels: widest.info.channels },
    } as const;
    const variants: ImageVariantBytes[] = [];
    for (const targetWidth of variantWidths(widest.info.width)) {
      const { data, info } = await sharp(widest.data, pixels)
        .resize({ width: targetWidth, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.height, bytes: data });
    }
    return { ok: true, variants };
  } catch {
    return { ok: false, message: UPLOAD_MESSAGES.imageUnreadable };
  }
}

/**
 * An image document (claim evidence) is kept as sent, for the administrator who checks it, but must
 * decode completely, or no one could read it. Null when it does, otherwise why not. The header is
 * judged at once; the decode waits for its turn in `work`.
 */
export async function refusalOfImageDocument(bytes: Buffer, work: ImageWork): Promise<string | null> {
  const header = await readHeader(bytes);
  if (!header.ok)
    return header.message === UPLOAD_MESSAGES.imageUnreadable ? UPLOAD_MESSAGES.documentUnreadable : header.message;
  return work.run(async () => {
    try {
      await documentThumbnail(bytes).toBuffer();
      return null;
    } catch {
      return UPLOAD_MESSAGES.documentUnreadable;
    }
  });
}

/** The thumbnail box of the document check: small, since the thumbnail itself is thrown away. */
const DOCUMENT_CHECK_SIDE = 64;

/**
 * What the document check makes to read every pixel (a file cut short fails): a thumbnail within
 * 64 x 64 and never larger than the image. Scaled up to 64 wide, a 1 x 65,000 line became 64 x 4,160,000
 * pixels, seconds of CPU from a file of a few hundred bytes (issue 23).
 */
export function documentThumbnail(bytes: Buffer) {
  return sharp(bytes, decodeOptions).resize({
    width: DOCUMENT_CHECK_SIDE,
    height: DOCUMENT_CHECK_SIDE,
    fit: "inside",
    withoutEnlargement: true,
  });
}
