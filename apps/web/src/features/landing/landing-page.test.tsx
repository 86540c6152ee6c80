import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { blogSummary, listingSummary } from "../../test/fixtures.ts";
import { mockApi, renderWithApp } from "../../test/render.tsx";
import { LandingPage } from "./landing-page.tsx";

describe("LandingPage", () => {
  beforeEach(() => {
    window.localStorage.setItem("hasVisited", "true");
    mockApi({
      "GET /api/blogs/top/10": [blogSummary()],
      "GET /api/listings/hand-picked": [
        listingSummary({ id: 5, name: "Editors Choice Academy", rating: { average: 4.3, count: 120 } }),
      ],
      "GET /api/listings/top-searches": [listingSummary({ id: 6, name: "Most Wanted College" })],
      // The type sections show a popular selection (many cities), not the browse pages' first page.
      "GET /api/listings/type/college/popular": [listingSummary({ id: 7, name: "Riverside University" })],
      "GET /api/listings/type/school/popular": [listingSummary({ id: 8, name: "Sunrise School", type: "SCHOOL" })],
      "GET /api/listings/type/tutorial/popular": [
        listingSummary({ id: 9, name: "Maths with Meera", type: "TUTORIAL" }),
      ],
    });
  });

  it("has its own way into the search overlay, a link to ?search=open", () => {
    renderWithApp(<LandingPage />);
    expect(screen.getByRole("link", { name: /^Search: ?What are you looking for\?$/ })).toHaveAttribute(
      "href",
      "/?search=open",
    );
  });

  it("has the four tiles with the spec's titles, buttons and targets", () => {
    renderWithApp(<LandingPage />);
    const tiles = screen.getByRole("region", { name: "Start exploring" });
    const expected = [
      ["Explore Colleges", "Explore", "/college"],
      ["Find Schools", "Browse", "/school"],
      ["Private Tutorial", "Search", "/tutorial"],
      ["Find Events", "Connect", "/event"],
    ];
    for (const [title, button, target] of expected) {
      expect(within(tiles).getByRole("heading", { name: title })).toBeInTheDocument();
      expect(within(tiles).getByRole("link", { name: button })).toHaveAttribute("href", target);
    }
  });

  it("fills every section from the API", async () => {
    renderWithApp(<LandingPage />);
    const sections: [string, string][] = [
      ["Hand-Picked for You", "Editors Choice Academy"],
      ["Top Searches This Month", "Most Wanted College"],
      ["Colleges & Universities", "Riverside University"],
      ["Schools", "Sunrise School"],
      ["Private Tutors", "Maths with Meera"],
    ];
    for (const [title, name] of sections) {
      const section = await screen.findByRole("region", { name: title });
      expect(await within(section).findByRole("link", { name })).toHaveAttribute(
        "href",
        expect.stringMatching(/^\/description\/\d+\//),
      );
    }
    expect(await screen.findByTestId("featured-news")).toHaveTextContent("Admissions open early this year");
    // The sections' code loads lazily: room for a busy two-core machine.
  }, 15_000);

  it("shows a listing's stars and review count on its card, and no rating on a card without reviews", async () => {
    renderWithApp(<LandingPage />);
    const handPicked = await screen.findByRole("region", { name: "Hand-Picked for You" });
    const rated = (await within(handPicked).findByRole("link", { name: "Editors Choice Academy" })).closest("article");
    expect(rated).toHaveTextContent(/^College & UniversityEditors Choice Academy4\.3\(120 reviews\)Pune, Maharashtra/);
    expect(within(rated as HTMLElement).getByRole("img", { name: "4.3 out of 5 stars" })).toBeInTheDocument();
    const topSearches = await screen.findByRole("region", { name: "Top Searches This Month" });
    const plain = (await within(topSearches).findByRole("link", { name: "Most Wanted College" })).closest("article");
    expect(plain).toHaveTextContent(/^1Most Wanted CollegePune, MaharashtraCollege & University$/);
  }, 15_000);

  it("shows the tagline", () => {
    renderWithApp(<LandingPage />);
    expect(screen.getByRole("heading", { level: 1, name: "LEARN WITHOUT LIMITS" })).toBeInTheDocument();
  });

  it("holds a screen's height where the news and listing bands go until their code arrives", async () => {
    // A fresh copy of the page: once loaded by an earlier test, the sections would render at once.
    vi.resetModules();
    const { LandingPage: FreshLandingPage } = await import("./landing-page.tsx");
    renderWithApp(<FreshLandingPage />);
    expect(screen.getByTestId("landing-sections-placeholder")).toHaveClass("sectionsPlaceholder");
    expect(screen.getByRole("heading", { level: 1, name: "LEARN WITHOUT LIMITS" })).toBeInTheDocument();
    expect(await screen.findByRole("region", { name: "Hand-Picked for You" })).toBeInTheDocument();
    expect(screen.queryByTestId("landing-sections-placeholder")).not.toBeInTheDocument();
  });
});
