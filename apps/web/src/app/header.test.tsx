import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { session } from "../lib/session/session.ts";
import { mockApi, renderWithApp } from "../test/render.tsx";
import { identityEndpoints, storeSession } from "../test/tokens.ts";
import { Header } from "./header.tsx";

describe("Header", () => {
  it("links the 48px logo home, News to /news and one Login control to /login when signed out", () => {
    renderWithApp(<Header />, { at: "/college" });
    const home = screen.getByRole("link", { name: "LEARN WITHOUT LIMITS" });
    expect(home).toHaveAttribute("href", "/");
    const logo = home.querySelector("img");
    expect(logo).toHaveAttribute("width", "48");
    expect(logo).toHaveAttribute("height", "48");
    expect(screen.getByRole("link", { name: "News" })).toHaveAttribute("href", "/news");
    // The account icon and Login are one control (one tab stop), not two links to the same page.
    const toLogin = screen.getAllByRole("link").filter((link) => link.getAttribute("href") === "/login");
    expect(toLogin).toHaveLength(1);
    expect(toLogin[0]).toHaveAccessibleName("Login");
    expect(toLogin[0]?.querySelector("svg")).not.toBeNull();
  });

  it("points the logo at /news on every news address, where News is then not a second tab stop", () => {
    for (const at of ["/news", "/news/exams", "/news-tag/neet", "/news-description/4/2"]) {
      const { unmount } = renderWithApp(<Header />, { at });
      expect(screen.getByRole("link", { name: /^LEARN WITHOUT LIMITS ?News$/ }), at).toHaveAttribute("href", "/news");
      // One link to /news for the keyboard and for screen readers; the News button stays visible.
      const toNews = screen.getAllByRole("link").filter((link) => link.getAttribute("href") === "/news");
      expect(toNews, at).toHaveLength(1);
      const button = screen.getByRole("navigation", { name: "Main" }).querySelector('a[href="/news"]');
      expect(button).toHaveAttribute("tabindex", "-1");
      expect(button).toBeVisible();
      unmount();
    }
  });

  it("keeps News in the tab order away from the news pages", () => {
    renderWithApp(<Header />, { at: "/about-us" });
    expect(screen.getByRole("link", { name: "News" })).not.toHaveAttribute("tabindex");
  });
});

describe("Header when signed in", () => {
  async function signInAs(role: "Reader" | "ListingOwner" | "Administrator") {
    await storeSession({ role, refreshToken: "refresh-7" });
    await session.restore();
  }

  it("points the user button at the profile and drops the Login button", async () => {
    await signInAs("Reader");
    renderWithApp(<Header />, { at: "/college" });
    expect(screen.getByRole("link", { name: "Your profile" })).toHaveAttribute("href", "/user-profile");
    expect(screen.queryByRole("link", { name: "Login" })).not.toBeInTheDocument();
    // Logout and Add Listing belong to the profile page only.
    expect(screen.queryByRole("button", { name: "Logout" })).not.toBeInTheDocument();
  });

  it("offers Logout on /user-profile, and Add Listing to ListingOwners and Administrators only", async () => {
    await signInAs("Reader");
    const reader = renderWithApp(<Header />, { at: "/user-profile" });
    expect(screen.getByRole("button", { name: "Logout" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Add Listing" })).not.toBeInTheDocument();
    reader.unmount();

    for (const role of ["ListingOwner", "Administrator"] as const) {
      await signInAs(role);
      const view = renderWithApp(<Header />, { at: "/user-profile" });
      expect(screen.getByRole("link", { name: "Add Listing" })).toHaveAttribute("href", "/add-listing-card");
      view.unmount();
    }
  });

  it("logs out: home first, then the session is cleared and its refresh token revoked", async () => {
    await signInAs("Reader");
    const calls = mockApi({ ...(await identityEndpoints()), "POST /auth/oauth/revoke": {} });
    const user = userEvent.setup();
    const { router } = renderWithApp(<Header />, { at: "/user-profile" });
    await user.click(screen.getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(session.getSnapshot().status).toBe("signed-out");
    expect(window.localStorage.getItem("authToken")).toBeNull();
    expect(await screen.findByRole("link", { name: "Login" })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((call) => call.url.pathname === "/auth/oauth/revoke")?.body).toEqual({
        client_id: "learnwithoutlimits-web",
        token: "refresh-7",
      }),
    );
  });

  it("logs out to / in place of the profile, so the back button leads to the page before it, not to a sign-in", async () => {
    await signInAs("Reader");
    mockApi({ ...(await identityEndpoints()), "POST /auth/oauth/revoke": {} });
    const user = userEvent.setup();
    const page = (
      <>
        <Header />
        <p>page content</p>
      </>
    );
    const { router } = renderWithApp(page, { before: ["/college"], at: "/user-profile" });
    await user.click(screen.getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe("/college"));
  });
});
