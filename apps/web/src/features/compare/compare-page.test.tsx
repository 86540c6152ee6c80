import type { Comparison } from "@lwl/contracts/compare";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi, renderWithApp } from "../../test/render.tsx";
import { ComparePage } from "./compare-page.tsx";

const listing = (id: number, name: string) => ({
  id,
  slug: name.toLowerCase().replace(/ /g, "-"),
  name,
  type: "SCHOOL" as const,
  logo: null,
});

const comparison: Comparison = {
  type: "SCHOOL",
  listings: [listing(1, "Sunrise School"), listing(2, "Lotus School")],
  rows: [
    {
      key: "location",
      label: "Location",
      better: null,
      cells: [
        { text: "Pune, Maharashtra", best: false },
        { text: "Pune, Maharashtra", best: false },
      ],
      differs: false,
    },
    {
      key: "board",
      label: "Board",
      better: null,
      cells: [
        { text: "CBSE", best: false },
        { text: null, best: false },
      ],
      differs: true,
    },
    {
      key: "rating",
      label: "Average rating",
      better: "HIGHER",
      cells: [
        { text: "4.5 out of 5", best: true },
        { text: "3.0 out of 5", best: false },
      ],
      differs: true,
    },
  ],
};

const rowHeaders = () => screen.getAllByRole("rowheader").map((header) => header.textContent);

describe("ComparePage", () => {
  it("shows the listings side by side in a table: a column per listing, a row per fact, the best marked", async () => {
    mockApi({ "GET /api/listings/compare": comparison });
    renderWithApp(<ComparePage />, { at: "/compare?ids=1,2" });
    const table = await screen.findByRole("table", { name: "Comparison of 2 schools" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Sunrise School", "Lotus School"]);
    expect(within(table).getByRole("link", { name: "Sunrise School" })).toHaveAttribute(
      "href",
      "/description/1/sunrise-school",
    );
    expect(rowHeaders()).toEqual(["Location", "Board", "Average rating"]);
    const rating = within(table).getByRole("row", { name: /Average rating/ });
    expect(
      within(rating)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["4.5 out of 5Best", "3.0 out of 5"]);
    const board = within(table).getByRole("row", { name: /Board/ });
    expect(
      within(board)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["CBSE", "Not given"]);
  });

  it("shows only the rows where the listings differ while the switch is on", async () => {
    mockApi({ "GET /api/listings/compare": comparison });
    renderWithApp(<ComparePage />, { at: "/compare?ids=1,2" });
    const toggle = await screen.findByRole("switch", { name: "Show only differences" });
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(rowHeaders()).toEqual(["Board", "Average rating"]);
    fireEvent.click(toggle);
    expect(rowHeaders()).toEqual(["Location", "Board", "Average rating"]);
  });

  it("says what is wrong with the address instead of a table", async () => {
    mockApi({
      "GET /api/listings/compare": () =>
        jsonResponse(
          {
            statusCode: 400,
            error: "Bad Request",
            message:
              "Only listings of one type can be compared: colleges with colleges, schools with schools, tutors with tutors",
          },
          400,
        ),
    });
    renderWithApp(<ComparePage />, { at: "/compare?ids=1,9" });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("These listings cannot be compared");
    expect(alert).toHaveTextContent("Only listings of one type can be compared");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("is named for the listings it compares, with a description a shared link shows", async () => {
    mockApi({ "GET /api/listings/compare": comparison });
    renderWithApp(<ComparePage />, { at: "/compare?ids=1,2" });
    await waitFor(() => expect(document.title).toBe("Compare Sunrise School and Lotus School | LEARN WITHOUT LIMITS"));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(
      "Sunrise School and Lotus School side by side on LEARN WITHOUT LIMITS: fees, facts and reviews.",
    );
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(/\/compare\?ids=1,2$/);
  });

  it("explains how to pick listings when the address names none", () => {
    const calls = mockApi({});
    renderWithApp(<ComparePage />, { at: "/compare" });
    expect(screen.getByText("Nothing to compare yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to your shortlist" })).toHaveAttribute("href", "/shortlist");
    expect(calls).toEqual([]);
  });
});
