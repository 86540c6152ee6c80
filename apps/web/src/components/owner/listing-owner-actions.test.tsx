import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { session } from "../../lib/session/session.ts";
import { renderWithApp } from "../../test/render.tsx";
import { storeSession, TEST_USER_ID } from "../../test/tokens.ts";
import { ListingOwnerActions } from "./listing-owner-actions.tsx";

const listing = { id: 5, name: "Green Valley College", authorId: TEST_USER_ID, status: "PUBLISHED" };

describe("ListingOwnerActions", () => {
  it("offers the author Edit listing, Add event and Write a post", async () => {
    await storeSession({ role: "ListingOwner" });
    await session.restore();
    renderWithApp(<ListingOwnerActions listing={listing} />);
    expect(screen.getByRole("link", { name: "Edit listing" })).toHaveAttribute("href", "/edit-listing/5");
    expect(screen.getByRole("link", { name: "Add event" })).toHaveAttribute("href", "/create-event/5");
    expect(screen.getByRole("link", { name: "Write a post" })).toHaveAttribute("href", "/create-post/5");
  });

  it("offers an administrator the same on anyone's listing", async () => {
    await storeSession({ role: "Administrator", sub: "9d9c1f00-0000-4000-8000-000000000001" });
    await session.restore();
    renderWithApp(<ListingOwnerActions listing={listing} />);
    expect(screen.getByRole("link", { name: "Edit listing" })).toBeInTheDocument();
  });

  it("shows nothing to visitors, Readers and other owners", async () => {
    const first = renderWithApp(<ListingOwnerActions listing={listing} />);
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    first.unmount();
    await storeSession({ role: "ListingOwner" });
    await session.restore();
    renderWithApp(<ListingOwnerActions listing={{ ...listing, authorId: "someone-else" }} />);
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("shows nothing to the author once demoted to Reader (the server would refuse every action)", async () => {
    await storeSession({ role: "Reader" });
    await session.restore();
    renderWithApp(<ListingOwnerActions listing={listing} />);
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });
});
