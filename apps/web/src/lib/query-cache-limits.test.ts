import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { limitCacheSize } from "./query-cache-limits.ts";

describe("limitCacheSize", () => {
  it("drops the oldest unused entries of a family past its limit", async () => {
    const client = new QueryClient();
    const cache = client.getQueryCache();
    limitCacheSize(cache, { listing: { trimAt: 4, dropCount: (size) => size - 3 } });
    for (let id = 1; id <= 5; id++) client.setQueryData(["listing", id], { id });
    client.setQueryData(["events", 1], {});
    const ids = cache.findAll({ queryKey: ["listing"] }).map((query) => query.queryKey[1]);
    expect(ids).toEqual([3, 4, 5]);
    expect(cache.findAll({ queryKey: ["events"] })).toHaveLength(1);
  });

  it("trims news by a fifth once it reaches its clean-up size", () => {
    const client = new QueryClient();
    const cache = client.getQueryCache();
    limitCacheSize(cache);
    for (let id = 1; id <= 40; id++) client.setQueryData(["news", id], {});
    // 40 reached: 20 % (8) would leave 32, above the limit of 30, so it trims down to 30.
    expect(cache.findAll({ queryKey: ["news"] })).toHaveLength(30);
  });
});
