import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render.tsx";
import { EventDateFilters } from "./event-date-filters.tsx";

describe("the events' date range", () => {
  it("says each chosen day in words beside its box, whatever order the browser draws the box in", async () => {
    renderWithApp(<EventDateFilters />, { at: "/event?from=2026-12-05&to=2027-01-31" });
    expect(await screen.findByLabelText("From")).toHaveAccessibleDescription("Saturday, December 5, 2026");
    expect(screen.getByLabelText("To")).toHaveAccessibleDescription("Sunday, January 31, 2027");
  });

  it("says nothing for a box left empty, and the new day once one is chosen", async () => {
    renderWithApp(<EventDateFilters />, { at: "/event" });
    const from = await screen.findByLabelText("From");
    expect(from).not.toHaveAccessibleDescription();
    fireEvent.change(from, { target: { value: "2027-03-01" } });
    expect(await screen.findByText("Monday, March 1, 2027")).toBeInTheDocument();
    expect(screen.getByLabelText("From")).toHaveAccessibleDescription("Monday, March 1, 2027");
  });
});
