import { createReadStream } from "node:fs";
import { mkdir, open, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertSafeKey, type StoredObject, type UploadStorage } from "./storage.ts";

/** Each file's content type is kept beside it in `<file>.type`. */
const CONTENT_TYPE_FILE_SUFFIX = ".type";

/**
 * Uploads as files under one root (UPLOADS_DIR). A file is written beside its target and renamed into
 * place, so a reader never sees half a file; its content type is kept in a small file next to it.
 */
export function createDirectoryStorage(root: string): UploadStorage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split("/"));
  };

  return {
    async put(key, body, contentType) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Date.now() only keeps the scratch name unique; it is no instant a rule reads (shared/clock.ts).
      const partial = `${file}.${process.pid}.${Date.now()}.partial`;
      try {
        await writeFile(partial, body);
        await writeFile(`${file}${CONTENT_TYPE_FILE_SUFFIX}`, contentType, "utf8");
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        await rm(`${file}${CONTENT_TYPE_FILE_SUFFIX}`, { force: true });
        throw error;
      }
    },

    async get(key): Promise<StoredObject | null> {
      const file = fileOf(key);
      // Open first, then read the size of what was opened: a file deleted in between cannot mislead.
      const handle = await open(file, "r").catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return null;
        throw error;
      });
      if (!handle) return null;
      try {
        const [{ size }, contentType] = await Promise.all([handle.stat(), readContentType(file)]);
        return { body: createReadStream("", { fd: handle, autoClose: true }), contentType, length: size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(`${file}${CONTENT_TYPE_FILE_SUFFIX}`, { force: true });
    },
  };
}

async function readContentType(file: string): Promise<string> {
  const stored = await readFile(`${file}${CONTENT_TYPE_FILE_SUFFIX}`, "utf8").catch(() => "");
  return stored.trim() || "application/octet-stream";
}
