import type { UploadedImage } from "@lwl/contracts/media";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../lib/session/session.ts";
import { FakeUploadRequest } from "../../test/fake-upload-request.ts";
import { ImageUploadField } from "./image-upload-field.tsx";

const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 2, 3]);
const jpeg = (name = "campus.jpg") => new File([JPEG_BYTES], name, { type: "image/jpeg" });

const answer: UploadedImage = {
  url: "/media/uploads/0b7c2f4e-8f3a-4c1e-9d2a-5a6b7c8d9e0f-1280.webp",
  variants: [
    { width: 320, url: "/media/uploads/0b7c2f4e-8f3a-4c1e-9d2a-5a6b7c8d9e0f-320.webp" },
    { width: 1280, url: "/media/uploads/0b7c2f4e-8f3a-4c1e-9d2a-5a6b7c8d9e0f-1280.webp" },
  ],
  width: 1280,
  height: 720,
};

/** The field inside a form that keeps its value, as the editor pages will. */
function Harness({ initial = null, onChange }: { initial?: string | null; onChange?: (...args: unknown[]) => void }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <ImageUploadField
      label="Logo"
      value={value}
      onChange={(url, image) => {
        setValue(url);
        onChange?.(url, image);
      }}
    />
  );
}

beforeEach(() => {
  FakeUploadRequest.sent = [];
  vi.stubGlobal("XMLHttpRequest", FakeUploadRequest);
  vi.spyOn(session, "validAccessToken").mockResolvedValue("access-token-1");
});

/** The message tied to the file input (what a screen reader reads with the field). */
async function expectFieldMessage(message: string) {
  await waitFor(() =>
    expect(screen.getByLabelText(/^Logo/)).toHaveAccessibleDescription(expect.stringContaining(message)),
  );
  expect(screen.getByLabelText(/^Logo/)).toHaveAttribute("aria-invalid", "true");
}

const lastRequest = () => {
  const request = FakeUploadRequest.sent.at(-1);
  if (!request) throw new Error("nothing was sent");
  return request;
};

describe("ImageUploadField", () => {
  it("uploads the chosen image with the session's token, shows progress, then the preview", async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByLabelText(/^Logo/);
    expect(input).toHaveAccessibleDescription("JPEG, PNG or WebP, at most 5 MB.");

    await userEvent.upload(input, jpeg());
    await waitFor(() => expect(FakeUploadRequest.sent).toHaveLength(1));
    const request = lastRequest();
    expect([request.method, request.url]).toEqual(["POST", "/api/media"]);
    expect(request.headers.authorization).toBe("Bearer access-token-1");
    expect(request.body?.get("file")).toMatchObject({ name: "campus.jpg" });

    act(() => request.progress(42, 100));
    expect(screen.getByRole("progressbar", { name: "Uploading Logo" })).toHaveAttribute("value", "42");
    expect(screen.getByRole("button", { name: "Cancel upload" })).toBeInTheDocument();
    expect(input).toBeDisabled();

    act(() => request.answer(201, answer));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(answer.url, answer));
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Current logo" })).toHaveAttribute("src", answer.url);
    expect(screen.getByRole("status")).toHaveTextContent("Logo uploaded.");
  });

  it("refuses a file of another type renamed to .jpg before sending it, beside the field", async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const renamed = new File(["GIF89a, not a JPEG"], "photo.jpg", { type: "image/jpeg" });
    await userEvent.upload(screen.getByLabelText(/^Logo/), renamed);
    const message = "The image must be a JPEG, PNG or WebP file.";
    await expectFieldMessage(message);
    expect(screen.getByRole("status")).toHaveTextContent(message);
    expect(FakeUploadRequest.sent).toEqual([]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("refuses a file over 5 MB before sending it", async () => {
    render(<Harness />);
    const big = new File([JPEG_BYTES, new Uint8Array(5 * 1024 * 1024)], "big.jpg", { type: "image/jpeg" });
    await userEvent.upload(screen.getByLabelText(/^Logo/), big);
    await expectFieldMessage("The image is larger than 5 MB.");
    expect(FakeUploadRequest.sent).toEqual([]);
  });

  it("shows the server's refusal for the file beside the field and keeps the current image", async () => {
    const onChange = vi.fn();
    render(<Harness initial="/media/uploads/old-640.webp" onChange={onChange} />);
    await userEvent.upload(screen.getByLabelText(/^Logo/), jpeg());
    await waitFor(() => expect(FakeUploadRequest.sent).toHaveLength(1));
    const message = "The image has more than 40 megapixels.";
    act(() =>
      lastRequest().answer(400, {
        statusCode: 400,
        error: "Bad Request",
        message,
        issues: [{ path: "file", message }],
      }),
    );
    await expectFieldMessage(message);
    expect(screen.getByRole("img", { name: "Current logo" })).toHaveAttribute("src", "/media/uploads/old-640.webp");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("says so when the server cannot be reached", async () => {
    render(<Harness />);
    await userEvent.upload(screen.getByLabelText(/^Logo/), jpeg());
    await waitFor(() => expect(FakeUploadRequest.sent).toHaveLength(1));
    act(() => lastRequest().fail());
    await expectFieldMessage("The file could not be uploaded. Please try again.");
  });

  it("cancels an upload in progress and leaves no message", async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.upload(screen.getByLabelText(/^Logo/), jpeg());
    await userEvent.click(await screen.findByRole("button", { name: "Cancel upload" }));
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Logo/)).toBeEnabled();
    expect(screen.getByLabelText(/^Logo/)).not.toHaveAttribute("aria-invalid");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("removes the image with a keyboard-reachable Remove button", async () => {
    const onChange = vi.fn();
    render(<Harness initial={answer.url} onChange={onChange} />);
    const remove = screen.getByRole("button", { name: "Remove Logo" });
    remove.focus();
    await userEvent.keyboard("{Enter}");
    expect(onChange).toHaveBeenCalledWith(null, null);
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(screen.getByText("No image chosen.")).toBeInTheDocument();
  });

  it("asks a signed-out person to sign in instead of sending", async () => {
    vi.spyOn(session, "validAccessToken").mockResolvedValue(null);
    render(<Harness />);
    await userEvent.upload(screen.getByLabelText(/^Logo/), jpeg());
    await expectFieldMessage("Please sign in to continue.");
    expect(FakeUploadRequest.sent).toEqual([]);
  });
});
