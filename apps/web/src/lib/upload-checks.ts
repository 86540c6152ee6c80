import {
  DOCUMENT_UPLOAD_LIMITS,
  detectUploadType,
  IMAGE_UPLOAD_LIMITS,
  isImageContentType,
  UPLOAD_MESSAGES,
  UPLOAD_SIGNATURE_BYTES,
} from "@lwl/contracts/media";

async function typeOf(file: File) {
  const head = await file.slice(0, UPLOAD_SIGNATURE_BYTES).arrayBuffer();
  return detectUploadType(new Uint8Array(head));
}

/**
 * The server's checks that can run before sending (size, and the type read from the file's first
 * bytes, as the server reads it): a refused file costs no upload. Null when the file may go; the
 * server still checks everything, the pixel count and a damaged file included.
 */
export async function problemWithImage(file: File): Promise<string | null> {
  if (file.size > IMAGE_UPLOAD_LIMITS.maxBytes) return UPLOAD_MESSAGES.imageTooLarge;
  return isImageContentType(await typeOf(file)) ? null : UPLOAD_MESSAGES.imageType;
}

export async function problemWithDocument(file: File): Promise<string | null> {
  if (file.size > DOCUMENT_UPLOAD_LIMITS.maxBytes) return UPLOAD_MESSAGES.documentTooLarge;
  return (await typeOf(file)) === null ? UPLOAD_MESSAGES.documentType : null;
}
