import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { session } from "../../lib/session/session.ts";
import { eventSummary, listingDetail, pageOf } from "../../test/fixtures.ts";
import { claimRequest } from "../../test/ownership-fixtures.ts";
import { jsonResponse, mockApi, renderWithApp } from "../../test/render.tsx";
import { reviewSummary } from "../../test/review-fixtures.ts";
import { storeSession, TEST_USER_ID } from "../../test/tokens.ts";
import { ListingDetailPage } from "./listing-detail-page.tsx";

const PATH = "/description/:listingId/:slug?";

describe("ListingDetailPage", () => {
  it("shows the listing with its description, address, contact links, facts and upcoming events", async () => {
    mockApi({
      "GET /api/listings/1": listingDetail(),
      "GET /api/events/listing/1": pageOf([eventSummary()]),
    });
    renderWithApp(<ListingDetailPage />, { at: "/description/1/green-valley-college", path: PATH });
    expect(await screen.findByRole("heading", { level: 1, name: "Green Valley College" })).toBeInTheDocument();
    expect(screen.getByText("Green Valley", { selector: "strong" })).toBeInTheDocument();
    expect(screen.getByText("411001", { exact: false })).toBeInTheDocument();
    const contact = screen.getByRole("complementary", { name: "Contact details" });
    expect(within(contact).getByRole("link", { name: "+91 20 1234 5678" })).toHaveAttribute(
      "href",
      "tel:+912012345678",
    );
    expect(within(contact).getByRole("link", { name: "office@greenvalley.example" })).toHaveAttribute(
      "href",
      "mailto:office@greenvalley.example",
    );
    expect(within(contact).getByRole("link", { name: /^greenvalley\.example/ })).toHaveAttribute(
      "href",
      "https://greenvalley.example",
    );
    expect(screen.getByText("Savitribai Phule Pune University")).toBeInTheDocument();
    expect(screen.getByText("B.Sc. Physics")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Open Day 2026" })).toHaveAttribute(
      "href",
      "/eventdescription/7/open-day-2026",
    );
  });

  it("counts one view of the page for its owner's monthly numbers", async () => {
    const calls = mockApi({
      "GET /api/listings/1": listingDetail(),
      "GET /api/events/listing/1": pageOf([]),
      "POST /api/listings/1/views": null,
    });
    renderWithApp(<ListingDetailPage />, { at: "/description/1/green-valley-college", path: PATH });
    expect(await screen.findByRole("heading", { level: 1, name: "Green Valley College" })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.method === "POST").map((call) => call.url.pathname)).toEqual([
        "/api/listings/1/views",
      ]),
    );
  });

  it("ends the main column with the listing's reviews, after its events and outside the contact aside", async () => {
    mockApi({
      "GET /api/listings/1": listingDetail(),
      "GET /api/events/listing/1": pageOf([]),
      "GET /api/listings/1/reviews/summary": reviewSummary(),
      "GET /api/listings/1/reviews": pageOf([], 0, 10, 12),
    });
    renderWithApp(<ListingDetailPage />, { at: "/description/1/green-valley-college", path: PATH });
    const reviews = await screen.findByRole("region", { name: "Reviews" });
    const events = screen.getByRole("region", { name: "Upcoming events" });
    expect(events.compareDocumentPosition(reviews) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole("complementary", { name: "Contact details" })).not.toContainElement(reviews);
    expect(await within(reviews).findByText("Based on 12 reviews")).toBeInTheDocument();
  });

  it("names a listing ending in s as the events' owner with an apostrophe alone", async () => {
    const name = "Kaveri Institute of Management Studies";
    mockApi({ "GET /api/listings/1": listingDetail({ name }), "GET /api/events/listing/1": pageOf([eventSummary()]) });
    renderWithApp(<ListingDetailPage />, { at: "/description/1/green-valley-college", path: PATH });
    expect(await screen.findByText(`Follow ${name}' events in your calendar:`)).toBeInTheDocument();
  });

  it("offers the listing's events as a calendar feed to subscribe to, in any calendar app or Google Calendar", async () => {
    mockApi({ "GET /api/listings/1": listingDetail(), "GET /api/events/listing/1": pageOf([eventSummary()]) });
    renderWithApp(<ListingDetailPage />, { at: "/description/1/green-valley-college", path: PATH });
    const feed = (await screen.findByText("Follow Green Valley College's events in your calendar:")).closest("p");
    if (!feed) throw new Error("no calendar feed paragraph");
    const host = window.location.host;
    expect(within(feed).getByRole("link", { name: "Subscribe" })).toHaveAttribute(
      "href",
      `webcal://${host}/api/events/listing/1.ics`,
    );
    expect(within(feed).getByRole("link", { name: /^Google Calendar/ })).toHaveAttribute(
      "href",
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(`webcal://${host}/api/events/listing/1.ics`)}`,
    );
    expect(within(feed).getByRole("link", { name: "Download .ics" })).toHaveAttribute(
      "href",
      "/api/events/listing/1.ics",
    );
  });

  it("offers the people who run an unowned listing to claim it, and not once it has an owner", async () => {
    mockApi({
      "GET /api/listings/1": listingDetail({ authorId: null, claimable: true }),
      "GET /api/events/listing/1": pageOf([]),
    });
    const { unmount } = renderWithApp(<ListingDetailPage />, { at: "/description/1/green-valley-college", path: PATH });
    expect(await screen.findByRole("heading", { name: "Is this your institution?" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Claim it" })).toHaveAttribute("href", "/claim-listing/1");
    unmount();

    mockApi({
      "GET /api/listings/1": listingDetail({ authorId: "owner-id", claimable: false }),
      "GET /api/events/listing/1": pageOf([]),
    });
    renderWithApp(<ListingDetailPage />, { at: "/description/1/green-valley-college", path: PATH });
    expect(await screen.findByRole("heading", { level: 1, name: "Green Valley College" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Is this your institution?" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Claim it" })).not.toBeInTheDocument();
  });

  it("tells a signed-in user whose claim of the listing is pending so, instead of offering Claim it again", async () => {
    await storeSession();
    await session.restore();
    mockApi({
      "GET /api/listings/1": listingDetail({ authorId: null, claimable: true }),
      "GET /api/events/listing/1": pageOf([]),
      [`GET /api/users/claims/listing/claim/user/${TEST_USER_ID}`]: [
        claimRequest({ listingId: 1, listingName: "Green Valley College", status: "PENDING" }),
      ],
    });
    renderWithApp(<ListingDetailPage />, { at: "/description/1/green-valley-college", path: PATH });
    expect(await screen.findByRole("heading", { name: "Your claim is pending" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See your claim" })).toHaveAttribute(
      "href",
      "/user-profile#requests-and-claims",
    );
    expect(screen.queryByRole("link", { name: "Claim it" })).not.toBeInTheDocument();
  });

  it("offers a signed-in user Claim it again once their claim of the listing was decided", async () => {
    await storeSession();
    await session.restore();
    mockApi({
      "GET /api/listings/1": listingDetail({ authorId: null, claimable: true }),
      "GET /api/events/listing/1": pageOf([]),
      [`GET /api/users/claims/listing/claim/user/${TEST_USER_ID}`]: [
        claimRequest({ listingId: 1, status: "REJECTED" }),
        claimRequest({ id: 12, listingId: 2, status: "PENDING" }),
      ],
    });
    renderWithApp(<ListingDetailPage />, { at: "/description/1/green-valley-college", path: PATH });
    expect(await screen.findByRole("link", { name: "Claim it" })).toHaveAttribute("href", "/claim-listing/1");
    expect(screen.queryByRole("heading", { name: "Your claim is pending" })).not.toBeInTheDocument();
  });

  it("offers the claim of a listing whose author was demoted: it has an author but no owner (claimable)", async () => {
    mockApi({
      "GET /api/listings/1": listingDetail({ authorId: "demoted-owner-id", claimable: true }),
      "GET /api/events/listing/1": pageOf([]),
    });
    renderWithApp(<ListingDetailPage />, { at: "/description/1/green-valley-college", path: PATH });
    expect(await screen.findByRole("heading", { name: "Is this your institution?" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Claim it" })).toHaveAttribute("href", "/claim-listing/1");
  });

  it("replaces a wrong or missing slug with the canonical one", async () => {
    mockApi({ "GET /api/listings/1": listingDetail(), "GET /api/events/listing/1": pageOf([]) });
    const { router } = renderWithApp(<ListingDetailPage />, { at: "/description/1/old-name?x=1", path: PATH });
    await screen.findByRole("heading", { level: 1, name: "Green Valley College" });
    expect(router.state.location.pathname).toBe("/description/1/green-valley-college");
    expect(router.state.location.search).toBe("?x=1");
    expect(router.state.historyAction).toBe("REPLACE");

    const second = renderWithApp(<ListingDetailPage />, { at: "/description/1", path: PATH });
    await within(second.container).findByRole("heading", { level: 1, name: "Green Valley College" });
    expect(second.router.state.location.pathname).toBe("/description/1/green-valley-college");
  });

  it("shows the stars and review count under the title, as a link down to the reviews section", async () => {
    mockApi({
      "GET /api/listings/1": listingDetail({ rating: { average: 4.3, count: 120 } }),
      "GET /api/events/listing/1": pageOf([]),
    });
    const { router } = renderWithApp(<ListingDetailPage />, { at: "/description/1/green-valley-college", path: PATH });
    const title = await screen.findByRole("heading", { level: 1, name: "Green Valley College" });
    const rating = screen.getByRole("link", { name: /^4\.3 out of 5 stars ?\(120 reviews\)$/ });
    expect(rating).toHaveAttribute("href", "/description/1/green-valley-college#reviews");
    expect(within(rating).getByRole("img", { name: "4.3 out of 5 stars" })).toBeInTheDocument();
    expect(title.compareDocumentPosition(rating) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole("region", { name: "Reviews" })).toHaveAttribute("id", "reviews");

    fireEvent.click(rating);
    expect(router.state.location.pathname).toBe("/description/1/green-valley-college");
    expect(router.state.location.hash).toBe("#reviews");
  });

  it("says 1 review in the singular under the title, and shows no rating before the first review", async () => {
    mockApi({
      "GET /api/listings/1": listingDetail({ rating: { average: 5, count: 1 } }),
      "GET /api/listings/2": listingDetail({ id: 2, rating: { average: null, count: 0 } }),
      "GET /api/events/listing/1": pageOf([]),
      "GET /api/events/listing/2": pageOf([]),
    });
    const first = renderWithApp(<ListingDetailPage />, { at: "/description/1/green-valley-college", path: PATH });
    expect(await within(first.container).findByRole("link", { name: /\(1 review\)$/ })).toHaveAttribute(
      "href",
      "/description/1/green-valley-college#reviews",
    );
    first.unmount();

    renderWithApp(<ListingDetailPage />, { at: "/description/2/green-valley-college", path: PATH });
    const title = await screen.findByRole("heading", { level: 1, name: "Green Valley College" });
    expect(screen.queryByRole("img", { name: /out of 5 stars/ })).not.toBeInTheDocument();
    // The hero's text: badges, the title and the place, no link.
    expect(within(title.parentElement as HTMLElement).queryByRole("link")).not.toBeInTheDocument();
  });

  it("says so when the listing does not exist, and for an id that is not a number", async () => {
    mockApi({});
    const first = renderWithApp(<ListingDetailPage />, { at: "/description/999/x", path: PATH });
    expect(await within(first.container).findByText("We could not find this listing")).toBeInTheDocument();
    first.unmount();
    renderWithApp(<ListingDetailPage />, { at: "/description/abc/x", path: PATH });
    expect(screen.getByText("We could not find this listing")).toBeInTheDocument();
  });

  it("keeps the page's shape while the listing loads: the hero box the cover will fill and grey lines for the card", async () => {
    let answer: (response: Response) => void = () => {};
    mockApi({
      "GET /api/listings/1": () => new Promise<Response>((resolve) => (answer = resolve)),
      "GET /api/events/listing/1": pageOf([]),
    });
    renderWithApp(<ListingDetailPage />, { at: "/description/1/green-valley-college", path: PATH });
    const skeleton = await screen.findByTestId("detail-skeleton");
    expect(skeleton).toHaveAttribute("aria-busy", "true");
    expect(within(skeleton).getByRole("status")).toHaveTextContent("Loading listing…");
    const skeletonHero = screen.getByTestId("detail-skeleton-hero");
    expect(skeleton.querySelectorAll(".skeletonTitle, .skeletonBadge, .skeletonMeta")).toHaveLength(3);

    answer(jsonResponse(listingDetail()));
    await screen.findByRole("heading", { level: 1, name: "Green Valley College" });
    expect(screen.queryByTestId("detail-skeleton")).not.toBeInTheDocument();
    // The loaded hero is the same box (same class, so the same height) the skeleton held.
    const cover = document.querySelector("img.cover");
    expect(cover?.parentElement?.className).toBe(skeletonHero.className);
  });

  it("fetches the cover first and at the size of the screen, from the upload's variants", async () => {
    const upload = "/media/uploads/0b7c2f4e-8f3a-4c1e-9d2a-5a6b7c8d9e0f";
    mockApi({
      "GET /api/listings/1": listingDetail({ coverPicture: `${upload}-1280.webp`, logo: `${upload}-640.webp` }),
      "GET /api/events/listing/1": pageOf([]),
    });
    renderWithApp(<ListingDetailPage />, { at: "/description/1/green-valley-college", path: PATH });
    await screen.findByRole("heading", { level: 1, name: "Green Valley College" });
    const cover = document.querySelector("img.cover");
    expect(cover).toHaveAttribute("fetchpriority", "high");
    expect(cover).not.toHaveAttribute("loading", "lazy");
    expect(cover).toHaveAttribute("width", "1600");
    expect(cover).toHaveAttribute("height", "320");
    expect(cover).toHaveAttribute(
      "srcset",
      `${upload}-320.webp 320w, ${upload}-640.webp 640w, ${upload}-1280.webp 1280w`,
    );
    expect(cover).toHaveAttribute("sizes", "100vw");
    const logo = screen.getByRole("img", { name: "Green Valley College logo" });
    expect(logo).toHaveAttribute("srcset", `${upload}-320.webp 320w, ${upload}-640.webp 640w`);
    expect(logo).toHaveAttribute("sizes", "112px");
  });
});
