import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { pageOf } from "../../test/fixtures.ts";
import { mockApi, renderWithApp } from "../../test/render.tsx";
import { searchItem, searchResults } from "../../test/search-fixtures.ts";
import { AllListingsPage, SchoolsPage } from "./browse-pages.tsx";

describe("browse pages", () => {
  it("asks the search service for the page in the address and links every other page", async () => {
    const listings = Array.from({ length: 12 }, (_, index) =>
      searchItem({ id: 100 + index, name: `School ${index + 1}`, type: "SCHOOL" }),
    );
    const calls = mockApi({ "GET /searchservice/api/v1/listing/school": searchResults(listings, 2, 60) });
    renderWithApp(<SchoolsPage />, { at: "/school?page=3" });
    expect(await screen.findByRole("link", { name: "School 1" })).toBeInTheDocument();
    expect(calls[0]?.url.search).toBe("?page=2&size=12");
    const pages = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(pages).getByRole("link", { name: "Page 3" })).toHaveAttribute("aria-current", "page");
    expect(within(pages).getByRole("link", { name: /Previous/ })).toHaveAttribute("href", "/school?page=2");
    expect(within(pages).getByRole("link", { name: /Next/ })).toHaveAttribute("href", "/school?page=4");
    expect(within(pages).getByRole("link", { name: "Page 1" })).toHaveAttribute("href", "/school");
    expect(within(pages).getByText("Showing 25–36 of 60 schools")).toBeInTheDocument();
  });

  it("shows an empty state when nothing is published", async () => {
    mockApi({ "GET /api/listings": pageOf([]) });
    renderWithApp(<AllListingsPage />, { at: "/listing" });
    expect(await screen.findByText("No listings have been published yet.")).toBeInTheDocument();
  });

  it("offers a retry when loading fails", async () => {
    mockApi({ "GET /api/listings": () => new Response("{}", { status: 500 }) });
    renderWithApp(<AllListingsPage />, { at: "/listing" });
    expect(await screen.findByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
