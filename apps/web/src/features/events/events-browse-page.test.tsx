import type { EventSearchItem, EventSearchResults } from "@lwl/contracts/search";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
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

const lookups = {
  "GET /api/eventType": [{ code: "FAIR", label: "Admission fair" }],
  "GET /api/eventAccessibility": [{ code: "OPEN_TO_ALL", label: "Open to all" }],
};

const eventCalls = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => call.url.pathname === "/searchservice/api/v1/event").map((call) => call.url.search);

describe("events browse page", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("offers no sort by rating (events have no reviews), and asks for none from an address that names it", async () => {
    const calls = mockApi({ "GET /searchservice/api/v1/event": answer(), ...lookups });
    renderWithApp(<EventsBrowsePage />, { at: "/event?sort=rating&minRating=4" });
    expect(await screen.findByRole("link", { name: "Science Fair" })).toBeInTheDocument();
    expect(eventCalls(calls)).toEqual(["?upcoming=true&page=0&size=12"]);
    const sorts = within(screen.getByRole("combobox", { name: "Sort by" })).getAllByRole("option");
    expect(sorts.map((option) => option.textContent)).toEqual(["Relevance", "Name (A–Z)", "Near me"]);
    expect(screen.queryByRole("group", { name: "Rating" })).not.toBeInTheDocument();
  });

  it("asks for upcoming events only at its plain address, the request the server's page data answers", async () => {
    const calls = mockApi({ "GET /searchservice/api/v1/event": answer(), ...lookups });
    renderWithApp(<EventsBrowsePage />, { at: "/event" });
    expect(await screen.findByRole("link", { name: "Science Fair" })).toBeInTheDocument();
    expect(eventCalls(calls)).toEqual(["?upcoming=true&page=0&size=12"]);
    expect(screen.getByRole("heading", { level: 2, name: "1 upcoming event" })).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "Past events" })).not.toBeChecked();
  });

  it("searches with the filters and dates of the address, naming types by their labels", async () => {
    const calls = mockApi({ "GET /searchservice/api/v1/event": answer(), ...lookups });
    const { router } = renderWithApp(<EventsBrowsePage />, {
      at: "/event?eventType=FAIR&from=2026-12-01&to=2026-12-31",
    });
    expect(await screen.findByRole("link", { name: "Science Fair" })).toHaveAttribute(
      "href",
      "/eventdescription/5/science-fair",
    );
    expect(eventCalls(calls)).toEqual(["?upcoming=true&eventType=FAIR&from=2026-12-01&to=2026-12-31&page=0&size=12"]);
    expect(await screen.findByRole("checkbox", { name: "Admission fair (1)" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Open to all (1)" })).not.toBeChecked();
    expect(screen.getByLabelText("From")).toHaveValue("2026-12-01");

    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    await vi.waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("adds past events with the Past events switch, by keyboard, kept in the address for reload and back", async () => {
    const calls = mockApi({ "GET /searchservice/api/v1/event": answer(), ...lookups });
    const { router } = renderWithApp(<EventsBrowsePage />, { at: "/event?city=Pune" });
    await screen.findByRole("link", { name: "Science Fair" });
    const toggle = screen.getByRole("switch", { name: "Past events" });
    toggle.focus();
    await userEvent.keyboard(" ");
    await vi.waitFor(() => expect(router.state.location.search).toBe("?city=Pune&upcoming=false"));
    // Still the focused control, now on: Space again turns it off.
    expect(screen.getByRole("switch", { name: "Past events" })).toHaveFocus();
    expect(screen.getByRole("switch", { name: "Past events" })).toBeChecked();
    await vi.waitFor(() => expect(eventCalls(calls).at(-1)).toBe("?city=Pune&page=0&size=12"));
    expect(await screen.findByRole("heading", { level: 2, name: "1 event" })).toBeInTheDocument();

    await router.navigate(-1);
    await vi.waitFor(() => expect(screen.getByRole("switch", { name: "Past events" })).not.toBeChecked());
    expect(router.state.location.search).toBe("?city=Pune");

    await router.navigate(1);
    await vi.waitFor(() => expect(screen.getByRole("switch", { name: "Past events" })).toBeChecked());
    // "Clear filters" goes back to the default: upcoming only.
    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    await vi.waitFor(() => expect(router.state.location.search).toBe(""));
    expect(screen.getByRole("switch", { name: "Past events" })).not.toBeChecked();
  });

  it("offers the switch when no upcoming event matches", async () => {
    mockApi({
      "GET /searchservice/api/v1/event": { ...answer(), content: [], totalElements: 0, totalPages: 0 },
      ...lookups,
    });
    renderWithApp(<EventsBrowsePage />, { at: "/event?q=robotics" });
    expect(await screen.findByText("No upcoming events match your search.")).toBeInTheDocument();
    expect(
      screen.getByText("Try other words, other dates or fewer filters, or turn on Past events."),
    ).toBeInTheDocument();
  });

  it("marks ended events and shows the year of a day in another year", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-27T12:00:00.000Z"));
    const events: EventSearchItem[] = [
      { ...item, id: 6, slug: "next-year", title: "Next Year Fair", startsAt: "2027-09-10T04:30:00.000Z" },
      {
        ...item,
        id: 7,
        slug: "autumn-fair",
        title: "Autumn Fair",
        startsAt: "2026-11-19T04:30:00.000Z",
        endsAt: "2026-11-19T10:30:00.000Z",
      },
    ];
    mockApi({ "GET /searchservice/api/v1/event": { ...answer(), content: events, totalElements: 2 }, ...lookups });
    renderWithApp(<EventsBrowsePage />, { at: "/event?upcoming=false" });
    const card = async (title: string) =>
      (await screen.findByRole("link", { name: title })).closest("article") as HTMLElement;
    const next = await card("Next Year Fair");
    expect(next.querySelector('[aria-hidden="true"]')?.textContent).toBe("10SEP2027");
    expect(within(next).queryByText("Ended")).toBeNull();
    const autumn = await card("Autumn Fair");
    expect(autumn.querySelector('[aria-hidden="true"]')?.textContent).toBe("19NOV");
    expect(within(autumn).getByText("Ended")).toBeInTheDocument();
  });
});
