/**
 * The admin area's paged-result cache (docs/product.md section 9): results are kept by list type,
 * page and size; when it holds 20 entries or more it is cleared whole before the next one is added; a
 * forced refresh bypasses it (the caller skips `get`); `clear` empties it (after a decision, or by
 * the Refresh action).
 */
import { ADMIN_PAGED_CACHE_CLEAR_AT } from "@lwl/contracts/constants";
import type { Page } from "@lwl/contracts/paging";

export class PagedResultCache {
  private readonly entries = new Map<string, Page<unknown>>();

  constructor(private readonly clearAt = ADMIN_PAGED_CACHE_CLEAR_AT) {}

  static key(type: string, page: number, size: number): string {
    return `${type}|${page}|${size}`;
  }

  get<Item>(type: string, page: number, size: number): Page<Item> | undefined {
    return this.entries.get(PagedResultCache.key(type, page, size)) as Page<Item> | undefined;
  }

  set<Item>(type: string, page: number, size: number, result: Page<Item>): void {
    if (this.entries.size >= this.clearAt) this.entries.clear();
    this.entries.set(PagedResultCache.key(type, page, size), result);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
