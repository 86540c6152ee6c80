import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { eventDetail } from "../../test/fixtures.ts";
import { mockApi, renderWithApp } from "../../test/render.tsx";
import { EventDetailPage } from "./event-detail-page.tsx";

const PATH = "/eventdescription/:eventId/:slug?";

describe("EventDetailPage", () => {
  it("shows the event with labels from the lookups, registration, fee and its listing", async () => {
    mockApi({
      "GET /api/events/7": eventDetail({ fee: "₹500" }),
      "GET /api/eventType": [{ code: "OPEN_DAY", label: "Open day" }],
      "GET /api/eventAccessibility": [{ code: "OPEN", label: "Open to everyone" }],
    });
    renderWithApp(<EventDetailPage />, { at: "/eventdescription/7/open-day-2026", path: PATH });
    expect(await screen.findByRole("heading", { level: 1, name: "Open Day 2026" })).toBeInTheDocument();
    const details = screen.getByRole("complementary", { name: "Event details" });
    expect(await within(details).findByText("Open to everyone")).toBeInTheDocument();
    expect(within(details).getByText("Open day")).toBeInTheDocument();
    expect(within(details).getByText("₹500")).toBeInTheDocument();
    expect(within(details).getByRole("link", { name: /Register for this event/ })).toHaveAttribute(
      "href",
      "https://greenvalley.example/register",
    );
    expect(within(details).getByRole("link", { name: "Green Valley College" })).toHaveAttribute(
      "href",
      "/description/1/green-valley-college",
    );
  });

  it("links an online event and redirects a wrong slug", async () => {
    mockApi({ "GET /api/events/7": eventDetail({ onlineUrl: "https://meet.example/open-day", address: "Online" }) });
    const { router } = renderWithApp(<EventDetailPage />, { at: "/eventdescription/7/wrong", path: PATH });
    await screen.findByRole("heading", { level: 1, name: "Open Day 2026" });
    expect(router.state.location.pathname).toBe("/eventdescription/7/open-day-2026");
    expect(screen.getByRole("link", { name: /meet\.example\/open-day/ })).toHaveAttribute(
      "href",
      "https://meet.example/open-day",
    );
  });

  it("says so when the event does not exist", async () => {
    mockApi({});
    renderWithApp(<EventDetailPage />, { at: "/eventdescription/404/x", path: PATH });
    expect(await screen.findByText("We could not find this event")).toBeInTheDocument();
  });

  it("offers Add to calendar for an upcoming event", async () => {
    mockApi({ "GET /api/events/7": eventDetail({ startsAt: "2030-03-14T05:00:00.000Z", endsAt: null }) });
    renderWithApp(<EventDetailPage />, { at: "/eventdescription/7/open-day-2026", path: PATH });
    const calendar = await screen.findByRole("navigation", { name: "Add to calendar" });
    expect(within(calendar).getByRole("link", { name: /Download \.ics file/ })).toHaveAttribute(
      "href",
      "/api/events/7.ics",
    );
  });

  it("hides Add to calendar once the event has ended", async () => {
    mockApi({ "GET /api/events/7": eventDetail({ startsAt: "2020-03-14T05:00:00.000Z", endsAt: null }) });
    renderWithApp(<EventDetailPage />, { at: "/eventdescription/7/open-day-2026", path: PATH });
    await screen.findByText("This event has ended");
    expect(screen.queryByRole("navigation", { name: "Add to calendar" })).not.toBeInTheDocument();
  });
});
