import { screen } from "@testing-library/react";
import { useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { session } from "../lib/session/session.ts";
import { renderRoutes } from "../test/render.tsx";
import { storeSession } from "../test/tokens.ts";
import { RequireAdministrator, RequireListingOwner, RequireSignedOut, RequireSignIn } from "./route-guards.tsx";

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** A small route table: each protected page names itself; the redirect targets show where they were sent. */
function renderAt(path: string) {
  const view = renderRoutes(
    [
      { Component: RequireSignIn, children: [{ path: "user-profile", element: <h1>Profile page</h1> }] },
      {
        Component: RequireSignedOut,
        children: [
          {
            path: "login",
            element: (
              <>
                <h1>Login page</h1>
                <Where />
              </>
            ),
          },
        ],
      },
      { Component: RequireAdministrator, children: [{ path: "ADMIN", element: <h1>Admin page</h1> }] },
      { Component: RequireListingOwner, children: [{ path: "add-listing-card", element: <h1>Owner page</h1> }] },
      { path: "*", element: <Where /> },
    ],
    [path],
  );
  // Tests that render several times take the previous one down first.
  return { router: view.router, dispose: view.unmount };
}

async function signInAs(role: "Reader" | "ListingOwner" | "Administrator") {
  await storeSession({ role });
  await session.restore();
}

describe("route guards (docs/product.md sections 2 and 6)", () => {
  it("sends visitors from a sign-in page to /login, remembering where they were", async () => {
    const { router } = renderAt("/user-profile?tab=details");
    expect(await screen.findByTestId("where")).toHaveTextContent("/login?returnTo=%2Fuser-profile%3Ftab%3Ddetails");
    expect(router.state.location.pathname).toBe("/login");
  });

  it("shows a sign-in page to someone signed in", async () => {
    await signInAs("Reader");
    renderAt("/user-profile");
    expect(await screen.findByRole("heading", { name: "Profile page" })).toBeInTheDocument();
  });

  it("shows a spinner, not a redirect, while the session is still loading", async () => {
    await storeSession({ expiresIn: -5, refreshToken: "refresh-0" });
    const restoring = session.restore(); // stays loading: the refresh call never answers in this test
    renderAt("/user-profile");
    expect(screen.getByRole("status")).toHaveTextContent("Checking your sign-in…");
    expect(screen.queryByTestId("where")).not.toBeInTheDocument();
    session.end("expired");
    await restoring.catch(() => undefined);
  });

  it("sends someone signed in away from /login: home, or to the page they were sent from", async () => {
    await signInAs("Reader");
    const { dispose } = renderAt("/login");
    expect(await screen.findByTestId("where")).toHaveTextContent(/^\/$/);
    dispose();
    renderAt("/login?returnTo=%2Fuser-profile");
    expect(await screen.findByRole("heading", { name: "Profile page" })).toBeInTheDocument();
  });

  it("completes the round trip: after signing in on /login, back to the page that asked", async () => {
    const { router } = renderAt("/user-profile");
    expect(await screen.findByRole("heading", { name: "Login page" })).toBeInTheDocument();
    await signInAs("Reader");
    expect(await screen.findByRole("heading", { name: "Profile page" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/user-profile");
  });

  it("keeps non-administrators out of admin pages (/unauthorized), visitors to /login", async () => {
    let view = renderAt("/ADMIN");
    expect(await screen.findByTestId("where")).toHaveTextContent("/login?returnTo=%2FADMIN");
    view.dispose();

    for (const role of ["Reader", "ListingOwner"] as const) {
      await signInAs(role);
      view = renderAt("/ADMIN");
      expect(await screen.findByTestId("where")).toHaveTextContent("/unauthorized");
      view.dispose();
    }

    await signInAs("Administrator");
    renderAt("/ADMIN");
    expect(await screen.findByRole("heading", { name: "Admin page" })).toBeInTheDocument();
  });

  it("lets listing owners and administrators into owner pages; readers go to /not-a-listing-owner", async () => {
    let view = renderAt("/add-listing-card");
    expect(await screen.findByTestId("where")).toHaveTextContent("/login?returnTo=%2Fadd-listing-card");
    view.dispose();

    await signInAs("Reader");
    view = renderAt("/add-listing-card");
    expect(await screen.findByTestId("where")).toHaveTextContent("/not-a-listing-owner");
    view.dispose();

    for (const role of ["ListingOwner", "Administrator"] as const) {
      await signInAs(role);
      view = renderAt("/add-listing-card");
      expect(await screen.findByRole("heading", { name: "Owner page" })).toBeInTheDocument();
      view.dispose();
    }
  });
});
