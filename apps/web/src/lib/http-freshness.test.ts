import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getJson, postJson } from "./http.ts";

/** The cache mode of each request, in order. */
function recordRequests() {
  const modes: (RequestCache | undefined)[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      modes.push(init?.cache);
      return new Response("{}", { status: 200, headers: { "content-type": "application/json" } });
    }),
  );
  return modes;
}

describe("reads after this tab's own writes", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Far from any write made by another test file in this worker.
    vi.setSystemTime(new Date("2030-01-01T00:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("use the browser's cache until a write, revalidate for two minutes after it, then use the cache again", async () => {
    const modes = recordRequests();
    await getJson("/api/listings/1");
    await postJson("/api/events", {});
    await getJson("/api/listings/1");
    vi.advanceTimersByTime(119_000);
    await getJson("/api/listings/1");
    vi.advanceTimersByTime(2_000);
    await getJson("/api/listings/1");
    expect(modes).toEqual(["default", "no-store", "no-cache", "no-cache", "default"]);
  });
});
