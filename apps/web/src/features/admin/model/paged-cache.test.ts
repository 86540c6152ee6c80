import type { Page } from "@lwl/contracts/paging";
import { describe, expect, it } from "vitest";
import { PagedResultCache } from "./paged-cache.ts";
import { emptyPage } from "./paging.ts";

const page = (label: string): Page<string> => ({ ...emptyPage<string>(), content: [label] });

describe("the admin paged-result cache (docs/product.md section 9)", () => {
  it("keys results by type, page and size", () => {
    const cache = new PagedResultCache();
    cache.set("LISTING", 0, 10, page("listing 0/10"));
    cache.set("LISTING", 1, 10, page("listing 1/10"));
    cache.set("LISTING", 0, 20, page("listing 0/20"));
    cache.set("EVENT", 0, 10, page("event 0/10"));
    expect(cache.get("LISTING", 0, 10)?.content).toEqual(["listing 0/10"]);
    expect(cache.get("LISTING", 1, 10)?.content).toEqual(["listing 1/10"]);
    expect(cache.get("LISTING", 0, 20)?.content).toEqual(["listing 0/20"]);
    expect(cache.get("EVENT", 0, 10)?.content).toEqual(["event 0/10"]);
    expect(cache.get("BLOG", 0, 10)).toBeUndefined();
  });

  it("is cleared whole when it holds 20 entries, before the next one goes in", () => {
    const cache = new PagedResultCache();
    for (let index = 0; index < 20; index += 1) cache.set("LISTING", index, 10, page(`p${index}`));
    expect(cache.size).toBe(20);
    expect(cache.get("LISTING", 19, 10)?.content).toEqual(["p19"]);
    cache.set("EVENT", 0, 10, page("event"));
    expect(cache.size).toBe(1);
    expect(cache.get("LISTING", 0, 10)).toBeUndefined();
    expect(cache.get("EVENT", 0, 10)?.content).toEqual(["event"]);
  });

  it("replacing an entry under the limit keeps the others", () => {
    const cache = new PagedResultCache();
    cache.set("BLOG", 0, 10, page("old"));
    cache.set("BLOG", 0, 10, page("new"));
    expect(cache.size).toBe(1);
    expect(cache.get("BLOG", 0, 10)?.content).toEqual(["new"]);
  });

  it("has a clear action", () => {
    const cache = new PagedResultCache();
    cache.set("BLOG", 0, 10, page("a"));
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.get("BLOG", 0, 10)).toBeUndefined();
  });
});
