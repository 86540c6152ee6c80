import type { OwnerEvent } from "@lwl/contracts/event-writes";
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ownerEvent, ownerListing } from "../../test/owner-fixtures.ts";
import { jsonResponse, mockApi } from "../../test/render.tsx";
import { wallClockIn } from "./components/event-fields.tsx";
import { CreateEventPage, EditEventPage } from "./event-form-pages.tsx";
import { prepareFormPageTests, renderFormPages, signInAs } from "./form-pages-test-kit.tsx";

prepareFormPageTests();

const LOOKUPS = {
  "GET /api/eventType": [
    { code: "OPEN_DAY", label: "Open day" },
    { code: "WORKSHOP", label: "Workshop" },
  ],
  "GET /api/eventAccessibility": [
    { code: "OPEN", label: "Open to all" },
    { code: "STUDENTS", label: "Students only" },
  ],
};

function renderAt(at: string) {
  return renderFormPages(at, [
    { path: "create-event/:id", Component: CreateEventPage },
    { path: "edit-event/:id", Component: EditEventPage },
  ]);
}

describe("CreateEventPage (/create-event/{listingId})", () => {
  it("sends a listing that is not published to /error", async () => {
    await signInAs();
    mockApi({ ...LOOKUPS, "GET /api/listings/5/manage": ownerListing({ id: 5, status: "PENDING" }) });
    renderAt("/create-event/5");
    expect(await screen.findByRole("heading", { name: "Error page" })).toBeInTheDocument();
  });

  it("lets listing 1749 have events whatever its status", async () => {
    await signInAs();
    mockApi({ ...LOOKUPS, "GET /api/listings/1749/manage": ownerListing({ id: 1749, status: "PENDING" }) });
    renderAt("/create-event/1749");
    expect(await screen.findByRole("heading", { level: 1, name: "Add an event" })).toBeInTheDocument();
  });

  it("sends someone else's listing to /not-belogs-to-you, even an administrator's published one", async () => {
    await signInAs();
    mockApi({ ...LOOKUPS, "GET /api/listings/5/manage": ownerListing({ id: 5, authorId: "another-owner" }) });
    renderAt("/create-event/5");
    expect(await screen.findByRole("heading", { name: "Not yours" })).toBeInTheDocument();
  });

  it("checks the fields with the contract before sending anything", async () => {
    await signInAs();
    const calls = mockApi({ ...LOOKUPS, "GET /api/listings/5/manage": ownerListing({ id: 5 }) });
    const user = userEvent.setup();
    renderAt("/create-event/5");
    await user.click(await screen.findByRole("radio", { name: "Elsewhere" }));
    await user.click(screen.getByRole("button", { name: "Submit event" }));
    expect(await screen.findByLabelText(/^Title/)).toHaveAccessibleDescription("Title is required.");
    expect(screen.getByLabelText(/^Type of event/)).toHaveAccessibleDescription("Type of event is required.");
    expect(screen.getByLabelText(/^Street address/)).toHaveAccessibleDescription("Street address is required.");
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("sends the event with its times in the chosen zone, and says it is pending review", async () => {
    await signInAs();
    const calls = mockApi({
      ...LOOKUPS,
      "GET /api/listings/5/manage": ownerListing({ id: 5 }),
      "POST /api/events": () => jsonResponse(ownerEvent({ id: 9, status: "PENDING" }), 201),
    });
    const user = userEvent.setup();
    renderAt("/create-event/5");
    await user.type(await screen.findByLabelText(/^Title/), "Robotics workshop");
    await user.selectOptions(await screen.findByLabelText(/^Type of event/), "Workshop");
    await user.selectOptions(screen.getByLabelText(/^Who can attend/), "Students only");
    fireEvent.change(screen.getByLabelText(/^Starts/), { target: { value: "2026-12-05T10:00" } });
    fireEvent.change(screen.getByLabelText(/^Ends/), { target: { value: "2026-12-05T13:30" } });
    // The browser draws the boxes in its own locale's order; the words say which day it is.
    expect(screen.getByLabelText(/^Starts/)).toHaveAccessibleDescription("Saturday, December 5, 2026, 10:00 AM");
    expect(screen.getByLabelText(/^Ends/)).toHaveAccessibleDescription("Saturday, December 5, 2026, 1:30 PM");
    await user.click(screen.getByRole("radio", { name: "Online" }));
    await user.type(screen.getByLabelText(/^Online address/), "https://meet.example/robots");
    await user.type(screen.getByLabelText(/^Fee/), "Free");
    await user.click(screen.getByRole("button", { name: "Submit event" }));

    expect(await screen.findByText("Your event is pending review")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      listingId: 5,
      title: "Robotics workshop",
      description: "",
      eventType: "WORKSHOP",
      accessibility: "STUDENTS",
      startsAt: "2026-12-05T04:30:00.000Z",
      endsAt: "2026-12-05T08:00:00.000Z",
      timeZone: "Asia/Kolkata",
      address: null,
      onlineUrl: "https://meet.example/robots",
      registrationUrl: null,
      fee: "Free",
      coverImage: null,
    });
  });

  it("refuses an online event without its address, and an end before the start, as the contract says", async () => {
    await signInAs();
    const calls = mockApi({ ...LOOKUPS, "GET /api/listings/5/manage": ownerListing({ id: 5 }) });
    const user = userEvent.setup();
    renderAt("/create-event/5");
    await user.type(await screen.findByLabelText(/^Title/), "Talk");
    await user.selectOptions(await screen.findByLabelText(/^Type of event/), "Workshop");
    await user.selectOptions(screen.getByLabelText(/^Who can attend/), "Open to all");
    fireEvent.change(screen.getByLabelText(/^Starts/), { target: { value: "2026-12-05T10:00" } });
    fireEvent.change(screen.getByLabelText(/^Ends/), { target: { value: "2026-12-05T09:00" } });
    await user.click(screen.getByRole("radio", { name: "Online" }));
    await user.click(screen.getByRole("button", { name: "Submit event" }));
    expect(await screen.findByText("Enter the online address where people join the event.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Ends/)).toHaveAccessibleDescription(
      "Saturday, December 5, 2026, 9:00 AM Ends must not be before the start.",
    );
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("offers the listing's address, filled in and editable, beside elsewhere and online", async () => {
    await signInAs();
    const calls = mockApi({
      ...LOOKUPS,
      "GET /api/listings/5/manage": ownerListing({ id: 5 }),
      "POST /api/events": () => jsonResponse(ownerEvent({ id: 9, status: "PENDING" }), 201),
    });
    const user = userEvent.setup();
    renderAt("/create-event/5");
    const atListing = await screen.findByRole("radio", { name: "At the listing’s address" });
    expect(atListing).toBeChecked();
    expect(screen.getByRole("radio", { name: "Elsewhere" })).not.toBeChecked();
    expect(screen.getByRole("radio", { name: "Online" })).not.toBeChecked();
    expect(screen.getByLabelText(/^Street address/)).toHaveValue("12 Hill Road");
    expect(screen.getByLabelText(/^City/)).toHaveValue("Pune");

    // Elsewhere starts empty, and the listing's address comes back with its choice.
    await user.click(screen.getByRole("radio", { name: "Elsewhere" }));
    expect(screen.getByLabelText(/^Street address/)).toHaveValue("");
    await user.type(screen.getByLabelText(/^Street address/), "Town Hall");
    await user.click(atListing);
    expect(screen.getByLabelText(/^Street address/)).toHaveValue("12 Hill Road");
    await user.click(screen.getByRole("radio", { name: "Elsewhere" }));
    expect(screen.getByLabelText(/^Street address/)).toHaveValue("Town Hall");
    await user.click(atListing);

    // Editable: this event is in the listing's second building.
    await user.type(screen.getByLabelText(/^Address line 2/), "Block B");
    await user.type(screen.getByLabelText(/^Title/), "Open Day");
    await user.selectOptions(screen.getByLabelText(/^Type of event/), "OPEN_DAY");
    await user.selectOptions(screen.getByLabelText(/^Who can attend/), "OPEN");
    fireEvent.change(screen.getByLabelText(/^Starts/), { target: { value: "2026-12-05T10:00" } });
    await user.click(screen.getByRole("button", { name: "Submit event" }));
    await screen.findByText(/pending review/);
    const post = calls.find((call) => call.method === "POST")?.body as Record<string, unknown> | undefined;
    expect(post?.address).toEqual({
      line1: "12 Hill Road",
      line2: "Block B",
      city: "Pune",
      state: "Maharashtra",
      postalCode: "411001",
      country: "India",
      latitude: null,
      longitude: null,
    });
    expect(post?.onlineUrl).toBeNull();
  });
});

describe("EditEventPage (/edit-event/{id})", () => {
  it("comes up with Elsewhere chosen for an event away from its listing, and can move it to the listing's address", async () => {
    await signInAs();
    const townHall = { ...ownerEvent().fullAddress, line1: "Town Hall", city: "Mumbai" } as OwnerEvent["fullAddress"];
    mockApi({
      ...LOOKUPS,
      "GET /api/events/7/manage": ownerEvent({ id: 7, listingId: 1, fullAddress: townHall }),
      "GET /api/listings/1/manage": ownerListing({ id: 1 }),
    });
    const user = userEvent.setup();
    renderAt("/edit-event/7");
    expect(await screen.findByRole("radio", { name: "Elsewhere" })).toBeChecked();
    expect(screen.getByLabelText(/^Street address/)).toHaveValue("Town Hall");
    await user.click(screen.getByRole("radio", { name: "At the listing’s address" }));
    expect(screen.getByLabelText(/^Street address/)).toHaveValue("12 Hill Road");
    expect(screen.getByLabelText(/^City/)).toHaveValue("Pune");
  });

  it("checks the owner of the event's listing", async () => {
    await signInAs();
    mockApi({
      ...LOOKUPS,
      "GET /api/events/7/manage": ownerEvent({ id: 7, listingId: 1 }),
      "GET /api/listings/1/manage": ownerListing({ id: 1, authorId: "another-owner" }),
    });
    renderAt("/edit-event/7");
    expect(await screen.findByRole("heading", { name: "Not yours" })).toBeInTheDocument();
  });

  it("shows the saved times in the event's zone and saves an edit for review", async () => {
    await signInAs();
    const calls = mockApi({
      ...LOOKUPS,
      "GET /api/events/7/manage": ownerEvent({ id: 7, listingId: 1 }),
      "GET /api/listings/1/manage": ownerListing({ id: 1 }),
      "PUT /api/events/7": ownerEvent({ id: 7, pendingSince: "2026-11-23T10:00:00.000Z" }),
    });
    const user = userEvent.setup();
    renderAt("/edit-event/7");
    expect(await screen.findByLabelText(/^Starts/)).toHaveValue("2026-12-05T10:00");
    expect(screen.getByLabelText(/^Ends/)).toHaveValue("2026-12-05T16:00");
    // Saved at its listing's address: the choice says so (and is no unsaved change).
    expect(await screen.findByRole("radio", { name: "At the listing’s address" })).toBeChecked();
    await user.clear(screen.getByLabelText(/^Title/));
    await user.type(screen.getByLabelText(/^Title/), "Open Day 2027");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Your changes are pending review")).toBeInTheDocument();
    const put = calls.find((call) => call.method === "PUT")?.body as Record<string, unknown> | undefined;
    expect(put?.title).toBe("Open Day 2027");
    expect(put?.startsAt).toBe("2026-12-05T04:30:00.000Z");
    expect(put?.address).toMatchObject({ line1: "12 Hill Road", city: "Pune" });
    expect(put).not.toHaveProperty("listingId");
  });
});

describe("wallClockIn", () => {
  it("reads an instant as the date and time boxes of a zone", () => {
    expect(wallClockIn("2026-12-05T04:30:00.000Z", "Asia/Kolkata")).toBe("2026-12-05T10:00");
    expect(wallClockIn("2026-07-01T23:15:00.000Z", "America/New_York")).toBe("2026-07-01T19:15");
    expect(wallClockIn("not a date", "UTC")).toBe("");
  });
});
