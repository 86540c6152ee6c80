/**
 * Uploads (issue 10 "Images"): public images turned into WebP variants, and private claim documents.
 * Every check runs before anything is stored, so a refused file leaves no object and no row.
 *
 * For other modules: `isDocumentUploadedBy` (the claims module checks a claim's `documentUrl` with it)
 * and `documentIdFromUrl`. Both need only the database (`MediaRecordsDeps`).
 */
import { randomUUID } from "node:crypto";
import {
  DOCUMENTS_PATH_PREFIX,
  detectUploadType,
  isImageContentType,
  UPLOAD_FILE_FIELD,
  UPLOAD_MESSAGES,
  UPLOADED_MEDIA_PREFIX,
  type UploadedDocument,
  type UploadedImage,
} from "@lwl/contracts/media";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import type { Clock } from "../../shared/clock.ts";
import { fieldRefused, HttpError, notFound, tooManyRequests } from "../../shared/http-error.ts";
import { type Actor, isAdministrator } from "../access/policy.ts";
import * as rateLimits from "../rate-limits/service.ts";
import { looksLikeCompletePdf } from "./content-type.ts";
import { readImage, refusalOfImageDocument } from "./image-variants.ts";
import type { ImageWork } from "./image-work.ts";
import * as queries from "./queries.ts";
import type { StoredObject, UploadStorage } from "./storage.ts";

/** What the other modules need to ask about uploads: the records only. */
export interface MediaRecordsDeps {
  db: Database;
}

export interface MediaDeps extends MediaRecordsDeps {
  /** The app's clock: the upload limit's window is measured on it. */
  now: Clock;
  storage: UploadStorage;
  log: FastifyBaseLogger;
  /** The queue every decode waits in: one per process (routes.ts), so uploads cannot take every core. */
  imageWork: ImageWork;
}

/** A file as received from the multipart body. */
export interface ReceivedFile {
  bytes: Buffer;
  /** As the browser sent it; shown back, never used as a path. */
  fileName: string;
}

/**
 * Generous for anyone filling in listings by hand, and a ceiling on what one account can pile up or
 * make the server decode. Refused uploads count too: each one may have cost a decode.
 */
export const UPLOAD_LIMIT: rateLimits.RateLimit = { bucket: "media-uploads", max: 120, windowMinutes: 60 };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** `<uuid>-<width>.webp`: the only names under /media/uploads/. */
const IMAGE_FILE_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-([1-9][0-9]{0,4})\.webp$/;

const refuse = (message: string) => fieldRefused(400, UPLOAD_FILE_FIELD, message);

/** POST /api/media: a JPEG, PNG or WebP becomes WebP variants (320, 640, 1280 wide, never enlarged). */
export async function uploadImage(deps: MediaDeps, viewer: Actor, file: ReceivedFile): Promise<UploadedImage> {
  return withinUploadLimit(deps, viewer, async () => {
    if (!isImageContentType(detectUploadType(file.bytes))) throw refuse(UPLOAD_MESSAGES.imageType);
    const reading = await readImage(file.bytes, deps.imageWork);
    if (!reading.ok) throw refuse(reading.message);

    const id = randomUUID();
    const stored = reading.variants.map((variant) => ({ ...variant, key: `images/${id}-${variant.width}.webp` }));
    await putAll(
      deps,
      stored.map(({ key, bytes }) => ({ key, bytes, contentType: "image/webp" })),
    );
    const widest = stored[stored.length - 1];
    if (!widest) throw new Error("an image without variants");
    await recordOrUndo(deps, {
      id,
      ownerId: viewer.userId,
      kind: "IMAGE",
      key: widest.key,
      objectKeys: stored.map((variant) => variant.key),
      contentType: "image/webp",
      size: file.bytes.length,
      width: widest.width,
      height: widest.height,
      originalName: cleanFileName(file.fileName, "image"),
    });
    return {
      url: imageUrl(widest.key),
      variants: stored.map((variant) => ({ width: variant.width, url: imageUrl(variant.key) })),
      width: widest.width,
      height: widest.height,
    };
  });
}

/** POST /api/media/documents: a PDF or image kept exactly as sent, readable by its uploader and administrators. */
export async function uploadDocument(deps: MediaDeps, viewer: Actor, file: ReceivedFile): Promise<UploadedDocument> {
  return withinUploadLimit(deps, viewer, async () => {
    const contentType = detectUploadType(file.bytes);
    if (contentType === null) throw refuse(UPLOAD_MESSAGES.documentType);
    if (contentType === "application/pdf") {
      if (!looksLikeCompletePdf(file.bytes)) throw refuse(UPLOAD_MESSAGES.documentUnreadable);
    } else {
      const refusal = await refusalOfImageDocument(file.bytes, deps.imageWork);
      if (refusal) throw refuse(refusal);
    }

    const id = randomUUID();
    const key = `documents/${id}`;
    const name = cleanFileName(file.fileName, contentType === "application/pdf" ? "document.pdf" : "document");
    await putAll(deps, [{ key, bytes: file.bytes, contentType }]);
    await recordOrUndo(deps, {
      id,
      ownerId: viewer.userId,
      kind: "DOCUMENT",
      key,
      objectKeys: [key],
      contentType,
      size: file.bytes.length,
      originalName: name,
    });
    return { id, url: `${DOCUMENTS_PATH_PREFIX}${id}`, contentType, size: file.bytes.length, name };
  });
}

/** GET /media/uploads/{name}: a variant, public. 404 for a missing one and for a name this module never makes. */
export async function openImage(deps: MediaDeps, fileName: string): Promise<StoredObject> {
  const object = IMAGE_FILE_NAME.test(fileName) ? await deps.storage.get(`images/${fileName}`) : null;
  if (!object) throw notFound("Image");
  return object;
}

export interface OpenedDocument extends StoredObject {
  name: string;
}

/**
 * GET /api/media/documents/{id}: only for its uploader and administrators. Anyone else hears "not
 * found", as for a document that does not exist, so ids cannot be probed.
 */
export async function openDocument(deps: MediaDeps, viewer: Actor, id: string): Promise<OpenedDocument> {
  const row = UUID.test(id) ? await queries.findDocument(deps.db, id) : null;
  if (!row || (row.ownerId !== viewer.userId && !isAdministrator(viewer))) throw notFound("Document");
  const object = await deps.storage.get(row.key);
  if (!object) {
    deps.log.error({ documentId: id, key: row.key }, "a recorded document is missing from the upload storage");
    throw notFound("Document");
  }
  // The type detected at upload, whatever the storage says.
  return { ...object, contentType: row.contentType, name: row.originalName };
}

/** The id in a document URL (`/api/media/documents/{id}`) as POST /api/media/documents answers it, or null. */
export function documentIdFromUrl(documentUrl: string): string | null {
  if (!documentUrl.startsWith(DOCUMENTS_PATH_PREFIX)) return null;
  const id = documentUrl.slice(DOCUMENTS_PATH_PREFIX.length).toLowerCase();
  return UUID.test(id) ? id : null;
}

/**
 * True when the URL names a document this user uploaded: a claim may only point at its claimant's
 * own upload (anyone else's id would show the claimant a document that is not theirs).
 */
export async function isDocumentUploadedBy(
  deps: MediaRecordsDeps,
  documentUrl: string,
  userId: string,
): Promise<boolean> {
  const id = documentIdFromUrl(documentUrl);
  if (id === null || !UUID.test(userId.toLowerCase())) return false;
  return queries.isDocumentOf(deps.db, id, userId.toLowerCase());
}

async function withinUploadLimit<T>(deps: MediaDeps, viewer: Actor, work: () => Promise<T>): Promise<T> {
  const admission = await rateLimits.admitHit(deps, UPLOAD_LIMIT, `user:${viewer.userId}`);
  if (!admission.admitted) {
    throw tooManyRequests(
      `Too many uploads from your account. Please try again in ${rateLimits.minutesToWait(admission.retryAfterSeconds)}.`,
      admission.retryAfterSeconds,
    );
  }
  try {
    return await work();
  } catch (error) {
    // A refused upload still counts: the server may have decoded it for seconds before refusing, and
    // an uncounted refusal could be sent again without end (issue 23). A failure of ours (the storage,
    // the database) is not the uploader's doing, and does not count.
    if (!isRefusal(error)) await rateLimits.forgetHit(deps, admission.hitId);
    throw error;
  }
}

const isRefusal = (error: unknown) => error instanceof HttpError && error.statusCode < 500;

interface ObjectToStore {
  key: string;
  bytes: Buffer;
  contentType: string;
}

/** Stores every object or none: a failure part-way removes what was already stored. */
async function putAll(deps: MediaDeps, objects: readonly ObjectToStore[]): Promise<void> {
  const done: string[] = [];
  try {
    for (const object of objects) {
      await deps.storage.put(object.key, object.bytes, object.contentType);
      done.push(object.key);
    }
  } catch (error) {
    await removeQuietly(deps, done);
    throw error;
  }
}

async function recordOrUndo(deps: MediaDeps, upload: queries.NewUpload): Promise<void> {
  try {
    await queries.insertUpload(deps.db, upload);
  } catch (error) {
    await removeQuietly(deps, upload.objectKeys);
    throw error;
  }
}

async function removeQuietly(deps: MediaDeps, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    await deps.storage.delete(key).catch((error: unknown) => {
      deps.log.warn({ err: error, key }, "could not remove an upload's object after a failure");
    });
  }
}

const imageUrl = (key: string) => `${UPLOADED_MEDIA_PREFIX}${key.slice("images/".length)}`;

const MAX_NAME_LENGTH = 200;

/** The last part of the name, without control or format characters, at most 200 characters. */
export function cleanFileName(fileName: string, fallback: string): string {
  const base = fileName.split(/[/\\]/).pop() ?? "";
  const clean = base
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, "")
    .trim()
    .slice(0, MAX_NAME_LENGTH);
  return clean === "" || clean === "." || clean === ".." ? fallback : clean;
}
