import { DEFAULT_PAGE_SIZE } from "@lwl/contracts/constants";
import type { Page } from "@lwl/contracts/paging";
import { useCallback, useEffect, useRef, useState } from "react";
import { useAdminContext } from "../admin-context.tsx";
import type { PageRequest } from "../api/admin-api.ts";
import {
  emptyPage,
  nextPage,
  type Pagination,
  pageToGoTo,
  paginationOf,
  previousPage,
  withPageSize,
} from "../model/paging.ts";

export interface PagedList<Item> {
  items: Item[];
  pagination: Pagination;
  /** On while a page is being fetched (docs/product.md section 4). */
  loading: boolean;
  /** Each move answers whether it was allowed; a refused move fetches nothing. */
  next(): boolean;
  previous(): boolean;
  goTo(page: number): boolean;
  /** A new size starts at page 0. */
  setSize(size: number): void;
  /** Fetches the page shown again, past the cache. */
  refresh(): void;
}

interface Request {
  type: string;
  page: number;
  size: number;
  /** Skip the cache for this fetch (a forced refresh). */
  bypass: boolean;
  /** Changes on every refresh, so asking for the same page again fetches again. */
  nonce: number;
}

/**
 * One paged list of the console: the paging rules of docs/product.md section 4 and the shared
 * paged-result cache of section 9, keyed by `type` (which includes any filters), page and size. A
 * failed fetch is logged and leaves an empty result with zeroed paging (section 8); it is not cached.
 */
export function usePagedList<Item>(
  type: string,
  fetchPage: (request: PageRequest) => Promise<Page<Item>>,
  initialSize = DEFAULT_PAGE_SIZE,
): PagedList<Item> {
  const { cache } = useAdminContext();
  const [request, setRequest] = useState<Request>({ type, page: 0, size: initialSize, bypass: false, nonce: 0 });
  const [result, setResult] = useState<Page<Item>>(() => emptyPage(initialSize));
  const [loading, setLoading] = useState(true);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;

  // Another list (a new filter) starts at its first page.
  if (request.type !== type) setRequest({ ...request, type, page: 0, bypass: false });

  useEffect(() => {
    const { page, size, bypass } = request;
    if (request.type !== type) return;
    const cached = bypass ? undefined : cache.get<Item>(type, page, size);
    if (cached) {
      setResult(cached);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    fetchRef
      .current({ page, size, signal: controller.signal })
      .then((fetched) => {
        if (controller.signal.aborted) return;
        cache.set(type, page, size, fetched);
        setResult(fetched);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Failed to fetch ${type} page ${page}`, error);
        setResult(emptyPage(size));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [cache, type, request]);

  const pagination = paginationOf(result);
  const move = useCallback((page: number | null) => {
    if (page === null) return false;
    setRequest((current) => ({ ...current, page, bypass: false }));
    return true;
  }, []);

  return {
    items: result.content,
    pagination,
    loading,
    next: () => move(nextPage(pagination)),
    previous: () => move(previousPage(pagination)),
    goTo: (page) => move(pageToGoTo(pagination, page)),
    setSize: (size) => setRequest((current) => ({ ...current, ...withPageSize(size), bypass: false })),
    refresh: () => setRequest((current) => ({ ...current, bypass: true, nonce: current.nonce + 1 })),
  };
}
