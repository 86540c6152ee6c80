import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { session } from "../../lib/session/session.ts";
import { FakeUploadRequest } from "../../test/fake-upload-request.ts";
import { listingDetail } from "../../test/fixtures.ts";
import { claimRequest } from "../../test/ownership-fixtures.ts";
import { jsonResponse, mockApi, renderWithApp } from "../../test/render.tsx";
import { storeSession, TEST_USER_ID } from "../../test/tokens.ts";
import { ClaimListingPage } from "./claim-listing-page.tsx";

const CLAIM_PATH = "/api/users/claims/listing/claim";
const OWN_CLAIMS = `GET ${CLAIM_PATH}/user/${TEST_USER_ID}`;

function renderPage(listingId = "42") {
  return renderWithApp(null, {
    at: `/claim-listing/${listingId}`,
    routes: [
      { path: "claim-listing/:listingId", Component: ClaimListingPage },
      { path: "user-profile", element: <h1>Profile page</h1> },
      { path: "description/:listingId/:slug", element: <h1>Listing page</h1> },
    ],
  });
}

async function signedIn() {
  await storeSession({ mobile: "+91 90000 00000" });
  await session.restore();
}

describe("ClaimListingPage", () => {
  it("names the listing, fills the contact details from the session and sends the claim", async () => {
    await signedIn();
    const calls = mockApi({
      "GET /api/listings/42": listingDetail({ id: 42, name: "Green Valley School", authorId: null }),
      [`POST ${CLAIM_PATH}`]: () => jsonResponse(claimRequest(), 201),
    });
    renderPage();
    expect(await screen.findByRole("heading", { name: "Claim Green Valley School" })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Contact e-mail/)).toHaveValue("asha@example.com");
    expect(screen.getByLabelText(/^Contact phone/)).toHaveValue("+91 90000 00000");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Your role at the institution/), "Principal");
    await user.type(screen.getByLabelText(/^How can we confirm it/), "The school's staff page names me.");
    await user.click(screen.getByRole("button", { name: "Send claim" }));
    expect(await screen.findByRole("heading", { name: "Profile page" })).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      listingId: 42,
      relationship: "Principal",
      evidence: "The school's staff page names me.",
      contactEmail: "asha@example.com",
      contactPhone: "+91 90000 00000",
    });
  });

  it("uploads a supporting document first and sends its path with the claim", async () => {
    await signedIn();
    FakeUploadRequest.sent = [];
    vi.stubGlobal("XMLHttpRequest", FakeUploadRequest);
    const calls = mockApi({
      "GET /api/listings/42": listingDetail({ id: 42, name: "Green Valley School", authorId: null }),
      [`POST ${CLAIM_PATH}`]: () => jsonResponse(claimRequest(), 201),
    });
    renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Your role at the institution/), "Principal");
    await user.type(screen.getByLabelText(/^How can we confirm it/), "The school's staff page names me.");
    const file = new File(["%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"], "appointment.pdf", {
      type: "application/pdf",
    });
    await user.upload(screen.getByLabelText(/^Supporting document/), file);
    await waitFor(() => expect(FakeUploadRequest.sent).toHaveLength(1));
    expect(FakeUploadRequest.sent[0]?.url).toBe("/api/media/documents");
    const url = "/api/media/documents/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b";
    act(() =>
      FakeUploadRequest.sent[0]?.answer(201, {
        id: "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b",
        url,
        contentType: "application/pdf",
        size: 2048,
        name: "appointment.pdf",
      }),
    );
    expect(await screen.findByText("appointment.pdf")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send claim" }));
    expect(await screen.findByRole("heading", { name: "Profile page" })).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toMatchObject({ listingId: 42, documentUrl: url });
    vi.unstubAllGlobals();
  });

  it("checks the evidence's length before sending and shows the server's refusal", async () => {
    await signedIn();
    const calls = mockApi({
      "GET /api/listings/42": listingDetail({ id: 42, authorId: null }),
      [`POST ${CLAIM_PATH}`]: () =>
        jsonResponse({ statusCode: 409, error: "Conflict", message: "This listing already has an owner." }, 409),
    });
    renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Your role at the institution/), "Owner");
    await user.type(screen.getByLabelText(/^How can we confirm it/), "short");
    await user.click(screen.getByRole("button", { name: "Send claim" }));
    expect(await screen.findByLabelText(/^How can we confirm it/)).toHaveAttribute("aria-invalid", "true");
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
    await user.type(screen.getByLabelText(/^How can we confirm it/), " but now long enough");
    await user.click(screen.getByRole("button", { name: "Send claim" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This listing already has an owner.");
  });

  it("shows the user's pending claim of this listing, with its status and a link to it, instead of the form", async () => {
    await signedIn();
    const calls = mockApi({
      "GET /api/listings/42": listingDetail({ id: 42, name: "Green Valley School", authorId: null }),
      [OWN_CLAIMS]: [
        claimRequest({ id: 3, listingId: 7, listingName: "Another School" }),
        claimRequest({ id: 11, listingId: 42, status: "PENDING", createdAt: "2026-03-03T10:00:00.000Z" }),
      ],
    });
    renderPage();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Your claim of Green Valley School" }),
    ).toBeInTheDocument();
    const open = screen.getByRole("region", { name: "Waiting for review: Green Valley School" });
    expect(open).toHaveTextContent("Pending review");
    expect(open).toHaveTextContent("Sent Mar 3, 2026");
    expect(screen.getByRole("link", { name: "See your claim" })).toHaveAttribute(
      "href",
      "/user-profile#requests-and-claims",
    );
    expect(screen.getByRole("link", { name: "Back to the listing" })).toHaveAttribute(
      "href",
      "/description/42/green-valley-school",
    );
    expect(screen.queryByRole("button", { name: "Send claim" })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });

  it("shows the form again once the user's claim of this listing was decided (rejected)", async () => {
    await signedIn();
    mockApi({
      "GET /api/listings/42": listingDetail({ id: 42, name: "Green Valley School", authorId: null }),
      [OWN_CLAIMS]: [claimRequest({ listingId: 42, status: "REJECTED", rejectReason: "No evidence." })],
    });
    renderPage();
    expect(await screen.findByRole("heading", { name: "Claim Green Valley School" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send claim" })).toBeInTheDocument();
  });

  it("says so when the listing already has an owner", async () => {
    await signedIn();
    mockApi({ "GET /api/listings/42": listingDetail({ id: 42, authorId: "someone-else", claimable: false }) });
    renderPage();
    expect(await screen.findByText("This listing already has an owner")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send claim" })).not.toBeInTheDocument();
  });

  it("shows the form for a listing whose author was demoted (an author, but no owner: claimable)", async () => {
    await signedIn();
    mockApi({
      "GET /api/listings/42": listingDetail({
        id: 42,
        name: "Green Valley School",
        authorId: "demoted-owner-id",
        claimable: true,
      }),
    });
    renderPage();
    expect(await screen.findByRole("heading", { name: "Claim Green Valley School" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send claim" })).toBeInTheDocument();
    expect(screen.queryByText("This listing already has an owner")).not.toBeInTheDocument();
  });

  it("answers an unknown listing with not found", async () => {
    await signedIn();
    mockApi({});
    renderPage("999");
    expect(await screen.findByText("We could not find this listing")).toBeInTheDocument();
  });
});
