import { type ComponentType, lazy, type ReactNode } from "react";
import { importOrReload } from "../stale-build.ts";

/** A route's page whose code is fetched the first time it is shown. */
export type LazyPage = (() => ReactNode) & {
  /** Fetches the page's code (once); the page then draws at once, without suspending. */
  load(): Promise<ComponentType>;
};

/**
 * A lazily loaded page: the code arrives the first time someone opens it (suspending the page meanwhile:
 * a navigation keeps the previous page on screen). Unlike `React.lazy`, a page loaded beforehand draws
 * in the same pass, which hydrating a server-drawn page needs (`loadRoutesOf`). Code of an older build
 * that is gone after a deployment reloads the page once, into the new build (lib/stale-build.ts).
 */
export function lazyPage<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType): LazyPage {
  let Page: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  // A failure stays: React draws a failing part twice before giving up, and a fresh attempt each time
  // would never give up. The error screen offers the reload, and a deployment's gone code reloads by itself.
  const loadPage = () => {
    loading ??= importOrReload(load).then((module) => {
      Page = pick(module);
      return Page;
    });
    return loading;
  };
  const Pending = lazy(async () => ({ default: await loadPage() }));
  // Loaded already (beforehand, or by the time React retries after suspending): drawn in this pass.
  // React.lazy alone would suspend once even for code already here.
  function LazyRoutePage() {
    return Page ? <Page /> : <Pending />;
  }
  return Object.assign(LazyRoutePage, { load: loadPage });
}
