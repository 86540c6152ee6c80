/**
 * The S3 path end to end: a real S3-compatible server (s3rver, started here on a free port) behind
 * the app, which is configured only through the S3_* environment variables.
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../src/config.ts";
import { mediaUploads } from "../../../src/db/schema.ts";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { type SignedInUser, signInAs } from "../../helpers/auth.ts";
import { type FilePart, multipart, pdf, photo, truncated } from "./media-fixtures.ts";

const BUCKET = "lwl-media";
// s3rver's built-in account.
const ACCESS_KEY = "S3RVER";

describe("uploads on S3-compatible storage", () => {
  let server: S3rver;
  let endpoint: string;
  let s3Dir: string;
  let uploadsDir: string;
  let t: TestApp;
  let owner: SignedInUser;
  let reader: SignedInUser;
  let s3: S3Client;

  beforeAll(async () => {
    s3Dir = await mkdtemp(path.join(tmpdir(), "lwl-s3rver-"));
    uploadsDir = await mkdtemp(path.join(tmpdir(), "lwl-uploads-unused-"));
    server = new S3rver({
      address: "127.0.0.1",
      port: 0,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { address, port } = await server.run();
    endpoint = `http://${address}:${port}`;
    t = await createTestApp({
      env: {
        UPLOADS_DIR: uploadsDir,
        S3_ENDPOINT: endpoint,
        S3_BUCKET: BUCKET,
        S3_ACCESS_KEY_ID: ACCESS_KEY,
        S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      },
    });
    owner = await signInAs(t, "ListingOwner");
    reader = await signInAs(t, "Reader");
    s3 = new S3Client({
      endpoint,
      region: "us-east-1",
      forcePathStyle: true,
      credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
    });
  });
  afterAll(async () => {
    s3?.destroy();
    await t?.close();
    await server?.close();
    await rm(s3Dir, { recursive: true, force: true });
    await rm(uploadsDir, { recursive: true, force: true });
  });

  const upload = (url: string, who: SignedInUser, file: FilePart) => {
    const { payload, headers } = multipart(file);
    return t.app.inject({ method: "POST", url, payload, headers: { ...headers, ...who.headers } });
  };
  const bucketKeys = async () =>
    ((await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map((o) => o.Key).sort();

  it("stores an image's variants in the bucket and serves them with the cache headers", async () => {
    const response = await upload("/api/media", owner, { bytes: await photo(1500, 900), fileName: "campus.jpg" });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    const id = body.url.slice("/media/uploads/".length, -"-1280.webp".length);
    expect(body.variants.map((v: { width: number }) => v.width)).toEqual([320, 640, 1280]);
    expect(await bucketKeys()).toEqual([`images/${id}-1280.webp`, `images/${id}-320.webp`, `images/${id}-640.webp`]);

    const served = await t.app.inject({ method: "GET", url: body.variants[1].url });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      "content-type": "image/webp",
      "cache-control": "public, max-age=31536000, immutable",
      "content-length": String(served.rawPayload.length),
    });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: "webp", width: 640 });
    // Nothing went to the directory.
    expect(await readdir(uploadsDir)).toEqual([]);
  });

  it("keeps a document private in the bucket, readable through the server by its uploader", async () => {
    const body = (await upload("/api/media/documents", reader, { bytes: pdf(), fileName: "letter.pdf" })).json();
    expect(await bucketKeys()).toContain(`documents/${body.id}`);
    const fetched = await t.app.inject({ method: "GET", url: body.url, headers: reader.headers });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.rawPayload.equals(pdf())).toBe(true);
    expect(fetched.headers["cache-control"]).toBe("private, no-store");
    expect((await t.app.inject({ method: "GET", url: body.url, headers: owner.headers })).statusCode).toBe(404);
  });

  it("stores nothing in the bucket for a refused image", async () => {
    const before = await bucketKeys();
    const rowsBefore = (await t.database.db.select().from(mediaUploads)).length;
    const response = await upload("/api/media", owner, { bytes: truncated(await photo(600, 400)), fileName: "a.jpg" });
    expect(response.statusCode).toBe(400);
    expect(await bucketKeys()).toEqual(before);
    expect(await t.database.db.select().from(mediaUploads)).toHaveLength(rowsBefore);
  });

  it("answers 404 for a variant the bucket does not have", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/media/uploads/00000000-0000-4000-8000-000000000000-320.webp",
    });
    expect(response.statusCode).toBe(404);
  });
});

describe("S3 configuration", () => {
  const base = { NODE_ENV: "test" as const, DATA_DIR: "memory://" };

  it("is off without S3_BUCKET, and reads every setting when on", () => {
    expect(loadConfig(base).s3).toBeNull();
    expect(
      loadConfig({
        ...base,
        S3_ENDPOINT: "http://minio.internal:9000/",
        S3_BUCKET: "media",
        S3_ACCESS_KEY_ID: "key",
        S3_SECRET_ACCESS_KEY: "secret",
      }).s3,
    ).toEqual({
      endpoint: "http://minio.internal:9000",
      bucket: "media",
      region: "us-east-1",
      accessKeyId: "key",
      secretAccessKey: "secret",
      forcePathStyle: true,
    });
    expect(
      loadConfig({
        ...base,
        S3_BUCKET: "media",
        S3_REGION: "eu-west-1",
        S3_ACCESS_KEY_ID: "key",
        S3_SECRET_ACCESS_KEY: "secret",
      }).s3,
    ).toMatchObject({ endpoint: null, region: "eu-west-1", forcePathStyle: false });
  });

  it("stops the start on half a configuration or a bad endpoint", () => {
    expect(() => loadConfig({ ...base, S3_BUCKET: "media" })).toThrow(
      "Invalid environment: S3 storage needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together",
    );
    expect(() => loadConfig({ ...base, S3_ENDPOINT: "not a url", S3_BUCKET: "m" })).toThrow("S3_ENDPOINT");
  });
});
