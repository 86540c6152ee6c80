import type { Page } from "@lwl/contracts/paging";
import {
  type QueryKey,
  queryOptions,
  type UseMutationResult,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { authorizedJson } from "../../../lib/session/authorized-request.ts";
import { ownerKeys } from "./owner-keys.ts";

/** The most an owner's lists ask for at once; an owner with more sees the first ones (none does yet). */
const OWNER_LIST_SIZE = 100;

interface OwnerContentAddresses {
  /** The collection: POST here creates, `{base}/{id}` takes the PUT of an edit, `{base}/{id}/manage` the owner's GET. */
  base: string;
  /** Where the owner's view of one item is cached. */
  key(id: number): QueryKey;
  /** Where the public detail page caches the item, read again after a save (listings and events). */
  publicKey?(id: number): QueryKey;
}

/**
 * The calls every kind of moderated content makes from the owner's forms, for one kind's addresses:
 * its owner view (`GET …/{id}/manage`: any status, with its moderation state) and its save (`POST` for a
 * new item, `PUT …/{id}` for an edit), which answers the owner view.
 */
export function ownerContentApi<Item extends { id: number }, Body>({
  base,
  key,
  publicKey,
}: OwnerContentAddresses): OwnerContentApi<Item, Body> {
  const itemQuery = (id: number) =>
    queryOptions({
      queryKey: key(id),
      queryFn: ({ signal }) => authorizedJson<Item>(`${base}/${id}/manage`, { signal }),
    });

  /** The owner's view of the item; `id` null (a malformed address) asks nothing. */
  function useOwnerItem(id: number | null) {
    return useQuery({ ...itemQuery(id ?? 0), enabled: id !== null, retry: false });
  }

  /** Saves a new item (`id` null) or an edit, and keeps the caches that show it current. */
  function useSaveItem(id: number | null) {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (body: Body) =>
        id === null
          ? authorizedJson<Item>(base, { method: "POST", body })
          : authorizedJson<Item>(`${base}/${id}`, { method: "PUT", body }),
      onSuccess: (saved) => {
        queryClient.setQueryData(key(saved.id), saved);
        // The dashboard and the public pages read the item again.
        void queryClient.invalidateQueries({ queryKey: ownerKeys.all });
        if (publicKey) void queryClient.invalidateQueries({ queryKey: publicKey(saved.id) });
      },
    });
  }

  return { useOwnerItem, useSaveItem };
}

/** The calls of one kind of moderated content. */
export interface OwnerContentApi<Item extends { id: number }, Body> {
  useOwnerItem(id: number | null): UseQueryResult<Item>;
  useSaveItem(id: number | null): UseMutationResult<Item, Error, Body>;
}

/** One of the owner's lists (every status) for the dashboard: its first OWNER_LIST_SIZE entries. */
export function useOwnerList<Summary>(queryKey: QueryKey, path: string) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => authorizedJson<Page<Summary>>(`${path}?page=0&size=${OWNER_LIST_SIZE}`, { signal }),
  });
}
