/**
 * Image work in one process (issue 23): a queue runs image jobs one at a time, the uploads' decodes go
 * through it, and what happens to an upload's place in the hourly limit when it does not succeed.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDirectoryStorage } from "../../../src/modules/media/directory-storage.ts";
import { createImageWork, IMAGE_JOBS_AT_ONCE, type ImageWork } from "../../../src/modules/media/image-work.ts";
import { type MediaDeps, UPLOAD_LIMIT, uploadDocument } from "../../../src/modules/media/service.ts";
import type { UploadStorage } from "../../../src/modules/media/storage.ts";
import { countRecentHits } from "../../../src/modules/rate-limits/queries.ts";
import type { Viewer } from "../../../src/plugins/auth.ts";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { insertUser } from "../../helpers/fixtures.ts";
import { pdf, photo } from "./media-fixtures.ts";

function deferred<Value = void>() {
  let resolve: (value: Value) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<Value>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe("the image work queue", () => {
  /** A job the test finishes by hand, and that says when it has started. */
  function heldJob(name: string, started: string[]) {
    const began = deferred();
    const finish = deferred<string>();
    const run = () => {
      started.push(name);
      began.resolve();
      return finish.promise;
    };
    return { run, began: began.promise, finish };
  }

  it("runs one job at a time; the others wait their turn in arrival order, and a failed job frees its slot", async () => {
    const work = createImageWork(1);
    const started: string[] = [];
    const [a, b, c] = ["a", "b", "c"].map((name) => heldJob(name, started)) as [
      ReturnType<typeof heldJob>,
      ReturnType<typeof heldJob>,
      ReturnType<typeof heldJob>,
    ];
    const answers = [work.run(a.run), work.run(b.run), work.run(c.run)];
    await a.began;
    expect(started).toEqual(["a"]);

    a.finish.resolve("a done");
    await b.began;
    expect(started).toEqual(["a", "b"]);
    expect(await answers[0]).toBe("a done");

    b.finish.reject(new Error("b failed"));
    await expect(answers[1]).rejects.toThrow("b failed");
    await c.began;
    expect(started).toEqual(["a", "b", "c"]);
    c.finish.resolve("c done");
    expect(await answers[2]).toBe("c done");
  });

  it("runs two at once when told to, the third when either ends", async () => {
    const work = createImageWork(2);
    const started: string[] = [];
    const [a, b, c] = ["a", "b", "c"].map((name) => heldJob(name, started)) as [
      ReturnType<typeof heldJob>,
      ReturnType<typeof heldJob>,
      ReturnType<typeof heldJob>,
    ];
    const answers = [work.run(a.run), work.run(b.run), work.run(c.run)];
    await Promise.all([a.began, b.began]);
    expect(started).toEqual(["a", "b"]);
    b.finish.resolve("b done");
    await c.began;
    expect(started).toEqual(["a", "b", "c"]);
    a.finish.resolve("a done");
    c.finish.resolve("c done");
    expect(await Promise.all(answers)).toEqual(["a done", "b done", "c done"]);
  });

  it("refuses a slot count that is not a whole number of at least 1", () => {
    expect(() => createImageWork(0)).toThrow("jobsAtOnce must be 1 or more: 0");
    expect(() => createImageWork(1.5)).toThrow("jobsAtOnce must be 1 or more: 1.5");
  });
});

describe("uploads and the image work queue", () => {
  let t: TestApp;
  let uploadsDir: string;

  beforeAll(async () => {
    uploadsDir = await mkdtemp(path.join(tmpdir(), "lwl-image-work-"));
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  async function newViewer(): Promise<Viewer> {
    const user = await insertUser(t.database.db, { role: "Reader" });
    return {
      userId: user.id,
      role: user.role,
      fullName: user.fullName,
      mobile: user.mobile,
      email: user.email,
      emailVerified: user.emailVerified,
    };
  }
  const depsWith = (imageWork: ImageWork, storage: UploadStorage = createDirectoryStorage(uploadsDir)): MediaDeps => ({
    db: t.database.db,
    now: t.clock.now,
    storage,
    log: t.app.log,
    imageWork,
  });
  const hitsOf = async (viewer: Viewer) =>
    (
      await countRecentHits(
        t.database.db,
        UPLOAD_LIMIT.bucket,
        `user:${viewer.userId}`,
        UPLOAD_LIMIT.windowMinutes,
        t.clock.now(),
      )
    ).count;

  /**
   * The queue, watched: counts the jobs inside it at once, and holds each job until `expected` jobs
   * have asked for a slot. Without a queue, all of them would then be inside together.
   */
  function watched(inner: ImageWork, expected: number) {
    let asked = 0;
    let inside = 0;
    let mostAtOnce = 0;
    const allAsked = deferred();
    const work: ImageWork = {
      run(job) {
        asked += 1;
        if (asked === expected) allAsked.resolve();
        return inner.run(async () => {
          inside += 1;
          mostAtOnce = Math.max(mostAtOnce, inside);
          try {
            await allAsked.promise;
            return await job();
          } finally {
            inside -= 1;
          }
        });
      },
    };
    return { work, asked: () => asked, mostAtOnce: () => mostAtOnce };
  }

  it("decodes four image documents sent at once one at a time, and stores all four", async () => {
    expect(IMAGE_JOBS_AT_ONCE).toBe(1);
    const queue = watched(createImageWork(IMAGE_JOBS_AT_ONCE), 4);
    const deps = depsWith(queue.work);
    const viewer = await newViewer();
    const scans = await Promise.all([1, 2, 3, 4].map((i) => photo(300 + i, 200)));
    const uploads = await Promise.all(
      scans.map((bytes, i) => uploadDocument(deps, viewer, { bytes, fileName: `scan-${i}.jpg` })),
    );
    expect(uploads.map((upload) => [upload.contentType, upload.size])).toEqual(
      scans.map((scan) => ["image/jpeg", scan.length]),
    );
    expect(queue.asked()).toBe(4);
    expect(queue.mostAtOnce()).toBe(1);
  });

  it("counts a refused upload toward the hourly limit, but not one that failed on our side", async () => {
    const viewer = await newViewer();
    const brokenStorage: UploadStorage = {
      put: () => Promise.reject(new Error("the disk is full")),
      get: () => Promise.resolve(null),
      delete: () => Promise.resolve(),
    };
    await expect(
      uploadDocument(depsWith(createImageWork(1), brokenStorage), viewer, { bytes: pdf(), fileName: "a.pdf" }),
    ).rejects.toThrow("the disk is full");
    expect(await hitsOf(viewer)).toBe(0);

    await expect(
      uploadDocument(depsWith(createImageWork(1)), viewer, { bytes: Buffer.from("<html>"), fileName: "a.pdf" }),
    ).rejects.toMatchObject({ statusCode: 400, message: "The document must be a PDF, JPEG, PNG or WebP file." });
    expect(await hitsOf(viewer)).toBe(1);
  });
});
