import { describe, expect, it } from "vitest";
import { detectUploadType, formatMegabytes, UPLOAD_MESSAGES } from "../src/media.ts";

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === "string" ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe("detectUploadType", () => {
  it("reads the type from the first bytes", () => {
    expect(detectUploadType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
    expect(detectUploadType(bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a))).toBe("image/png");
    expect(detectUploadType(bytes("RIFF", 0, 0, 0, 0, "WEBP"))).toBe("image/webp");
    expect(detectUploadType(bytes("%PDF-1.7"))).toBe("application/pdf");
  });

  it("answers null for other files, short files and look-alikes", () => {
    expect(detectUploadType(bytes("GIF89a"))).toBeNull();
    expect(detectUploadType(bytes("<svg onload=alert(1)>"))).toBeNull();
    expect(detectUploadType(bytes("RIFF", 0, 0, 0, 0, "WAVE"))).toBeNull();
    expect(detectUploadType(bytes(0xff, 0xd8))).toBeNull();
    expect(detectUploadType(new Uint8Array())).toBeNull();
  });
});

describe("the limits as people read them", () => {
  it("names the megabytes", () => {
    expect(formatMegabytes(5 * 1024 * 1024)).toBe("5 MB");
    expect(formatMegabytes(1.5 * 1024 * 1024)).toBe("1.5 MB");
    expect(UPLOAD_MESSAGES.imageTooLarge).toBe("The image is larger than 5 MB.");
    expect(UPLOAD_MESSAGES.documentTooLarge).toBe("The document is larger than 10 MB.");
    expect(UPLOAD_MESSAGES.imageTooManyPixels).toBe("The image has more than 40 megapixels.");
  });
});
