import { screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { matchRoutes, StaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import {
  claimListingPath,
  editOwnershipRequestPath,
  eventPath,
  listingPath,
  newsArticlePath,
  newsCategoryPath,
  newsTagPath,
  PATHS,
} from "../lib/paths.ts";
import { session } from "../lib/session/session.ts";
import { jsonResponse, mockApi, renderRoutes, testQueryClient } from "../test/render.tsx";
import { identityEndpoints, storeSession, tokenAnswer } from "../test/tokens.ts";
import { Providers } from "./providers.tsx";
import { RootLayout } from "./root-layout.tsx";
import { PageOutlet, RouteErrorBoundary } from "./route-error-boundary.tsx";
import { AppRoutes, loadRoutesOf, routes } from "./router.tsx";

function renderAt(path: string) {
  return renderRoutes(routes, [path]).router;
}

/** Links in PATHS whose pages are not built yet: they reach the unknown-path route. None are left. */
const NOT_BUILT_YET: readonly string[] = [];
/** PATHS entries that are only the start of an address; the helpers below add the rest. */
const PREFIXES: readonly string[] = [
  PATHS.listingDetail,
  PATHS.eventDetail,
  PATHS.newsTag,
  PATHS.newsArticle,
  PATHS.editOwnershipRequest,
  PATHS.claimListing,
];

describe("route table", () => {
  it("has a page for every address in lib/paths.ts, so links and routes cannot drift apart", () => {
    const addresses = [
      ...Object.values(PATHS).filter((path) => !PREFIXES.includes(path)),
      listingPath({ id: 7, name: "Green Valley High School" }),
      eventPath({ id: 3, title: "Open Day" }),
      editOwnershipRequestPath(3),
      claimListingPath(7),
      newsCategoryPath("campus-life"),
      newsTagPath("neet"),
      newsArticlePath({ id: 4, listingId: 2 }),
      newsArticlePath({ id: 4, listingId: null }),
    ];
    for (const address of addresses) {
      const matched = matchRoutes(routes, address)?.at(-1)?.route.path;
      if (NOT_BUILT_YET.includes(address)) expect(matched, address).toBe("*");
      else expect(matched, address).not.toBe("*");
    }
  });

  it("sends an unknown path to /login while nobody is signed in", async () => {
    mockApi(await identityEndpoints());
    const router = renderAt("/no-such-page");
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
  });

  it("sends an unknown path to /error for someone signed in, after a spinner while the session loads", async () => {
    await storeSession({ expiresIn: -5, refreshToken: "refresh-0" });
    const answer = await tokenAnswer();
    // The refresh answers only when the test says so, so the loading state can be seen.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockApi({
      ...(await identityEndpoints()),
      "POST /auth/oauth/token": async () => {
        await released;
        return jsonResponse(answer);
      },
    });
    const restoring = session.restore();
    const router = renderAt("/no-such-page");
    expect(screen.getByRole("status")).toHaveTextContent("Checking your sign-in…");
    release();
    await restoring;
    expect(await screen.findByRole("heading", { name: "We could not open that page" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/error");
  });

  it("serves /forgot-Password in any capitalisation", async () => {
    mockApi(await identityEndpoints());
    renderAt("/forgot-password");
    expect(await screen.findByRole("heading", { level: 1, name: "Forgot your password?" })).toBeInTheDocument();
  });

  it("serves the capitalised category addresses with the same pages", async () => {
    mockApi({});
    renderAt("/College");
    expect(await screen.findByRole("heading", { level: 1, name: "Colleges & Universities" })).toBeInTheDocument();
  });

  it("shows the error pages with a way home", async () => {
    for (const path of ["/error", "/not-a-listing-owner", "/not-belogs-to-you", "/unauthorized"]) {
      const { unmount } = renderRoutes(routes, [path]);
      expect(await screen.findByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
      unmount();
    }
  });

  it("shows the router's error screen when a page throws", async () => {
    const table = [
      {
        Component: RootLayout,
        children: [
          {
            Component: PageOutlet,
            children: [
              {
                index: true,
                Component: () => {
                  throw new Error("Boom");
                },
              },
            ],
          },
        ],
      },
    ];
    const silence = console.error;
    console.error = () => {};
    try {
      renderRoutes(table, ["/"]);
      expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeInTheDocument();
      expect(screen.getByText("Boom")).toBeInTheDocument();
      // The header and footer stay around a failing page (the footer's code arrives after the first paint).
      expect(screen.getByRole("link", { name: "LEARN WITHOUT LIMITS" })).toBeInTheDocument();
      expect(await screen.findByRole("contentinfo")).toBeInTheDocument();
    } finally {
      console.error = silence;
    }
  });

  it("says a new version is available, never the internal address, when a page's code of an older build is gone", async () => {
    window.sessionStorage.setItem("lwl:stale-build-reload", String(Date.now()));
    const StalePage = () => {
      throw new TypeError(
        "Failed to fetch dynamically imported module: http://localhost:3000/assets/landing-page-0ld.js",
      );
    };
    const silence = console.error;
    console.error = () => {};
    try {
      renderRoutes(
        [
          {
            path: "/",
            element: (
              <RouteErrorBoundary>
                <StalePage />
              </RouteErrorBoundary>
            ),
          },
        ],
        ["/"],
      );
      const alert = await screen.findByRole("alert");
      expect(alert).toHaveTextContent("A new version of this site is available. Please reload the page.");
      expect(alert).not.toHaveTextContent(/assets|http|dynamically/);
      expect(screen.getByRole("button", { name: "Reload page" })).toBeInTheDocument();
    } finally {
      console.error = silence;
      window.sessionStorage.clear();
    }
  });
});

describe("loadRoutesOf (hydrating a server-drawn page, ADR 0016)", () => {
  const drawOnce = (path: string) =>
    renderToString(
      <Providers queryClient={testQueryClient()}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </Providers>,
    );

  it("loads the code of the pages matching an address, so they draw in the first pass; other pages wait for theirs", async () => {
    expect(drawOnce("/about-us")).toContain("<!--$!-->");
    await loadRoutesOf({ pathname: "/About-Us" });
    const aboutUs = drawOnce("/about-us");
    expect(aboutUs).not.toContain("<!--$!-->");
    expect(aboutUs).toMatch(/<h1[^>]*>About Us<\/h1>/);
    expect(drawOnce("/terms-and-conditions")).toContain("<!--$!-->");
  });
});
