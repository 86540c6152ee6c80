import { Readable } from "node:stream";
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { S3StorageConfig } from "../../config.ts";
import { assertSafeKey, type StoredObject, type UploadStorage } from "./storage.ts";

/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2...). The bucket stays private: the
 * server reads objects and serves them itself, so documents keep their access check and images their
 * cache headers whatever the bucket's policy.
 */
export function createS3Storage(config: S3StorageConfig): UploadStorage {
  const client = new S3Client({
    endpoint: config.endpoint ?? undefined,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums on every request are newer than many S3-compatible servers: send them only where required.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = config.bucket;

  return {
    async put(key, body, contentType) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType, ContentLength: body.length }),
      );
    },

    async get(key): Promise<StoredObject | null> {
      assertSafeKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(answer.Body instanceof Readable)) throw new Error("S3 answered without a body stream");
        return {
          body: answer.Body,
          contentType: answer.ContentType ?? "application/octet-stream",
          length: answer.ContentLength ?? 0,
        };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return null;
        throw error;
      }
    },

    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
