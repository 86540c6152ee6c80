import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDirectoryStorage } from "../../../src/modules/media/directory-storage.ts";

describe("the directory upload storage", () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "lwl-directory-storage-"));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("puts, gets as a stream with its length and type, and deletes", async () => {
    const storage = createDirectoryStorage(root);
    await storage.put("documents/abc-1", Buffer.from("%PDF-1.4 hello"), "application/pdf");
    const object = await storage.get("documents/abc-1");
    expect(object && { contentType: object.contentType, length: object.length }).toEqual({
      contentType: "application/pdf",
      length: 14,
    });
    expect(object && (await text(object.body))).toBe("%PDF-1.4 hello");
    await storage.delete("documents/abc-1");
    expect(await storage.get("documents/abc-1")).toBeNull();
    expect(await readdir(path.join(root, "documents"))).toEqual([]);
    await expect(storage.delete("documents/abc-1")).resolves.toBeUndefined();
  });

  it("answers null for a key it never stored", async () => {
    expect(await createDirectoryStorage(root).get("images/nothing-320.webp")).toBeNull();
  });

  it.each([
    "../outside",
    "images/../../etc/passwd",
    "images/a/b",
    "/etc/passwd",
    "other/x",
    "images/",
    "images/.hidden",
  ])("refuses the key %s, which could step out of its root", async (key) => {
    const storage = createDirectoryStorage(root);
    await expect(storage.put(key, Buffer.from("x"), "text/plain")).rejects.toThrow("unsafe storage key");
    await expect(storage.get(key)).rejects.toThrow("unsafe storage key");
    await expect(storage.delete(key)).rejects.toThrow("unsafe storage key");
  });
});
