import { beforeEach, describe, expect, it, vi } from "vitest";
import { FakeUploadRequest } from "../test/fake-upload-request.ts";
import { HttpError } from "./http.ts";
import { session } from "./session/session.ts";
import { UploadCancelled, uploadFile } from "./upload.ts";

const file = () => new File(["%PDF-1.4\n%%EOF\n"], "a.pdf", { type: "application/pdf" });

async function sent() {
  await vi.waitFor(() => expect(FakeUploadRequest.sent).toHaveLength(1));
  return FakeUploadRequest.sent[0] as FakeUploadRequest;
}

beforeEach(() => {
  FakeUploadRequest.sent = [];
  vi.stubGlobal("XMLHttpRequest", FakeUploadRequest);
  vi.spyOn(session, "validAccessToken").mockResolvedValue("token-3");
});

describe("uploadFile", () => {
  it("reports progress and resolves with the answer", async () => {
    const progress: number[] = [];
    const done = uploadFile("/api/media/documents", file(), { onProgress: (f) => progress.push(f) });
    const request = await sent();
    request.progress(50, 200);
    request.answer(201, { id: "x" });
    await expect(done).resolves.toEqual({ id: "x" });
    expect(progress).toEqual([0.25, 1]);
  });

  it("turns a refusal into the app's HttpError, and a 401 ends the session", async () => {
    const end = vi.spyOn(session, "end");
    const done = uploadFile("/api/media", file());
    (await sent()).answer(401, { statusCode: 401, error: "Unauthorized", message: "Token expired" });
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, message: "Token expired" });
    expect(end).toHaveBeenCalledWith("rejected");
  });

  it("rejects with UploadCancelled when its signal aborts", async () => {
    const controller = new AbortController();
    const done = uploadFile("/api/media", file(), { signal: controller.signal });
    await sent();
    controller.abort();
    await expect(done).rejects.toBeInstanceOf(UploadCancelled);
  });
});
