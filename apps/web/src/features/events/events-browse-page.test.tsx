import type { EventSearchItem, EventSearchResults } from "@lwl/contracts/search";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { mockApi, renderWithApp } from "../../test/render.tsx";
import { EventsBrowsePage } from "./events-browse-page.tsx";

const item: EventSearchItem = {
  id: 5,
  slug: "science-fair",
  listingId: 2,
  title: "Science Fair",
  eventType: "FAIR",
  startsAt: "2026-12-05T04:30:00.000Z",
  endsAt: null,
  timeZone: "Asia/Kolkata",
  city: "Pune",
  address: "12 Hill Road, Pune",
  coverImage: null,
  excerpt: "Projects by students.",
  highlight: "Science Fair",
};

function answer(): EventSearchResults {
  return {
    content: [item],
    number: 0,
    size: 12,
    totalElements: 1,
    totalPages: 1,
    first: true,
    last: true,
    facets: {
      city: [{ value: "Pune", count: 1 }],
      state: [],
      eventType: [{ value: "FAIR", count: 1 }],
      accessibility: [{ value: "OPEN_TO_ALL", count: 1 }],
    },
    didYouMean: null,
  };
}

describe("events browse page", () => {
  it("searches with the filters, dates and upcoming choice of the address, naming types by their labels", async () => {
    const calls = mockApi({
      "GET /searchservice/api/v1/event": answer(),
      "GET /api/eventType": [{ code: "FAIR", label: "Admission fair" }],
      "GET /api/eventAccessibility": [{ code: "OPEN_TO_ALL", label: "Open to all" }],
    });
    const { router } = renderWithApp(<EventsBrowsePage />, {
      at: "/event?eventType=FAIR&from=2026-12-01&to=2026-12-31&upcoming=true",
    });
    expect(await screen.findByRole("link", { name: "Science Fair" })).toHaveAttribute(
      "href",
      "/eventdescription/5/science-fair",
    );
    const search = calls.find((call) => call.url.pathname === "/searchservice/api/v1/event")?.url.search;
    expect(search).toBe("?eventType=FAIR&from=2026-12-01&to=2026-12-31&upcoming=true&page=0&size=12");
    expect(screen.getByRole("heading", { level: 2, name: "1 event" })).toBeInTheDocument();
    expect(await screen.findByRole("checkbox", { name: "Admission fair (1)" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Open to all (1)" })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Upcoming only" })).toBeChecked();
    expect(screen.getByLabelText("From")).toHaveValue("2026-12-01");

    fireEvent.click(screen.getByRole("checkbox", { name: "Upcoming only" }));
    await vi.waitFor(() => expect(router.state.location.search).toBe("?eventType=FAIR&from=2026-12-01&to=2026-12-31"));
    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    await vi.waitFor(() => expect(router.state.location.search).toBe(""));
  });
});
