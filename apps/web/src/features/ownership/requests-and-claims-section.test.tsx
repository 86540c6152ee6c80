import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { session } from "../../lib/session/session.ts";
import { claimRequest, ownershipRequest } from "../../test/ownership-fixtures.ts";
import { jsonResponse, mockApi, renderWithApp } from "../../test/render.tsx";
import { identityEndpoints, storeSession, TEST_USER_ID, tokenAnswer } from "../../test/tokens.ts";
import { RequestsAndClaimsSection } from "./requests-and-claims-section.tsx";

const REQUESTS = `/api/users/ownership/listing/request/user/${TEST_USER_ID}`;
const CLAIMS = `/api/users/claims/listing/claim/user/${TEST_USER_ID}`;

afterEach(() => {
  vi.restoreAllMocks();
});

async function signedIn(role: "Reader" | "ListingOwner" = "Reader") {
  await storeSession({ role, refreshToken: "refresh-0" });
  await session.restore();
}

const serverError = () => jsonResponse({ statusCode: 500, error: "Internal Server Error", message: "boom" }, 500);

describe("Your requests and claims (on /user-profile)", () => {
  it("lists requests and claims with their status, rejection reason and the actions the status allows", async () => {
    await signedIn();
    mockApi({
      [`GET ${REQUESTS}`]: [
        ownershipRequest({ id: 3, organisationName: "Pending School" }),
        ownershipRequest({
          id: 2,
          organisationName: "Rejected School",
          status: "REJECTED",
          rejectReason: "No proof given.",
        }),
        ownershipRequest({ id: 1, organisationName: "Cancelled School", status: "CANCELLED" }),
      ],
      [`GET ${CLAIMS}`]: [
        claimRequest({ id: 5, listingName: "Claimed College" }),
        claimRequest({
          id: 4,
          listingId: 43,
          listingName: "Lost College",
          status: "REJECTED",
          rejectReason: "Another claim on Lost College was approved, so the listing now has an owner.",
        }),
      ],
    });
    renderWithApp(<RequestsAndClaimsSection />, { at: "/user-profile" });

    const requests = await screen.findByRole("list", { name: "Your requests to become a listing owner" });
    const [pending, rejected, cancelled] = within(requests).getAllByRole("listitem");
    expect(within(pending as HTMLElement).getByText("Pending review")).toBeInTheDocument();
    expect(within(pending as HTMLElement).getByRole("link", { name: /^Edit/ })).toHaveAttribute(
      "href",
      "/edit-become-listing-owner-request/3",
    );
    expect(within(pending as HTMLElement).getByRole("button", { name: /^Cancel request/ })).toBeInTheDocument();
    expect(within(pending as HTMLElement).getByRole("button", { name: /^Delete/ })).toBeInTheDocument();

    expect(within(rejected as HTMLElement).getByText("Rejected")).toBeInTheDocument();
    expect(within(rejected as HTMLElement).getByText("No proof given.")).toBeInTheDocument();
    expect(within(rejected as HTMLElement).queryByRole("button")).not.toBeInTheDocument();
    expect(within(rejected as HTMLElement).queryByRole("link")).not.toBeInTheDocument();

    expect(within(cancelled as HTMLElement).getByRole("button", { name: /^Delete/ })).toBeInTheDocument();
    expect(within(cancelled as HTMLElement).queryByRole("button", { name: /^Cancel request/ })).not.toBeInTheDocument();

    const claims = screen.getByRole("list", { name: "Your listing claims" });
    const [open, lost] = within(claims).getAllByRole("listitem");
    expect(within(open as HTMLElement).getByRole("link", { name: "Claimed College" })).toHaveAttribute(
      "href",
      "/description/42/claimed-college",
    );
    expect(within(open as HTMLElement).getByRole("button", { name: /^Withdraw claim/ })).toBeInTheDocument();
    expect(
      within(lost as HTMLElement).getByText(
        "Another claim on Lost College was approved, so the listing now has an owner.",
      ),
    ).toBeInTheDocument();
    expect(within(lost as HTMLElement).queryByRole("button")).not.toBeInTheDocument();
    // An open request: no second one is offered.
    expect(screen.queryByRole("link", { name: "Ask to become a listing owner" })).not.toBeInTheDocument();
  });

  it("offers a Reader without an open request to ask, and cancels a pending request", async () => {
    await signedIn();
    let cancelled = false;
    const calls = mockApi({
      [`GET ${REQUESTS}`]: () =>
        jsonResponse(cancelled ? [ownershipRequest({ status: "CANCELLED" })] : [ownershipRequest()]),
      [`GET ${CLAIMS}`]: [],
      "POST /api/users/ownership/listing/request/7/cancel": () => {
        cancelled = true;
        return jsonResponse(ownershipRequest({ status: "CANCELLED" }));
      },
    });
    renderWithApp(<RequestsAndClaimsSection />, { at: "/user-profile" });
    expect(await screen.findByText(/You have not claimed a listing/)).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole("button", { name: /^Cancel request/ }));
    expect(await screen.findByText("Cancelled")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ask to become a listing owner" })).toHaveAttribute(
      "href",
      "/become-listing-owner",
    );
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(1);
  });

  it("deletes a request and withdraws a claim after asking for confirmation", async () => {
    await signedIn();
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValue(true);
    const gone = { request: false, claim: false };
    const calls = mockApi({
      [`GET ${REQUESTS}`]: () => jsonResponse(gone.request ? [] : [ownershipRequest()]),
      [`GET ${CLAIMS}`]: () => jsonResponse(gone.claim ? [] : [claimRequest()]),
      "DELETE /api/users/ownership/listing/request/7": () => {
        gone.request = true;
        return jsonResponse({ message: "Listing request 7 deleted." });
      },
      "DELETE /api/users/claims/listing/claim/11": () => {
        gone.claim = true;
        return jsonResponse({ message: "Claim request 11 withdrawn." });
      },
    });
    renderWithApp(<RequestsAndClaimsSection />, { at: "/user-profile" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: /^Delete/ }));
    expect(calls.filter((call) => call.method === "DELETE")).toHaveLength(0); // the first confirmation said no
    await user.click(screen.getByRole("button", { name: /^Delete/ }));
    await user.click(screen.getByRole("button", { name: /^Withdraw claim/ }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === "DELETE").map((call) => call.url.pathname)).toEqual([
        "/api/users/ownership/listing/request/7",
        "/api/users/claims/listing/claim/11",
      ]),
    );
    expect(confirm).toHaveBeenCalledTimes(3);
    expect(await screen.findByText("You have not asked to become a listing owner.")).toBeInTheDocument();
    expect(await screen.findByText(/You have not claimed a listing/)).toBeInTheDocument();
  });

  it("says 'Failed to get listing requests' and 'Failed to get claim requests' when the server gives no message", async () => {
    await signedIn();
    mockApi({ [`GET ${REQUESTS}`]: serverError, [`GET ${CLAIMS}`]: serverError });
    renderWithApp(<RequestsAndClaimsSection />, { at: "/user-profile" });
    expect(await screen.findByText("Failed to get listing requests")).toBeInTheDocument();
    expect(await screen.findByText("Failed to get claim requests")).toBeInTheDocument();
  });

  it("renews the session once an approval shows, so the new role applies without signing out", async () => {
    await signedIn("Reader");
    const calls = mockApi({
      ...(await identityEndpoints()),
      [`GET ${REQUESTS}`]: [ownershipRequest({ status: "APPROVED", decidedAt: "2026-03-04T10:00:00.000Z" })],
      [`GET ${CLAIMS}`]: [],
      "POST /auth/oauth/token": await tokenAnswer({ role: "ListingOwner", refreshToken: "refresh-1" }),
    });
    renderWithApp(<RequestsAndClaimsSection />, { at: "/user-profile" });
    expect(await screen.findByText("Approved")).toBeInTheDocument();
    await waitFor(() => expect(session.getSnapshot().user?.role).toBe("ListingOwner"));
    const renewals = calls.filter((call) => call.url.pathname === "/auth/oauth/token");
    expect(renewals).toHaveLength(1);
  });

  it("does not renew a session that already has the owner's role", async () => {
    await signedIn("ListingOwner");
    const calls = mockApi({
      [`GET ${REQUESTS}`]: [ownershipRequest({ status: "APPROVED" })],
      [`GET ${CLAIMS}`]: [],
    });
    renderWithApp(<RequestsAndClaimsSection />, { at: "/user-profile" });
    expect(await screen.findByText("Approved")).toBeInTheDocument();
    expect(calls.some((call) => call.url.pathname === "/auth/oauth/token")).toBe(false);
  });

  it("comes into view once loaded when the address names it (#requests-and-claims, where the claim page links)", async () => {
    await signedIn();
    const scrolled = vi.fn();
    // jsdom lays nothing out and has no scrollIntoView: it is recorded instead, for this test only.
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrolled;
    try {
      mockApi({ [`GET ${REQUESTS}`]: [], [`GET ${CLAIMS}`]: [claimRequest()] });
      renderWithApp(<RequestsAndClaimsSection />, { at: "/user-profile#requests-and-claims" });
      expect(await screen.findByRole("list", { name: "Your listing claims" })).toBeInTheDocument();
      await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
      expect(scrolled.mock.contexts[0]).toHaveAttribute("id", "requests-and-claims");
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});
