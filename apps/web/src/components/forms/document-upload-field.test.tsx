import type { UploadedDocument } from "@lwl/contracts/media";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../lib/session/session.ts";
import { FakeUploadRequest } from "../../test/fake-upload-request.ts";
import { DocumentUploadField } from "./document-upload-field.tsx";

const PDF_TEXT = "%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n";
const pdf = (name = "appointment.pdf") => new File([PDF_TEXT], name, { type: "application/pdf" });

const answer: UploadedDocument = {
  id: "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b",
  url: "/api/media/documents/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b",
  contentType: "application/pdf",
  size: 2048,
  name: "appointment.pdf",
};

function Harness({ initial = null, onChange }: { initial?: string | null; onChange?: (...args: unknown[]) => void }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <DocumentUploadField
      label="Supporting document"
      value={value}
      onChange={(url, document) => {
        setValue(url);
        onChange?.(url, document);
      }}
    />
  );
}

const field = () => screen.getByLabelText(/^Supporting document/);

beforeEach(() => {
  FakeUploadRequest.sent = [];
  vi.stubGlobal("XMLHttpRequest", FakeUploadRequest);
  vi.spyOn(session, "validAccessToken").mockResolvedValue("access-token-2");
});

describe("DocumentUploadField", () => {
  it("uploads a PDF privately, with progress, then names the attached file", async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(field()).toHaveAccessibleDescription(
      expect.stringContaining("Only you and the site's administrators can see it."),
    );
    await userEvent.upload(field(), pdf());
    await waitFor(() => expect(FakeUploadRequest.sent).toHaveLength(1));
    const request = FakeUploadRequest.sent[0] as FakeUploadRequest;
    expect([request.method, request.url, request.headers.authorization]).toEqual([
      "POST",
      "/api/media/documents",
      "Bearer access-token-2",
    ]);
    act(() => request.progress(1, 4));
    expect(screen.getByRole("progressbar", { name: "Uploading Supporting document" })).toHaveAttribute("value", "25");
    act(() => request.answer(201, answer));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(answer.url, answer));
    expect(screen.getByText("appointment.pdf")).toBeInTheDocument();
    expect(screen.getByText(/\(2 KB\)/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download appointment.pdf" })).toBeInTheDocument();
  });

  it("refuses a file that is neither a PDF nor an image before sending it", async () => {
    render(<Harness />);
    await userEvent.upload(field(), new File(["<html>hello</html>"], "letter.pdf", { type: "application/pdf" }));
    await waitFor(() =>
      expect(field()).toHaveAccessibleDescription(
        expect.stringContaining("The document must be a PDF, JPEG, PNG or WebP file."),
      ),
    );
    expect(FakeUploadRequest.sent).toEqual([]);
  });

  it("refuses a file over 10 MB before sending it", async () => {
    render(<Harness />);
    await userEvent.upload(
      field(),
      new File([PDF_TEXT, new Uint8Array(10 * 1024 * 1024)], "scan.pdf", { type: "application/pdf" }),
    );
    await waitFor(() =>
      expect(field()).toHaveAccessibleDescription(expect.stringContaining("The document is larger than 10 MB.")),
    );
    expect(FakeUploadRequest.sent).toEqual([]);
  });

  it("shows an existing claim's document without its name and removes it", async () => {
    const onChange = vi.fn();
    render(<Harness initial={answer.url} onChange={onChange} />);
    expect(screen.getByText("a document")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Remove Supporting document" }));
    expect(onChange).toHaveBeenCalledWith(null, null);
    expect(screen.getByText("No document attached.")).toBeInTheDocument();
  });

  it("downloads the attached document with the session's token", async () => {
    const fetchMock = vi.fn(async () => new Response(PDF_TEXT, { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    const createObjectURL = vi.fn(() => "blob:local-copy");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    render(<Harness initial={answer.url} />);
    await userEvent.click(screen.getByRole("button", { name: "Download Supporting document" }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledWith(answer.url, { headers: { Authorization: "Bearer access-token-2" } });
  });

  it("says when the document is not the viewer's to download", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 404 })),
    );
    render(<Harness initial={answer.url} />);
    await userEvent.click(screen.getByRole("button", { name: "Download Supporting document" }));
    await waitFor(() =>
      expect(field()).toHaveAccessibleDescription(expect.stringContaining("The document is not available to you.")),
    );
  });
});
