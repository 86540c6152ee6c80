/** Where "Ask to become a listing owner" is said, it is a link to /become-listing-owner. */
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, renderWithApp } from "../../test/render.tsx";
import { identityEndpoints } from "../../test/tokens.ts";
import { NotListingOwnerPage } from "../error-pages/error-pages.tsx";
import { RegisterPage } from "../sign-up/register-page.tsx";

describe("links to /become-listing-owner", () => {
  it("on /not-a-listing-owner", () => {
    renderWithApp(<NotListingOwnerPage />, { at: "/not-a-listing-owner" });
    expect(screen.getByRole("link", { name: "Ask to become a listing owner" })).toHaveAttribute(
      "href",
      "/become-listing-owner",
    );
  });

  it("on /register", async () => {
    mockApi(await identityEndpoints());
    renderWithApp(<RegisterPage />, { at: "/register" });
    expect(await screen.findByRole("link", { name: "ask to become a listing owner" })).toHaveAttribute(
      "href",
      "/become-listing-owner",
    );
  });
});
