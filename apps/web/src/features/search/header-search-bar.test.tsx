import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Header } from "../../app/header.tsx";
import { renderWithApp } from "../../test/render.tsx";

describe("the header's search bar", () => {
  it("opens the overlay over the page it is on, keeping that page's own query", () => {
    renderWithApp(<Header />, { at: "/school?city=Pune" });
    expect(screen.getByTestId("header-search")).toHaveAttribute("href", "/school?city=Pune&search=open");
    expect(screen.getByTestId("header-search")).toHaveAccessibleName("Search colleges, schools, tutors and events");
  });

  it("is not on the news pages", () => {
    renderWithApp(<Header />, { at: "/news/technology" });
    expect(screen.queryByTestId("header-search")).not.toBeInTheDocument();
  });
});
