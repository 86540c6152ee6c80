import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { session } from "../../lib/session/session.ts";
import { pageOf } from "../../test/fixtures.ts";
import { ownerEventSummary, ownerListingSummary, ownerPostSummary } from "../../test/owner-fixtures.ts";
import { jsonResponse, mockApi, renderWithApp } from "../../test/render.tsx";
import { storeSession, TEST_USER_ID } from "../../test/tokens.ts";
import { OwnerDashboard } from "./owner-dashboard.tsx";

async function signInAs(role: "Reader" | "ListingOwner" | "Administrator") {
  await storeSession({ role });
  await session.restore();
}

const listingsPath = `GET /api/listings/author/${TEST_USER_ID}`;
const postsPath = `GET /api/blogs/author/${TEST_USER_ID}`;

describe("OwnerDashboard (on /user-profile)", () => {
  it("shows a listing's views, shortlists and enquiries by month when asked (issue 27 item 6)", async () => {
    await signInAs("ListingOwner");
    const calls = mockApi({
      [listingsPath]: pageOf([ownerListingSummary({ id: 1, name: "Green Valley College" })]),
      "GET /api/events/listing/1/all": pageOf([]),
      [postsPath]: pageOf([]),
      "GET /api/listings/1/stats": {
        listingId: 1,
        months: [
          { month: "2026-11", views: 120, shortlisted: 8, enquiries: 3 },
          { month: "2026-10", views: 95, shortlisted: 0, enquiries: 1 },
        ],
      },
    });
    renderWithApp(<OwnerDashboard />);
    const show = await screen.findByRole("button", { name: "Views, shortlists and enquiries of Green Valley College" });
    expect(calls.some((call) => call.url.pathname.endsWith("/stats"))).toBe(false);
    expect(show).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(show);
    const table = await screen.findByRole("table", {
      name: "Views, shortlists and enquiries of Green Valley College by month",
    });
    expect(
      within(table)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual(["MonthPage viewsShortlistedEnquiries", "Nov 202612083", "Oct 2026950" + "1"]);
    await userEvent.click(screen.getByRole("button", { name: "Hide numbers of Green Valley College" }));
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("is not shown to a Reader", async () => {
    await signInAs("Reader");
    const calls = mockApi({});
    renderWithApp(<OwnerDashboard />);
    expect(screen.queryByRole("region", { name: "Your listings" })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("lists the owner's listings with status, pending changes and rejection reasons, and edit links", async () => {
    await signInAs("ListingOwner");
    mockApi({
      [listingsPath]: pageOf([
        ownerListingSummary({
          id: 1,
          name: "Green Valley College",
          pendingSince: "2026-11-20T10:00:00.000Z",
          pendingChanges: { description: "<p>New</p>", name: "Green Valley University", logo: null },
        }),
        ownerListingSummary({ id: 2, name: "Little Stars School", status: "PENDING" }),
        ownerListingSummary({
          id: 3,
          name: "Bright Tutors",
          status: "REJECTED",
          rejectReason: "Please add a working phone number.",
        }),
      ]),
      "GET /api/events/listing/1/all": pageOf([
        ownerEventSummary({ id: 7, title: "Open Day 2026", status: "PENDING" }),
      ]),
      "GET /api/events/listing/2/all": pageOf([]),
      "GET /api/events/listing/3/all": pageOf([]),
      [postsPath]: pageOf([ownerPostSummary({ id: 4, title: "Admissions open", status: "PUBLISHED" })]),
    });
    renderWithApp(<OwnerDashboard />);

    const listings = await screen.findByRole("region", { name: "Your listings" });
    expect(within(listings).getByRole("link", { name: "Add a listing" })).toHaveAttribute("href", "/add-listing-card");
    const items = await within(listings).findAllByRole("listitem");
    const green = items.find((item) => item.textContent?.startsWith("Green Valley College"));
    if (!green) throw new Error("no Green Valley item");
    expect(within(green).getByRole("link", { name: "Green Valley College" })).toHaveAttribute(
      "href",
      "/description/1/green-valley-college",
    );
    expect(within(green).getByText("Published")).toBeInTheDocument();
    expect(within(green).getByText("Changes pending review")).toBeInTheDocument();
    expect(within(green).getByText(/Changes sent on Nov 20, 2026 are pending review/)).toHaveTextContent(
      "Changed: Name, description, logo.",
    );
    expect(within(green).getByRole("link", { name: "Edit listing Green Valley College" })).toHaveAttribute(
      "href",
      "/edit-listing/1",
    );
    expect(within(green).getByRole("link", { name: "Add event to Green Valley College" })).toHaveAttribute(
      "href",
      "/create-event/1",
    );
    expect(within(green).getByRole("link", { name: "Write a post for Green Valley College" })).toHaveAttribute(
      "href",
      "/create-post/1",
    );
    const events = await within(green).findByRole("list", { name: "Events of Green Valley College" });
    expect(within(events).getByText("Pending review")).toBeInTheDocument();
    expect(within(events).getByRole("link", { name: "Edit event Open Day 2026" })).toHaveAttribute(
      "href",
      "/edit-event/7",
    );

    // The pending listing and the pending event.
    expect(screen.getAllByText("Waiting for an administrator's review.")).toHaveLength(2);
    expect(screen.queryByRole("link", { name: "Add event to Little Stars School" })).not.toBeInTheDocument();
    expect(screen.getByText("Rejected: Please add a working phone number.")).toBeInTheDocument();

    const posts = screen.getByRole("region", { name: "Your posts" });
    expect(within(posts).getByRole("link", { name: "Edit post Admissions open" })).toHaveAttribute(
      "href",
      "/edit-post/4",
    );
  });

  it("says so when there is nothing yet, and when a list cannot be loaded", async () => {
    await signInAs("Administrator");
    mockApi({
      [listingsPath]: pageOf([]),
      [postsPath]: () => jsonResponse({ statusCode: 500, error: "Internal Server Error", message: "boom" }, 500),
    });
    renderWithApp(<OwnerDashboard />);
    expect(await screen.findByText(/You have no listings yet/)).toBeInTheDocument();
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to get your posts");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});

describe("OwnerDashboard with many listings", () => {
  it("loads a listing's events only when asked, and says how many listings there are", async () => {
    await signInAs("Administrator");
    const listings = Array.from({ length: 13 }, (_, index) =>
      ownerListingSummary({ id: index + 1, name: `Listing ${index + 1}`, slug: `listing-${index + 1}` }),
    );
    const calls = mockApi({
      [listingsPath]: pageOf(listings, 0, 100, 250),
      "GET /api/events/listing/2/all": pageOf([ownerEventSummary({ id: 9, title: "Science fair" })]),
      [postsPath]: pageOf([]),
    });
    const user = userEvent.setup();
    renderWithApp(<OwnerDashboard />);
    expect(await screen.findByText("Showing the first 13 of 250 listings.")).toBeInTheDocument();
    expect(calls.filter((call) => call.url.pathname.startsWith("/api/events"))).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Show events of Listing 2" }));
    expect(await screen.findByRole("link", { name: "Edit event Science fair" })).toHaveAttribute(
      "href",
      "/edit-event/9",
    );
    expect(
      calls.filter((call) => call.url.pathname.startsWith("/api/events")).map((call) => call.url.pathname),
    ).toEqual(["/api/events/listing/2/all"]);
  });
});
