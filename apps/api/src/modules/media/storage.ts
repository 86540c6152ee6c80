/**
 * Where uploads are kept (docs/decisions/0008-upload-storage.md): one small interface, a directory by
 * default and S3-compatible storage when configured, so several server instances can share uploads.
 * Keys are this module's own (`images/<uuid>-<width>.webp`, `documents/<uuid>`), never a client's text.
 */
import type { Readable } from "node:stream";
import type { AppConfig } from "../../config.ts";
import { createDirectoryStorage } from "./directory-storage.ts";
import { createS3Storage } from "./s3-storage.ts";

export interface StoredObject {
  body: Readable;
  contentType: string;
  /** Bytes, for Content-Length. */
  length: number;
}

export interface UploadStorage {
  /** Stores the bytes under the key, replacing nothing a reader could already see (keys are new). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object as a stream, or null when no object has that key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

export function createUploadStorage(config: Pick<AppConfig, "uploadsDir" | "s3">): UploadStorage {
  return config.s3 ? createS3Storage(config.s3) : createDirectoryStorage(config.uploadsDir);
}

/** Keys are made here, but a storage checks them anyway: a key must never step out of its root. */
export const SAFE_KEY = /^(?:images|documents)\/[a-z0-9][a-z0-9.-]*$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`unsafe storage key ${JSON.stringify(key)}`);
}
