/**
 * Makes the WebP variants of an uploaded image with sharp (libvips). The header is read first and the
 * size checked before anything is decoded, so a small file that declares a huge image costs nothing;
 * libvips is also told the same pixel limit, in case a header lies.
 */
import { IMAGE_UPLOAD_LIMITS, IMAGE_VARIANT_WIDTHS, UPLOAD_MESSAGES } from "@lwl/contracts/media";
import sharp from "sharp";
import { isJpeg, looksLikeCompleteJpeg } from "./content-type.ts";

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
    const quarter = turnsQuarter(header.orientation);
    return { ok: true, width: quarter ? header.height : header.width, height: quarter ? header.width : header.height };
  } catch {
    return { ok: false, message: UPLOAD_MESSAGES.imageUnreadable };
  }
}

/**
 * Checks the image and makes its variants: turned as the camera meant (EXIF orientation applied) and
 * with no metadata at all (EXIF, GPS, XMP, ICC: sharp writes none unless asked), in sRGB.
 * A refusal carries the message to show beside the field.
 */
export async function readImage(bytes: Buffer): Promise<ImageReading> {
  if (isJpeg(bytes) && !looksLikeCompleteJpeg(bytes)) return { ok: false, message: UPLOAD_MESSAGES.imageUnreadable };
  const header = await readHeader(bytes);
  if (!header.ok) return header;
  try {
    // The original is decoded once, to the widest variant, upright and in sRGB; the narrower ones are
    // made from those pixels. Decoding a large photo is most of the work (and of the memory).
    const widest = await sharp(bytes, decodeOptions)
      .rotate()
      .resize({ width: variantWidths(header.width).at(-1), withoutEnlargement: true })
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
 * decode completely, or no one could read it. Null when it does, otherwise why not.
 */
export async function refusalOfImageDocument(bytes: Buffer): Promise<string | null> {
  const header = await readHeader(bytes);
  if (!header.ok)
    return header.message === UPLOAD_MESSAGES.imageUnreadable ? UPLOAD_MESSAGES.documentUnreadable : header.message;
  try {
    await sharp(bytes, decodeOptions).resize({ width: 64 }).toBuffer();
    return null;
  } catch {
    return UPLOAD_MESSAGES.documentUnreadable;
  }
}
