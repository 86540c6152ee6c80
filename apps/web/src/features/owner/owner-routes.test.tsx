import { screen, waitFor } from "@testing-library/react";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "../../app/router.tsx";
import { ownerPaths } from "../../lib/owner-paths.ts";
import { session } from "../../lib/session/session.ts";
import { ownerListing } from "../../test/owner-fixtures.ts";
import { mockApi, renderRoutes } from "../../test/render.tsx";
import { storeSession } from "../../test/tokens.ts";

function renderAt(path: string) {
  const { router, unmount } = renderRoutes(routes, [path]);
  return { router, unmount };
}

const OWNER_ADDRESSES = [
  ownerPaths.addListing(),
  ownerPaths.addListing("SCHOOL"),
  ownerPaths.editListing(5),
  ownerPaths.createEvent(5),
  ownerPaths.editEvent(7),
  ownerPaths.createPost(5),
  ownerPaths.editPost(3),
];

describe("owner routes (docs/product.md section 2.4)", () => {
  it("has a page behind every link to an owner form", () => {
    for (const address of OWNER_ADDRESSES) {
      expect(matchRoutes(routes, address)?.at(-1)?.route.path, address).not.toBe("*");
    }
  });

  it("sends a Reader from every owner form to /not-a-listing-owner", async () => {
    await storeSession({ role: "Reader" });
    await session.restore();
    mockApi({});
    for (const address of OWNER_ADDRESSES) {
      const { router, unmount } = renderAt(address);
      await waitFor(() => expect(router.state.location.pathname, address).toBe("/not-a-listing-owner"), {
        timeout: 5000,
      });
      unmount();
    }
  });

  it("sends a visitor to /login and keeps the form's address", async () => {
    mockApi({});
    const { router } = renderAt(ownerPaths.editListing(5));
    await screen.findByRole("heading", { level: 1, name: "Sign in" }, { timeout: 5000 });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      "/login?returnTo=%2Fedit-listing%2F5",
    );
  });

  it("opens the edit form for the listing's owner inside the app's layout", async () => {
    await storeSession({ role: "ListingOwner" });
    await session.restore();
    mockApi({ "GET /api/listings/5/manage": ownerListing({ id: 5 }) });
    renderAt(ownerPaths.editListing(5));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Edit Green Valley College" }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
