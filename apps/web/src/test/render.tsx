import { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  type Location,
  type NavigationType,
  type RouteObject,
  type To,
  useRoutes,
} from "react-router";
import { vi } from "vitest";
import { Providers } from "../app/providers.tsx";
import { AppRouter } from "../lib/router/app-router.tsx";
import { createGuardedHistory, type GuardedHistory } from "../lib/router/guarded-history.ts";

/** What tests hold of the app's router: where it is, and a way to move as a visitor would. */
export interface TestRouter {
  readonly state: { readonly location: Location; readonly historyAction: NavigationType };
  navigate(to: To | number): Promise<void>;
  history: GuardedHistory;
}

/** A history in memory, as the app's router sees it in the browser (guards and all). */
export function testHistory(entries: string[]): TestRouter {
  const history = createGuardedHistory(
    createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1, v5Compat: true }),
  );
  return {
    history,
    state: {
      get location() {
        return history.location;
      },
      get historyAction() {
        return history.action;
      },
    },
    navigate: async (to) => {
      if (typeof to === "number") history.go(to);
      else history.push(to);
    },
  };
}

function Routes({ table }: { table: RouteObject[] }) {
  return useRoutes(table);
}

/** A route table rendered in the app's providers and router, in memory, starting at the last of `entries`. */
export function renderRoutes(table: RouteObject[], entries: string[], queryClient = testQueryClient()) {
  const router = testHistory(entries);
  const view = render(
    <Providers queryClient={queryClient}>
      <AppRouter history={router.history}>
        <Routes table={table} />
      </AppRouter>
    </Providers>,
  );
  return { ...view, router, queryClient };
}

/** A cache that never retries, so a failing call shows its failure at once in tests. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } } });
}

interface RenderOptions {
  /** Where the memory router starts. */
  at?: string;
  /** Pages visited before `at`, oldest first, for tests of the back button. */
  before?: string[];
  /** Route pattern the element is mounted at, for pages that read params. */
  path?: string;
  queryClient?: QueryClient;
  /** Extra routes, e.g. redirect targets to assert on. */
  extraRoutes?: RouteObject[];
  /** A whole route table instead of the one element (for pages inside their guards). */
  routes?: RouteObject[];
}

/** Renders a component inside the app's providers and a memory router. */
export function renderWithApp(element: ReactNode, options: RenderOptions = {}) {
  const queryClient = options.queryClient ?? testQueryClient();
  const table = options.routes ?? [{ path: options.path ?? "*", element }, ...(options.extraRoutes ?? [])];
  return renderRoutes(table, [...(options.before ?? []), options.at ?? "/"], queryClient);
}

type Responder = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/**
 * Replaces fetch with a table of "METHOD /path" -> answer (query strings ignored). Unknown calls
 * answer 404 like the server, so a test only lists the calls it cares about.
 */
/**
 * The POST calls a test made, besides the page-view count a listing's page sends on its own when shown
 * (features/listings/api/record-listing-view.ts): what the visitor's actions sent.
 */
export function postsOf(calls: { method: string; url: URL; body: unknown }[]) {
  return calls.filter((call) => call.method === "POST" && !/\/listings\/\d+\/views$/.test(call.url.pathname));
}

export function mockApi(table: Record<string, unknown | Responder>) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = table[`${method} ${url.pathname}`];
    if (answer === undefined) return jsonResponse({ statusCode: 404, error: "Not Found", message: "not found" }, 404);
    if (typeof answer === "function") return (answer as Responder)(url, init);
    return jsonResponse(answer);
  };
  vi.stubGlobal("fetch", fetchMock);
  return calls;
}
