import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { eventDetail } from "../../../test/fixtures.ts";
import { AddToCalendar } from "./add-to-calendar.tsx";
import { calendarLinksOf } from "./calendar-links.ts";

const ORIGIN = "https://lwl.example";
// 10:30 AM to 4:30 PM in Pune (UTC+05:30).
const openDay = eventDetail({
  title: "Open Day; fees, scholarships & more",
  startsAt: "2030-03-14T05:00:00.000Z",
  endsAt: "2030-03-14T11:00:00.000Z",
  timeZone: "Asia/Kolkata",
  description: "<p>Meet the teachers.</p><p>Tour the <b>campus</b>.</p>",
  address: "12 Hill Road, Pune",
  fullAddress: {
    line1: "12 Hill Road",
    line2: null,
    city: "Pune",
    state: "Maharashtra",
    postalCode: "411001",
    country: "India",
    latitude: null,
    longitude: null,
  },
});

describe("calendarLinksOf", () => {
  it("builds the .ics, Google Calendar and Outlook links of an event", () => {
    expect(calendarLinksOf(openDay, ORIGIN)).toEqual({
      ics: "/api/events/7.ics",
      google:
        "https://calendar.google.com/calendar/render?action=TEMPLATE" +
        "&text=Open+Day%3B+fees%2C+scholarships+%26+more" +
        "&dates=20300314T050000Z%2F20300314T110000Z" +
        "&ctz=Asia%2FKolkata" +
        "&details=Meet+the+teachers.%0ATour+the+campus.%0A%0Ahttps%3A%2F%2Flwl.example%2Feventdescription%2F7%2Fopen-day-fees-scholarships-more" +
        "&location=12+Hill+Road%2C+Pune",
      outlook:
        "https://outlook.live.com/calendar/0/deeplink/compose?subject=Open+Day%3B+fees%2C+scholarships+%26+more" +
        "&startdt=2030-03-14T05%3A00%3A00Z" +
        "&enddt=2030-03-14T11%3A00%3A00Z" +
        "&body=Meet+the+teachers.%0ATour+the+campus.%0A%0Ahttps%3A%2F%2Flwl.example%2Feventdescription%2F7%2Fopen-day-fees-scholarships-more" +
        "&location=12+Hill+Road%2C+Pune",
    });
  });

  it("gives an online event without an end its meeting link as location and an hour", () => {
    const links = calendarLinksOf(
      eventDetail({
        startsAt: "2030-07-01T17:00:00.000Z",
        endsAt: null,
        timeZone: "Europe/London",
        address: "Online",
        onlineUrl: "https://meet.example/webinar",
      }),
      ORIGIN,
    );
    const google = new URL(links.google).searchParams;
    expect(google.get("dates")).toBe("20300701T170000Z/20300701T180000Z");
    expect(google.get("ctz")).toBe("Europe/London");
    expect(google.get("location")).toBe("https://meet.example/webinar");
    const outlook = new URL(links.outlook).searchParams;
    expect(outlook.get("startdt")).toBe("2030-07-01T17:00:00Z");
    expect(outlook.get("enddt")).toBe("2030-07-01T18:00:00Z");
    expect(outlook.get("location")).toBe("https://meet.example/webinar");
  });
});

describe("AddToCalendar", () => {
  it("offers three labelled links that the keyboard reaches in order", async () => {
    render(<AddToCalendar event={openDay} />);
    const group = screen.getByRole("navigation", { name: "Add to calendar" });
    const links = within(group).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "Download .ics file (Apple Calendar, Outlook desktop and others)",
      "Google Calendar (opens in a new tab)",
      "Outlook.com (opens in a new tab)",
    ]);
    const expected = calendarLinksOf(openDay, window.location.origin);
    expect(links[0]).toHaveAttribute("href", "/api/events/7.ics");
    expect(links[0]).toHaveAttribute("download", "open-day-fees-scholarships-more.ics");
    expect(links[1]).toHaveAttribute("href", expected.google);
    expect(links[2]).toHaveAttribute("href", expected.outlook);
    for (const link of links.slice(1)) expect(link).toHaveAttribute("rel", "noopener noreferrer");
    const user = userEvent.setup();
    for (const link of links) {
      await user.tab();
      expect(link).toHaveFocus();
    }
  });
});
