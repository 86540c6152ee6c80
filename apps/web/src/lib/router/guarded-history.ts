import { type HistoryRouterProps, type Location, type NavigateOptions, parsePath, type To } from "react-router";

/** React Router's history (what its declarative routers navigate through). */
export type History = HistoryRouterProps["history"];
type Update = Parameters<Parameters<History["listen"]>[0]>[0];

/** Asked before each navigation while a page holds something that leaving would lose. */
export type ShouldBlock = (move: { currentLocation: Location; nextLocation: Location }) => boolean;

/** A navigation held back by a guard, waiting for the visitor's answer. */
export interface HeldNavigation {
  /** Go on with it after all. */
  proceed(): void;
  /** Stay where we are. */
  reset(): void;
}

/**
 * The app's history: React Router's own, with what its data router added on top and its declarative
 * router leaves out (ADR 0017): navigation guards (the owner editors' "unsaved changes" question, for
 * links, redirects and the back button alike) and what scroll restoration needs (where each page was
 * scrolled to when it was left, and which navigations asked to keep the scroll position).
 */
export interface GuardedHistory extends History {
  /** React Router hands its navigation options over too (`preventScrollReset` matters here). */
  push(to: To, state?: unknown, options?: NavigateOptions): void;
  replace(to: To, state?: unknown, options?: NavigateOptions): void;
  /** Installs the page's guard; the returned function removes it. One guard at a time, the newest. */
  guard(shouldBlock: ShouldBlock): () => void;
  /** The navigation being held, if any. */
  held(): HeldNavigation | null;
  /** Calls back when a navigation is held or let go. */
  subscribe(onChange: () => void): () => void;
  /** The vertical scroll position a page had when it was left, by location key. */
  readonly scrollPositions: Map<string, number>;
  /** Whether the navigation to this location asked to keep the scroll position (`preventScrollReset`). */
  keepsScroll(location: Location): boolean;
}

interface Options {
  /** The current vertical scroll position (the window's; none in tests). */
  scrollY?: () => number;
}

export function createGuardedHistory(inner: History, options: Options = {}): GuardedHistory {
  const scrollY = options.scrollY ?? (() => (typeof window === "undefined" ? 0 : window.scrollY));
  let shouldBlock: ShouldBlock | null = null;
  let holding: HeldNavigation | null = null;
  let current = inner.location;
  const watchers = new Set<() => void>();
  const scrollPositions = new Map<string, number>();
  const keepScroll = new Set<string>();
  let keepScrollOfNext = false;
  // The back button moved the address before anyone could ask: the guard moves it back, and the
  // history update that causes is not a navigation.
  let revertingPop = false;
  let letThrough = false;

  const changed = () => {
    for (const watcher of watchers) watcher();
  };
  const hold = (navigation: HeldNavigation) => {
    holding = navigation;
    changed();
  };
  const release = () => {
    holding = null;
    changed();
  };
  const blocks = (nextLocation: Location) =>
    !letThrough && shouldBlock !== null && shouldBlock({ currentLocation: current, nextLocation });
  // Links and navigate() hand over an absolute path already (React Router resolves relative ones first).
  const locationOf = (to: To, state: unknown): Location => {
    const path = typeof to === "string" ? parsePath(to) : to;
    return {
      pathname: path.pathname ?? current.pathname,
      search: path.search ?? "",
      hash: path.hash ?? "",
      state,
      key: "",
    };
  };
  const passing = (go: () => void) => {
    letThrough = true;
    try {
      go();
    } finally {
      letThrough = false;
    }
  };
  const navigate =
    (method: "push" | "replace") =>
    (to: To, state?: unknown, options?: NavigateOptions): void => {
      const move = () => {
        keepScrollOfNext = options?.preventScrollReset === true;
        inner[method](to, state);
      };
      if (!blocks(locationOf(to, state))) {
        move();
        return;
      }
      hold({
        proceed: () => {
          release();
          passing(move);
        },
        reset: release,
      });
    };

  const history: GuardedHistory = {
    get action() {
      return inner.action;
    },
    get location() {
      return inner.location;
    },
    createHref: (to) => inner.createHref(to),
    createURL: (to) => inner.createURL(to),
    encodeLocation: (to) => inner.encodeLocation(to),
    push: navigate("push"),
    replace: navigate("replace"),
    go: (delta) => inner.go(delta),
    listen(listener) {
      return inner.listen((update: Update) => {
        if (revertingPop) {
          revertingPop = false;
          return;
        }
        if (update.action === "POP" && update.delta && blocks(update.location)) {
          const { delta } = update;
          revertingPop = true;
          inner.go(-delta);
          hold({
            proceed: () => {
              release();
              letThrough = true;
              // The next history update is this one; it passes (and clears the flag) in the listener.
              inner.go(delta);
            },
            reset: release,
          });
          return;
        }
        letThrough = false;
        scrollPositions.set(current.key, scrollY());
        if (keepScrollOfNext) keepScroll.add(update.location.key);
        keepScrollOfNext = false;
        current = update.location;
        listener(update);
      });
    },
    guard(next) {
      shouldBlock = next;
      return () => {
        if (shouldBlock === next) shouldBlock = null;
      };
    },
    held: () => holding,
    subscribe(onChange) {
      watchers.add(onChange);
      return () => watchers.delete(onChange);
    },
    scrollPositions,
    keepsScroll: (location) => keepScroll.has(location.key),
  };
  return history;
}
