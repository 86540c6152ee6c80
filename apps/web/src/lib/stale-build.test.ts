import { afterEach, describe, expect, it, vi } from "vitest";
import { importOrReload, isStaleChunkError, reloadOnceForNewBuild } from "./stale-build.ts";

const stale = () =>
  new TypeError("Failed to fetch dynamically imported module: http://localhost:3000/assets/page-abc123.js");

afterEach(() => window.sessionStorage.clear());

describe("a page's code from an older build", () => {
  it("is recognised by the browsers' words for a module that could not be fetched", () => {
    expect(isStaleChunkError(stale())).toBe(true);
    expect(isStaleChunkError(new TypeError("error loading dynamically imported module: /assets/x.js"))).toBe(true);
    expect(isStaleChunkError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isStaleChunkError(new Error("Boom"))).toBe(false);
    expect(isStaleChunkError("Failed to fetch dynamically imported module")).toBe(false);
  });

  it("reloads the page once, and waits for the reload instead of failing", async () => {
    let reloaded: () => void = () => {};
    const reloading = new Promise<void>((resolve) => {
      reloaded = resolve;
    });
    const reload = vi.fn(() => reloaded());
    let settled = false;
    void importOrReload(() => Promise.reject(stale()), reload).finally(() => {
      settled = true;
    });
    await reloading;
    // The next task starts only once every promise reaction queued so far has run: had the import's
    // promise settled after the reload, `settled` would be true by then.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(settled).toBe(false);
  });

  it("fails the second time within a minute, so a reload that does not help never loops", async () => {
    const reload = vi.fn();
    const now = Date.now();
    expect(reloadOnceForNewBuild(reload, now)).toBe(true);
    await expect(importOrReload(() => Promise.reject(stale()), reload)).rejects.toThrow(/dynamically imported/);
    expect(reload).toHaveBeenCalledTimes(1);
    // A minute later a new deployment may be reloaded into again.
    expect(reloadOnceForNewBuild(reload, now + 60_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("passes other failures and successes through untouched", async () => {
    const reload = vi.fn();
    await expect(importOrReload(() => Promise.reject(new Error("Boom")), reload)).rejects.toThrow("Boom");
    await expect(importOrReload(() => Promise.resolve("page"), reload)).resolves.toBe("page");
    expect(reload).not.toHaveBeenCalled();
  });
});

describe("reloading into the new build", () => {
  it("reloads the address shown, which is already the page being opened (the router moves it before the code arrives)", () => {
    const assign = vi.fn();
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign, reload });
    expect(reloadOnceForNewBuild()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(assign).not.toHaveBeenCalled();
  });
});
