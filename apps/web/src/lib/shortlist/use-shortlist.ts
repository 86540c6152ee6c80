import type { ShortlistItem, ShortlistListing } from "@lwl/contracts/shortlist";
import { SHORTLIST_FULL, SHORTLIST_MAX_ITEMS } from "@lwl/contracts/shortlist-rules";
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { HttpError } from "../http.ts";
import { lazyToast } from "../lazy-toast.ts";
import { useSession } from "../session/use-session.ts";
import { countVisitorSave } from "./api/count-visitor-save.ts";
import { loadAccountShortlist } from "./api/load-account-shortlist.ts";
import { removeFromShortlist } from "./api/remove-from-shortlist.ts";
import { saveToShortlist } from "./api/save-to-shortlist.ts";
import { shortlistKey } from "./api/shortlist-key.ts";
import { browserShortlist } from "./browser-shortlist.ts";

export interface ShortlistState {
  /** False while it is not known yet (the session or the account's list still loading). */
  ready: boolean;
  /** Newest first. */
  items: readonly ShortlistItem[];
  isSaved(listingId: number): boolean;
  save(listing: ShortlistListing): Promise<void>;
  remove(listingId: number): Promise<void>;
  /** Resolves true once the note is kept. */
  setNote(listingId: number, note: string): Promise<boolean>;
}

const NONE: readonly ShortlistItem[] = [];

function messageOf(error: unknown): string {
  return error instanceof HttpError && error.body?.message
    ? error.body.message
    : "Your shortlist could not be changed. Please try again.";
}

/** What a change does to the cached list at once; the server's answer (or a fresh read) settles it. */
function change(queryClient: QueryClient, userId: string, edit: (items: readonly ShortlistItem[]) => ShortlistItem[]) {
  queryClient.setQueryData<{ items: ShortlistItem[] }>(shortlistKey(userId), (old) => ({
    items: edit(old?.items ?? []),
  }));
}

/**
 * The shortlist as every part of the app sees it (issue 27 item 2): a visitor's in this browser, a
 * signed-in user's on the server (the source of truth while signed in; whatever the browser kept is
 * merged in the first time it is read after signing in).
 */
export function useShortlist(): ShortlistState {
  const { status, user } = useSession();
  const userId = status === "signed-in" ? (user?.userId ?? null) : null;
  const browserItems = useSyncExternalStore(
    browserShortlist.subscribe,
    browserShortlist.read,
    browserShortlist.serverSnapshot,
  );
  const queryClient = useQueryClient();
  const account = useQuery({
    queryKey: shortlistKey(userId ?? ""),
    queryFn: ({ signal }) => loadAccountShortlist(signal),
    enabled: userId !== null,
    staleTime: 60_000,
  });

  const items = userId === null ? browserItems : (account.data?.items ?? NONE);
  const ready = status === "signed-out" || (userId !== null && account.data !== undefined);
  const isSaved = (listingId: number) => items.some((item) => item.listing.id === listingId);
  const settle = (error: unknown) => {
    lazyToast.error(messageOf(error));
    if (userId !== null) void queryClient.invalidateQueries({ queryKey: shortlistKey(userId) });
  };

  async function save(listing: ShortlistListing): Promise<void> {
    if (isSaved(listing.id)) return;
    if (items.length >= SHORTLIST_MAX_ITEMS) {
      lazyToast.warning(SHORTLIST_FULL);
      return;
    }
    const item: ShortlistItem = { listing, note: "", savedAt: new Date().toISOString() };
    if (userId === null) {
      browserShortlist.add(item);
      countVisitorSave(listing.id);
      return;
    }
    change(queryClient, userId, (old) => [item, ...old]);
    try {
      queryClient.setQueryData(shortlistKey(userId), await saveToShortlist(listing.id));
    } catch (error) {
      settle(error);
    }
  }

  async function remove(listingId: number): Promise<void> {
    if (userId === null) {
      browserShortlist.remove(listingId);
      return;
    }
    change(queryClient, userId, (old) => old.filter((item) => item.listing.id !== listingId));
    try {
      await removeFromShortlist(listingId);
    } catch (error) {
      settle(error);
    }
  }

  async function setNote(listingId: number, note: string): Promise<boolean> {
    if (userId === null) {
      browserShortlist.setNote(listingId, note);
      return true;
    }
    try {
      queryClient.setQueryData(shortlistKey(userId), await saveToShortlist(listingId, note));
      return true;
    } catch (error) {
      settle(error);
      return false;
    }
  }

  return { ready, items, isSaved, save, remove, setNote };
}
