/**
 * Reads the one file of a multipart upload (HTTP wiring, used by routes.ts). Limits are enforced while
 * the body streams in: a file over its limit stops being read and is refused with a 413, and anything
 * malformed is the sender's mistake, a 400, never a 500.
 */
import { UPLOAD_FILE_FIELD, UPLOAD_MESSAGES } from "@lwl/contracts/media";
import type { FastifyRequest } from "fastify";
import { fieldRefused, HttpError, unsupportedMediaType } from "../../shared/http-error.ts";
import type { ReceivedFile } from "./service.ts";

const MALFORMED = `The upload could not be read: send the file as multipart/form-data in the field "${UPLOAD_FILE_FIELD}".`;

/** Room for the multipart framing and a few small fields around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * A body whose declared length cannot hold an acceptable file is refused before it is read (the
 * browser still reads the answer); one that declares none, or lies, meets the limit while streaming.
 */
export function refuseDeclaredOversize(maxBytes: number, tooLarge: string) {
  return async (request: FastifyRequest) => {
    const declared = Number(request.headers["content-length"]);
    if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD_BYTES) {
      throw fieldRefused(413, UPLOAD_FILE_FIELD, tooLarge);
    }
  };
}

export async function receiveFile(request: FastifyRequest, maxBytes: number, tooLarge: string): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw unsupportedMediaType(MALFORMED);
  try {
    const part = await request.file({
      limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 50 },
      throwFileSizeLimit: true,
    });
    if (!part) throw fieldRefused(400, UPLOAD_FILE_FIELD, UPLOAD_MESSAGES.missingFile);
    return { bytes: await part.toBuffer(), fileName: part.filename ?? "" };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw fieldRefused(413, UPLOAD_FILE_FIELD, tooLarge);
    if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT") {
      throw fieldRefused(400, UPLOAD_FILE_FIELD, "Send one file per upload.");
    }
    // Busboy's parse errors (a missing boundary, a body cut short) are the request's, not the server's.
    request.log.info({ err: error }, "unreadable multipart upload");
    throw fieldRefused(400, UPLOAD_FILE_FIELD, MALFORMED);
  }
}
