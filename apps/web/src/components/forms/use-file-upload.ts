import { UPLOAD_FILE_FIELD } from "@lwl/contracts/media";
import { useCallback, useEffect, useRef, useState } from "react";
import { describeRequestError } from "../../lib/request-errors.ts";
import { UploadCancelled, uploadFile } from "../../lib/upload.ts";

export type UploadState =
  | { phase: "idle" }
  | { phase: "uploading"; percent: number }
  | { phase: "done" }
  | { phase: "refused"; message: string };

const FALLBACK = "The file could not be uploaded. Please try again.";

/**
 * One file upload at a time: the check before sending, the upload with its progress, cancelling, and
 * the refusal in words for the field (the server's message for the file, or the whole message).
 */
export function useFileUpload<T>(path: string, problemWith: (file: File) => Promise<string | null>) {
  const [state, setState] = useState<UploadState>({ phase: "idle" });
  const controller = useRef<AbortController | null>(null);

  // A form that goes away mid-upload stops sending.
  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async (file: File): Promise<T | null> => {
      controller.current?.abort();
      const problem = await problemWith(file);
      if (problem) {
        setState({ phase: "refused", message: problem });
        return null;
      }
      const current = new AbortController();
      controller.current = current;
      setState({ phase: "uploading", percent: 0 });
      try {
        const answer = await uploadFile<T>(path, file, {
          signal: current.signal,
          onProgress: (fraction) => setState({ phase: "uploading", percent: Math.round(fraction * 100) }),
        });
        setState({ phase: "done" });
        return answer;
      } catch (error) {
        if (error instanceof UploadCancelled) {
          setState({ phase: "idle" });
          return null;
        }
        const report = describeRequestError(error, FALLBACK);
        const message = report.issues.find((issue) => issue.path === UPLOAD_FILE_FIELD)?.message ?? report.message;
        setState({ phase: "refused", message });
        return null;
      } finally {
        if (controller.current === current) controller.current = null;
      }
    },
    [path, problemWith],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => setState({ phase: "idle" }), []);
  return { state, upload, cancel, reset };
}
