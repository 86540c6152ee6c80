import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { UPLOAD_MESSAGES } from "@lwl/contracts/media";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mediaUploads } from "../../../src/db/schema.ts";
import { isDocumentUploadedBy, UPLOAD_LIMIT } from "../../../src/modules/media/service.ts";
import { insertHit } from "../../../src/modules/rate-limits/queries.ts";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { type SignedInUser, signInAs } from "../../helpers/auth.ts";
import { cameraJpeg, type FilePart, multipart, pdf, photo, plain, pngDeclaring, truncated } from "./media-fixtures.ts";

const MB = 1024 * 1024;

describe("uploads on the default directory storage", () => {
  let t: TestApp;
  let uploadsDir: string;
  let owner: SignedInUser;
  let admin: SignedInUser;
  let reader: SignedInUser;
  let otherReader: SignedInUser;

  beforeAll(async () => {
    uploadsDir = await mkdtemp(path.join(tmpdir(), "lwl-uploads-"));
    t = await createTestApp({ env: { UPLOADS_DIR: uploadsDir } });
    owner = await signInAs(t, "ListingOwner");
    admin = await signInAs(t, "Administrator");
    reader = await signInAs(t, "Reader");
    otherReader = await signInAs(t, "Reader");
  });
  afterAll(async () => {
    await t.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await t.database.db.delete(mediaUploads);
    await rm(uploadsDir, { recursive: true, force: true });
  });

  const upload = (url: string, who: SignedInUser | null, file: FilePart) => {
    const { payload, headers } = multipart(file);
    return t.app.inject({ method: "POST", url, payload, headers: { ...headers, ...who?.headers } });
  };
  const uploadImage = (file: FilePart, who: SignedInUser | null = owner) => upload("/api/media", who, file);
  const uploadDocument = (file: FilePart, who: SignedInUser | null = reader) =>
    upload("/api/media/documents", who, file);

  /** Every file under the uploads directory, as paths relative to it. */
  async function storedFiles(): Promise<string[]> {
    const entries = await readdir(uploadsDir, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((entry) => entry.isFile())
      .map((e) => path.relative(uploadsDir, path.join(e.parentPath, e.name)));
  }
  const rows = () => t.database.db.select().from(mediaUploads);

  async function expectNothingStored() {
    expect(await storedFiles()).toEqual([]);
    expect(await rows()).toEqual([]);
  }

  const refusal = (statusCode: number, message: string) => ({
    statusCode,
    error: statusCode === 413 ? "Payload Too Large" : "Bad Request",
    message,
    issues: [{ path: "file", message }],
  });

  describe("POST /api/media refuses, storing nothing", () => {
    it("a file of another type renamed to .jpg (detected by content, not by name)", async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
      const response = await uploadImage({ bytes: svg, fileName: "photo.jpg", contentType: "image/jpeg" });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusal(400, "The image must be a JPEG, PNG or WebP file."));
      await expectNothingStored();
    });

    it("a GIF, a real image but not one of the three types", async () => {
      const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
        .gif()
        .toBuffer();
      const response = await uploadImage({ bytes: gif, fileName: "logo.png", contentType: "image/png" });
      expect(response.json()).toEqual(refusal(400, UPLOAD_MESSAGES.imageType));
      await expectNothingStored();
    });

    it("a 6 MB file, with a 413", async () => {
      const big = Buffer.concat([await photo(64, 64), Buffer.alloc(6 * MB, 7)]);
      const response = await uploadImage({ bytes: big, fileName: "big.jpg", contentType: "image/jpeg" });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual(refusal(413, "The image is larger than 5 MB."));
      await expectNothingStored();
    });

    it("a body declaring more than 5 MB and a little framing, before a byte of it is read", async () => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/media",
        headers: {
          ...owner.headers,
          "content-type": "multipart/form-data; boundary=unread",
          "content-length": String(5 * MB + 65 * 1024),
        },
        payload: "not even multipart",
      });
      expect(response.json()).toEqual(refusal(413, "The image is larger than 5 MB."));
    });

    it("a file just over 5 MB in a body whose length passes: refused while it streams in", async () => {
      const justOver = Buffer.concat([await photo(64, 64), Buffer.alloc(5 * MB, 7)]);
      const response = await uploadImage({ bytes: justOver, fileName: "big.jpg", contentType: "image/jpeg" });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual(refusal(413, "The image is larger than 5 MB."));
      await expectNothingStored();
    });

    it("a 6 MB and a 25 MB body over a real connection: the client hears the 413, not a reset", async () => {
      const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
      for (const size of [6 * MB, 25 * MB]) {
        const big = Buffer.concat([await photo(64, 64), Buffer.alloc(size, 7)]);
        const { payload, headers } = multipart({ bytes: big, fileName: "big.jpg", contentType: "image/jpeg" });
        const response = await fetch(`${address}/api/media`, {
          method: "POST",
          headers: { ...headers, ...owner.headers },
          body: payload,
        });
        expect(response.status).toBe(413);
        expect(await response.json()).toEqual(refusal(413, "The image is larger than 5 MB."));
      }
      await expectNothingStored();
    });

    it("a 50-megapixel image, judged from its header before anything is decoded", async () => {
      const bomb = await pngDeclaring(10_000, 5_000);
      expect(bomb.length).toBeLessThan(200);
      const response = await uploadImage({ bytes: bomb, fileName: "huge.png", contentType: "image/png" });
      expect(response.json()).toEqual(refusal(400, "The image has more than 40 megapixels."));
      await expectNothingStored();
    });

    it("a 1 x 65,000 PNG of a few hundred bytes, judged from its header before anything is decoded", async () => {
      // The file of issue 23: decoding it is cheap, but any step that scales it by its width is not.
      const line = await plain(1, 65_000);
      expect(line.length).toBeLessThan(2_000);
      for (const bytes of [line, await plain(65_000, 1)]) {
        const response = await uploadImage({ bytes, fileName: "line.png", contentType: "image/png" });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(refusal(400, "The image is more than 16,000 pixels wide or tall."));
      }
      await expectNothingStored();
    });

    it("an image more than 16,000 pixels wide or tall, however few pixels it has in all", async () => {
      // 16,001 x 1,000 is 16 megapixels, well under the 40; WebP cannot hold a side over 16,383.
      for (const [width, height] of [
        [16_001, 1_000],
        [1_000, 16_001],
      ] as const) {
        const response = await uploadImage({ bytes: await pngDeclaring(width, height), fileName: "long.png" });
        expect(response.json()).toEqual(refusal(400, "The image is more than 16,000 pixels wide or tall."));
      }
      await expectNothingStored();
    });

    it("an image one side of which is more than 20 times the other", async () => {
      for (const [width, height] of [
        [20, 401],
        [401, 20],
        [1, 16_000],
      ] as const) {
        const response = await uploadImage({ bytes: await plain(width, height), fileName: "strip.png" });
        expect(response.json()).toEqual(
          refusal(400, "The image is too long and narrow: one side is more than 20 times the other."),
        );
      }
      await expectNothingStored();
    });

    it.each(["jpeg", "png", "webp"] as const)("a truncated %s image", async (format) => {
      const cut = truncated(await photo(800, 600, format));
      const response = await uploadImage({ bytes: cut, fileName: `cut.${format}`, contentType: `image/${format}` });
      expect(response.json()).toEqual(refusal(400, "The image is damaged or incomplete and could not be read."));
      await expectNothingStored();
    });

    it("a JPEG missing only its last two bytes (the end marker)", async () => {
      const good = await photo(400, 300);
      const response = await uploadImage({ bytes: good.subarray(0, good.length - 2), fileName: "a.jpg" });
      expect(response.json()).toEqual(refusal(400, UPLOAD_MESSAGES.imageUnreadable));
      await expectNothingStored();
    });

    it("an empty file and a body with no file at all", async () => {
      const empty = await uploadImage({ bytes: Buffer.alloc(0), fileName: "empty.jpg" });
      expect(empty.json()).toEqual(refusal(400, UPLOAD_MESSAGES.imageType));
      const boundary = "----nofile";
      const noFile = await t.app.inject({
        method: "POST",
        url: "/api/media",
        headers: { ...owner.headers, "content-type": `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nLogo\r\n--${boundary}--\r\n`,
      });
      expect(noFile.json()).toEqual(refusal(400, "Choose a file to upload."));
      await expectNothingStored();
    });

    it("a malformed multipart body with a 400, and a body that is not multipart with a 415", async () => {
      const malformed = await t.app.inject({
        method: "POST",
        url: "/api/media",
        headers: { ...owner.headers, "content-type": "multipart/form-data; boundary=abc" },
        payload: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n\xff\xd8\xff',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().issues).toEqual([{ path: "file", message: malformed.json().message }]);
      const json = await t.app.inject({
        method: "POST",
        url: "/api/media",
        headers: owner.headers,
        payload: { url: "x" },
      });
      expect(json.statusCode).toBe(415);
      expect(json.json().message).toBe(
        'The upload could not be read: send the file as multipart/form-data in the field "file".',
      );
      await expectNothingStored();
    });

    it("visitors (401) and Readers (403): images are for listing owners and administrators", async () => {
      const file = { bytes: await photo(100, 100), fileName: "a.jpg" };
      expect((await uploadImage(file, null)).statusCode).toBe(401);
      const asReader = await uploadImage(file, reader);
      expect(asReader.statusCode).toBe(403);
      expect(asReader.json().message).toBe("This needs the ListingOwner role.");
      await expectNothingStored();
    });
  });

  describe("POST /api/media with a good image", () => {
    it("turns a camera JPEG upright into WebP variants of the right widths with no EXIF left", async () => {
      const camera = await cameraJpeg();
      // The fixture really carries what must go.
      expect(await sharp(camera).metadata()).toMatchObject({ orientation: 6, width: 1600, height: 1000 });
      expect(camera.includes("Secret Photographer")).toBe(true);
      const response = await uploadImage({ bytes: camera, fileName: "campus.jpg", contentType: "image/jpeg" });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      const id = /^\/media\/uploads\/([0-9a-f-]{36})-1000\.webp$/.exec(body.url)?.[1];
      expect(id).toBeDefined();
      // Upright it is 1000 x 1600: 1000 is below 1280, so the widest variant is the photo's own width.
      expect(body).toEqual({
        url: `/media/uploads/${id}-1000.webp`,
        variants: [
          { width: 320, url: `/media/uploads/${id}-320.webp` },
          { width: 640, url: `/media/uploads/${id}-640.webp` },
          { width: 1000, url: `/media/uploads/${id}-1000.webp` },
        ],
        width: 1000,
        height: 1600,
      });
      for (const variant of body.variants) {
        const served = await t.app.inject({ method: "GET", url: variant.url });
        const meta = await sharp(served.rawPayload).metadata();
        expect(meta).toMatchObject({ format: "webp", width: variant.width });
        expect(meta.height).toBe(Math.round((variant.width * 1600) / 1000));
        expect(meta.exif).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
        expect(served.rawPayload.includes("Secret Photographer")).toBe(false);
      }
      const [row] = await rows();
      expect(row).toMatchObject({
        id,
        ownerId: owner.user.id,
        kind: "IMAGE",
        key: `images/${id}-1000.webp`,
        objectKeys: [`images/${id}-320.webp`, `images/${id}-640.webp`, `images/${id}-1000.webp`],
        contentType: "image/webp",
        width: 1000,
        height: 1600,
        originalName: "campus.jpg",
      });
    });

    it("makes 320, 640 and 1280 of a wide PNG, and never enlarges a small one", async () => {
      const wide = (await uploadImage({ bytes: await plain(2000, 1000, "png"), fileName: "wide.png" })).json();
      expect(wide.variants.map((v: { width: number }) => v.width)).toEqual([320, 640, 1280]);
      expect([wide.width, wide.height]).toEqual([1280, 640]);

      const small = (await uploadImage({ bytes: await photo(200, 120, "webp"), fileName: "small.webp" }, admin)).json();
      expect(small.variants.map((v: { width: number }) => v.width)).toEqual([200]);
      expect([small.width, small.height]).toEqual([200, 120]);
    });

    it("takes an image at the limits: 16,000 pixels wide, 20 times as wide as it is tall", async () => {
      const response = await uploadImage({ bytes: await plain(16_000, 800), fileName: "panorama.png" });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.variants.map((v: { width: number }) => v.width)).toEqual([320, 640, 1280]);
      expect([body.width, body.height]).toEqual([1280, 64]);
      const strip = (await uploadImage({ bytes: await plain(20, 400), fileName: "strip.png" })).json();
      expect([strip.width, strip.height]).toEqual([20, 400]);
    });

    it("reads 16-bit, CMYK, greyscale and transparent images into sRGB WebP", async () => {
      const base = () => sharp({ create: { width: 500, height: 300, channels: 4, background: "#2e7d3280" } });
      const files = [
        await base().toColourspace("rgb16").png().toBuffer(),
        await base().flatten().toColourspace("cmyk").jpeg().toBuffer(),
        await base().greyscale().png().toBuffer(),
        await base().webp({ lossless: true }).toBuffer(),
      ];
      for (const bytes of files) {
        const response = await uploadImage({ bytes, fileName: "a" });
        expect(response.statusCode).toBe(201);
        const { url, variants } = response.json();
        expect(variants.map((v: { width: number }) => v.width)).toEqual([320, 500]);
        const meta = await sharp((await t.app.inject({ method: "GET", url })).rawPayload).metadata();
        expect(meta).toMatchObject({ format: "webp", width: 500, height: 300 });
        expect(["srgb", "b-w"]).toContain(meta.space);
      }
      const transparent = (await uploadImage({ bytes: files[3] as Buffer, fileName: "t.webp" })).json();
      const served = await sharp((await t.app.inject({ method: "GET", url: transparent.url })).rawPayload).metadata();
      expect(served.hasAlpha).toBe(true);
    });

    it("serves a variant with a year's immutable caching, its type and nosniff; unknown names are 404", async () => {
      const { url } = (await uploadImage({ bytes: await photo(700, 400), fileName: "a.jpg" })).json();
      const served = await t.app.inject({ method: "GET", url });
      expect(served.statusCode).toBe(200);
      expect(served.headers).toMatchObject({
        "content-type": "image/webp",
        "cache-control": "public, max-age=31536000, immutable",
        "x-content-type-options": "nosniff",
        "content-length": String(served.rawPayload.length),
      });
      for (const missing of [
        "/media/uploads/00000000-0000-4000-8000-000000000000-640.webp",
        "/media/uploads/..%2F..%2Fetc%2Fpasswd",
        "/media/uploads/nothing.webp",
      ]) {
        const response = await t.app.inject({ method: "GET", url: missing });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ statusCode: 404, error: "Not Found", message: "Image not found" });
      }
    });
  });

  describe("claim documents", () => {
    it("stores a PDF privately: its uploader and administrators fetch it, nobody else", async () => {
      const response = await uploadDocument({ bytes: pdf(), fileName: "C:\\scans\\appointment letter.pdf" });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({
        id: body.id,
        url: `/api/media/documents/${body.id}`,
        contentType: "application/pdf",
        size: pdf().length,
        name: "appointment letter.pdf",
      });

      for (const who of [reader, admin]) {
        const fetched = await t.app.inject({ method: "GET", url: body.url, headers: who.headers });
        expect(fetched.statusCode).toBe(200);
        expect(fetched.rawPayload.equals(pdf())).toBe(true);
        expect(fetched.headers).toMatchObject({
          "content-type": "application/pdf",
          "cache-control": "private, no-store",
          "x-content-type-options": "nosniff",
          "content-disposition": `attachment; filename="appointment letter.pdf"; filename*=UTF-8''appointment%20letter.pdf`,
        });
      }
      const stranger = await t.app.inject({ method: "GET", url: body.url, headers: otherReader.headers });
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json()).toEqual({ statusCode: 404, error: "Not Found", message: "Document not found" });
      expect((await t.app.inject({ method: "GET", url: body.url })).statusCode).toBe(401);
      // Not under /media/, where anyone could read it.
      expect((await storedFiles()).every((file) => file.startsWith(`documents${path.sep}`))).toBe(true);
    });

    it("keeps an image document as sent and shows it inline", async () => {
      const scan = await photo(300, 200);
      const body = (await uploadDocument({ bytes: scan, fileName: "id-card.jpg" })).json();
      expect(body).toMatchObject({ contentType: "image/jpeg", size: scan.length, name: "id-card.jpg" });
      const fetched = await t.app.inject({ method: "GET", url: body.url, headers: reader.headers });
      expect(fetched.rawPayload.equals(scan)).toBe(true);
      expect(fetched.headers["content-disposition"]).toBe(
        `inline; filename="id-card.jpg"; filename*=UTF-8''id-card.jpg`,
      );
    });

    it.each([
      [
        "a text file named .pdf",
        { bytes: Buffer.from("<html><script>alert(1)</script>"), fileName: "a.pdf" },
        400,
        UPLOAD_MESSAGES.documentType,
      ],
      [
        "a PDF cut short",
        { bytes: truncated(pdf(), 0.7), fileName: "cut.pdf" },
        400,
        UPLOAD_MESSAGES.documentUnreadable,
      ],
      [
        "an 11 MB PDF",
        { bytes: Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(11 * MB, 32)]), fileName: "big.pdf" },
        413,
        "The document is larger than 10 MB.",
      ],
    ])("refuses %s, storing nothing", async (_name, file, status, message) => {
      const response = await uploadDocument(file);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual(refusal(status, message));
      await expectNothingStored();
    });

    it("refuses a truncated image document and a 50-megapixel one", async () => {
      const cut = await uploadDocument({ bytes: truncated(await photo(400, 300, "png")), fileName: "scan.png" });
      expect(cut.json()).toEqual(refusal(400, UPLOAD_MESSAGES.documentUnreadable));
      const huge = await uploadDocument({ bytes: await pngDeclaring(10_000, 5_000), fileName: "scan.png" });
      expect(huge.json()).toEqual(refusal(400, UPLOAD_MESSAGES.imageTooManyPixels));
      await expectNothingStored();
    });

    it("refuses a 1 x 65,000 PNG document from its header, without making a thumbnail of it", async () => {
      // Scaled to 64 pixels wide, this line became 64 x 4,160,000 pixels: seconds of CPU for any user.
      const response = await uploadDocument({ bytes: await plain(1, 65_000), fileName: "scan.png" });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusal(400, "The image is more than 16,000 pixels wide or tall."));
      const strip = await uploadDocument({ bytes: await plain(1, 16_000), fileName: "scan.png" });
      expect(strip.json()).toEqual(
        refusal(400, "The image is too long and narrow: one side is more than 20 times the other."),
      );
      await expectNothingStored();
    });

    it("keeps a long receipt (20 times as tall as it is wide) and a 1 x 1 image", async () => {
      for (const [width, height] of [
        [40, 800],
        [1, 1],
      ] as const) {
        const response = await uploadDocument({ bytes: await plain(width, height), fileName: "receipt.png" });
        expect(response.statusCode).toBe(201);
      }
    });

    it("needs a signed-in user to upload", async () => {
      expect((await uploadDocument({ bytes: pdf(), fileName: "a.pdf" }, null)).statusCode).toBe(401);
      await expectNothingStored();
    });

    it("isDocumentUploadedBy: true only for the uploader's own document URL", async () => {
      const { url, id } = (await uploadDocument({ bytes: pdf(), fileName: "a.pdf" })).json();
      const deps = { db: t.database.db };
      expect(await isDocumentUploadedBy(deps, url, reader.user.id)).toBe(true);
      expect(
        await isDocumentUploadedBy(
          deps,
          url.toUpperCase().replace("/API/MEDIA/DOCUMENTS/", "/api/media/documents/"),
          reader.user.id,
        ),
      ).toBe(true);
      expect(await isDocumentUploadedBy(deps, url, otherReader.user.id)).toBe(false);
      expect(
        await isDocumentUploadedBy(deps, `https://elsewhere.example/api/media/documents/${id}`, reader.user.id),
      ).toBe(false);
      expect(await isDocumentUploadedBy(deps, "/api/media/documents/not-a-uuid", reader.user.id)).toBe(false);
      expect(await isDocumentUploadedBy(deps, url, "not-a-uuid")).toBe(false);
      // An image upload is not a document, even by the same user.
      const image = (await uploadImage({ bytes: await photo(50, 50), fileName: "a.jpg" }, admin)).json();
      const [imageRow] = await t.database.db.select().from(mediaUploads).where(eq(mediaUploads.kind, "IMAGE"));
      expect(image.url).toContain(imageRow?.id);
      expect(await isDocumentUploadedBy(deps, `/api/media/documents/${imageRow?.id}`, admin.user.id)).toBe(false);
    });
  });

  describe("the hourly limit of 120 uploads", () => {
    /** A new user who has already made `count` uploads this hour. */
    async function uploaderWithHits(count: number) {
      const uploader = await signInAs(t, "ListingOwner");
      for (let i = 0; i < count; i += 1) {
        await insertHit(t.database.db, UPLOAD_LIMIT.bucket, `user:${uploader.user.id}`, t.clock.now());
      }
      return uploader;
    }
    const tooMany = {
      statusCode: 429,
      error: "Too Many Requests",
      message: "Too many uploads from your account. Please try again in 60 minutes.",
    };

    it("counts a refused upload: otherwise a file refused after costly work could be sent without end", async () => {
      expect(UPLOAD_LIMIT.max).toBe(120);
      const uploader = await uploaderWithHits(119);
      const bomb = await uploadDocument({ bytes: await pngDeclaring(10_000, 5_000), fileName: "scan.png" }, uploader);
      expect(bomb.json()).toEqual(refusal(400, "The image has more than 40 megapixels."));
      const next = await uploadDocument({ bytes: pdf(), fileName: "a.pdf" }, uploader);
      expect(next.statusCode).toBe(429);
      expect(next.json()).toEqual(tooMany);
      await expectNothingStored();
    });

    it("counts refusals of every kind, images and documents alike", async () => {
      const uploader = await uploaderWithHits(118);
      const wrongType = await uploadImage({ bytes: pdf(), fileName: "a.jpg" }, uploader);
      expect(wrongType.json()).toEqual(refusal(400, "The image must be a JPEG, PNG or WebP file."));
      const cut = await uploadDocument({ bytes: truncated(pdf(), 0.7), fileName: "cut.pdf" }, uploader);
      expect(cut.json()).toEqual(refusal(400, "The document is damaged or incomplete and could not be read."));
      const next = await uploadImage({ bytes: await photo(50, 50), fileName: "a.jpg" }, uploader);
      expect(next.json()).toEqual(tooMany);
      await expectNothingStored();
    });
  });
});
