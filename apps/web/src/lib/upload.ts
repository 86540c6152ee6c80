import type { ApiError } from "@lwl/contracts/errors";
import { UPLOAD_FILE_FIELD } from "@lwl/contracts/media";
import { HttpError } from "./http.ts";
import { session } from "./session/session.ts";

export interface UploadOptions {
  /** Called as the file goes out, with the share sent so far (0 to 1). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Thrown when the person cancels the upload; not an error to show. */
export class UploadCancelled extends Error {
  constructor() {
    super("The upload was cancelled.");
    this.name = "UploadCancelled";
  }
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

const isApiError = (value: unknown): value is ApiError =>
  typeof value === "object" && value !== null && "message" in value && "statusCode" in value;

/**
 * Sends one file as multipart/form-data with the session's bearer token. XMLHttpRequest rather than
 * fetch because only it reports upload progress. Failures are the same HttpError as every other call,
 * so lib/request-errors.ts reads them; a 401 ends the session, as in authorizedJson.
 */
export async function uploadFile<T>(path: string, file: File, { onProgress, signal }: UploadOptions = {}): Promise<T> {
  const token = await session.validAccessToken();
  if (!token) {
    const message = "Please sign in to continue.";
    throw new HttpError(401, message, { statusCode: 401, error: "Unauthorized", message });
  }
  if (signal?.aborted) throw new UploadCancelled();

  const body = new FormData();
  body.append(UPLOAD_FILE_FIELD, file, file.name);

  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", path);
    request.setRequestHeader("Accept", "application/json");
    request.setRequestHeader("Authorization", `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    const cancel = () => request.abort();
    signal?.addEventListener("abort", cancel, { once: true });
    const settle = () => signal?.removeEventListener("abort", cancel);

    request.onload = () => {
      settle();
      const payload = parse(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        resolve(payload as T);
        return;
      }
      if (request.status === 401) session.end("rejected");
      const apiError = isApiError(payload) ? payload : null;
      reject(
        new HttpError(
          request.status,
          apiError?.message ?? `Upload failed with status ${request.status}`,
          apiError,
          payload,
        ),
      );
    };
    request.onerror = () => {
      settle();
      reject(new Error("The upload could not reach the server."));
    };
    request.onabort = () => {
      settle();
      reject(new UploadCancelled());
    };
    request.send(body);
  });
}
