/**
 * Uploads (issue 10 "Images"): public images for logos, covers, event and post pictures, and private
 * documents for listing claims. The limits live here so the web can refuse a file before sending it;
 * the server checks the same limits again on the bytes it receives.
 */
import { z } from "zod";

const MEGABYTE = 1024 * 1024;

/** The multipart field that carries the file, for both upload endpoints. */
export const UPLOAD_FILE_FIELD = "file";

/** Image types the server accepts, recognised by their content (magic bytes), never by name. */
export const IMAGE_CONTENT_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

/** Document types for claim evidence: a PDF or one of the image types. */
export const DOCUMENT_CONTENT_TYPES = ["application/pdf", ...IMAGE_CONTENT_TYPES] as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

export const IMAGE_UPLOAD_LIMITS = {
  /** Bytes of the uploaded file. */
  maxBytes: 5 * MEGABYTE,
  /** Width x height, read from the header before anything is decoded (a small file can declare a huge image). */
  maxPixels: 40_000_000,
  /**
   * The longer side, from the header too. A 40-megapixel photo is about 7,700 wide; a whole A4 page
   * scanned at 600 dpi is 7,016 tall. WebP, which the variants are written in, holds at most 16,383.
   */
  maxSide: 16_000,
  /**
   * The longer side over the shorter one. A phone's panorama is about 4 to 8 times as wide as it is
   * tall and a long till receipt about 10 times as tall as it is wide; a line of pixels thousands
   * long is not a picture, and is costly to scale (issue 23).
   */
  maxAspectRatio: 20,
} as const;

export const DOCUMENT_UPLOAD_LIMITS = {
  maxBytes: 10 * MEGABYTE,
} as const;

/** Widths of the WebP variants made from an upload; an image narrower than one is never enlarged to it. */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 1280] as const;

/** Value for `<input type="file" accept>`, a hint to the browser's file picker only. */
export const IMAGE_ACCEPT = IMAGE_CONTENT_TYPES.join(",");
export const DOCUMENT_ACCEPT = DOCUMENT_CONTENT_TYPES.join(",");

/** Where uploaded images are served (public, immutable) and where documents are fetched (private). */
export const UPLOADED_MEDIA_PREFIX = "/media/uploads/";
export const DOCUMENTS_PATH_PREFIX = "/api/media/documents/";

/** One resized copy of an uploaded image. */
export const imageVariantSchema = z.object({
  width: z.number().int().positive(),
  url: z.string(),
});
export type ImageVariant = z.infer<typeof imageVariantSchema>;

/**
 * POST /api/media answers this. `url` is the largest variant (what a listing's logo or a post's
 * image field stores); `width` and `height` are that variant's, after the photo's orientation is
 * applied. `variants` run from narrowest to widest, the last one being `url`.
 */
export const uploadedImageSchema = z.object({
  url: z.string(),
  variants: z.array(imageVariantSchema),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/**
 * POST /api/media/documents answers this. `url` (`/api/media/documents/{id}`) is what a claim stores
 * in `documentUrl`; only the uploader and administrators can fetch it. `name` is the file's name as
 * sent (cleaned), for display only.
 */
export const uploadedDocumentSchema = z.object({
  id: z.string(),
  url: z.string(),
  contentType: z.enum(DOCUMENT_CONTENT_TYPES),
  size: z.number().int().nonnegative(),
  name: z.string(),
});
export type UploadedDocument = z.infer<typeof uploadedDocumentSchema>;

/** "5 MB", "10 MB": the limits as the messages and the forms show them. */
export function formatMegabytes(bytes: number): string {
  const megabytes = bytes / MEGABYTE;
  return `${Number.isInteger(megabytes) ? megabytes : megabytes.toFixed(1)} MB`;
}

/** The messages both the form (before sending) and the server (after reading) give for a refused file. */
export const UPLOAD_MESSAGES = {
  imageType: "The image must be a JPEG, PNG or WebP file.",
  imageTooLarge: `The image is larger than ${formatMegabytes(IMAGE_UPLOAD_LIMITS.maxBytes)}.`,
  imageTooManyPixels: `The image has more than ${IMAGE_UPLOAD_LIMITS.maxPixels / 1_000_000} megapixels.`,
  imageSideTooLong: `The image is more than ${IMAGE_UPLOAD_LIMITS.maxSide.toLocaleString("en-US")} pixels wide or tall.`,
  imageTooNarrow: `The image is too long and narrow: one side is more than ${IMAGE_UPLOAD_LIMITS.maxAspectRatio} times the other.`,
  imageUnreadable: "The image is damaged or incomplete and could not be read.",
  documentType: "The document must be a PDF, JPEG, PNG or WebP file.",
  documentTooLarge: `The document is larger than ${formatMegabytes(DOCUMENT_UPLOAD_LIMITS.maxBytes)}.`,
  documentUnreadable: "The document is damaged or incomplete and could not be read.",
  missingFile: "Choose a file to upload.",
} as const;

const matchesAt = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
const asciiCodes = (text: string) => [...text].map((c) => c.charCodeAt(0));
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF_SIGNATURE = asciiCodes("RIFF");
const WEBP_SIGNATURE = asciiCodes("WEBP");
const PDF_SIGNATURE = asciiCodes("%PDF-");

/** Bytes detectUploadType needs from the start of a file. */
export const UPLOAD_SIGNATURE_BYTES = 12;

/**
 * What a file is from its first bytes (its "magic number"), never from its name or the type the
 * browser claims: both are whatever the sender chose. The server decides with it; the web uses it to
 * refuse a renamed file before sending it. Null for anything uploads may not be.
 */
export function detectUploadType(bytes: Uint8Array): DocumentContentType | null {
  if (matchesAt(bytes, JPEG_SIGNATURE)) return "image/jpeg";
  if (matchesAt(bytes, PNG_SIGNATURE)) return "image/png";
  if (matchesAt(bytes, RIFF_SIGNATURE) && matchesAt(bytes, WEBP_SIGNATURE, 8)) return "image/webp";
  if (matchesAt(bytes, PDF_SIGNATURE)) return "application/pdf";
  return null;
}

export const isImageContentType = (type: string | null): type is ImageContentType =>
  type !== null && (IMAGE_CONTENT_TYPES as readonly string[]).includes(type);
