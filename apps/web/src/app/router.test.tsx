import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { mockApi, testQueryClient } from "../test/render.tsx";
import { Providers } from "./providers.tsx";
import { RootLayout } from "./root-layout.tsx";
import { RouteErrorScreen } from "./route-error-screen.tsx";
import { routes } from "./router.tsx";

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe("route table", () => {
  it("sends an unknown path to /login while nobody is signed in", async () => {
    const router = renderAt("/no-such-page");
    // /login has no page of its own yet, so the fallback says so instead of redirecting in a circle.
    expect(await screen.findByRole("heading", { name: "This page is not available" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
  });

  it("serves the capitalised category addresses with the same pages", async () => {
    mockApi({});
    renderAt("/College");
    expect(await screen.findByRole("heading", { level: 1, name: "Colleges & Universities" })).toBeInTheDocument();
  });

  it("shows the error pages with a way home", async () => {
    for (const path of ["/error", "/not-a-listing-owner", "/not-belogs-to-you", "/unauthorized"]) {
      const { unmount } = render(
        <Providers queryClient={testQueryClient()}>
          <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
        </Providers>,
      );
      expect(await screen.findByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
      unmount();
    }
  });

  it("shows the router's error screen when a page throws", async () => {
    const router = createMemoryRouter(
      [
        {
          Component: RootLayout,
          children: [
            {
              ErrorBoundary: RouteErrorScreen,
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
      ],
      { initialEntries: ["/"] },
    );
    const silence = console.error;
    console.error = () => {};
    try {
      render(
        <Providers queryClient={testQueryClient()}>
          <RouterProvider router={router} />
        </Providers>,
      );
      expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeInTheDocument();
      expect(screen.getByText("Boom")).toBeInTheDocument();
      // The header and footer stay around a failing page.
      expect(screen.getByRole("link", { name: "LEARN WITHOUT LIMITS" })).toBeInTheDocument();
    } finally {
      console.error = silence;
    }
  });
});
