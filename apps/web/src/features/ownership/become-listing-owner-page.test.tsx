import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { session } from "../../lib/session/session.ts";
import { ownershipRequest } from "../../test/ownership-fixtures.ts";
import { jsonResponse, mockApi, renderWithApp } from "../../test/render.tsx";
import { storeSession, TEST_USER_ID } from "../../test/tokens.ts";
import { BecomeListingOwnerPage } from "./become-listing-owner-page.tsx";

const REQUEST_PATH = "/api/users/ownership/listing/request";
const OWN_REQUESTS = `GET ${REQUEST_PATH}/user/${TEST_USER_ID}`;

function renderPage() {
  return renderWithApp(null, {
    at: "/become-listing-owner",
    routes: [
      { path: "become-listing-owner", Component: BecomeListingOwnerPage },
      { path: "user-profile", element: <h1>Profile page</h1> },
    ],
  });
}

async function fill(values: Partial<Record<"organisation" | "position" | "phone" | "website" | "message", string>>) {
  const user = userEvent.setup();
  if (values.organisation) await user.type(await screen.findByLabelText(/^Organisation name/), values.organisation);
  if (values.position) await user.type(screen.getByLabelText(/^Your position there/), values.position);
  if (values.phone) await user.type(screen.getByLabelText(/^Phone number/), values.phone);
  if (values.website) await user.type(screen.getByLabelText(/^Organisation website/), values.website);
  if (values.message) await user.type(screen.getByLabelText(/^Tell us about your organisation/), values.message);
  await user.click(screen.getByRole("button", { name: "Send request" }));
}

const complete = {
  organisation: "Sunrise Academy",
  position: "Principal",
  phone: "+91 98765 43210",
  message: "We run the Sunrise Academy.",
};

describe("BecomeListingOwnerPage", () => {
  it("checks the fields with the contract's rules before sending anything", async () => {
    await storeSession();
    await session.restore();
    const calls = mockApi({ [OWN_REQUESTS]: [] });
    renderPage();
    await screen.findByRole("button", { name: "Send request" });
    await fill({ phone: "call me", website: "not an address" });
    expect(await screen.findByLabelText(/^Organisation name/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(/^Phone number/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(/^Organisation website/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(/^Tell us about your organisation/)).toHaveAttribute("aria-invalid", "true");
    expect(calls.filter((call) => call.method !== "GET")).toEqual([]);
  });

  it("sends the request and goes to the profile", async () => {
    await storeSession();
    await session.restore();
    const calls = mockApi({ [`POST ${REQUEST_PATH}`]: () => jsonResponse(ownershipRequest(), 201) });
    renderPage();
    await fill(complete);
    expect(await screen.findByRole("heading", { name: "Profile page" })).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      organisationName: "Sunrise Academy",
      position: "Principal",
      phone: "+91 98765 43210",
      website: "",
      message: "We run the Sunrise Academy.",
    });
  });

  it("shows the server's refusal above the form and its field issues beside the fields", async () => {
    await storeSession();
    await session.restore();
    let answer = 0;
    mockApi({
      [`POST ${REQUEST_PATH}`]: () => {
        answer += 1;
        return answer === 1
          ? jsonResponse(
              {
                statusCode: 409,
                error: "Conflict",
                message:
                  "You already have a request to become a listing owner waiting for review: edit or cancel it on your profile instead of asking again.",
              },
              409,
            )
          : jsonResponse(
              {
                statusCode: 400,
                error: "Bad Request",
                message: "position must be on one line",
                issues: [{ path: "position", message: "position must be on one line" }],
              },
              400,
            );
      },
    });
    renderPage();
    await fill(complete);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "You already have a request to become a listing owner waiting for review: edit or cancel it on your profile instead of asking again.",
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Send request" }));
    expect(await screen.findByLabelText(/^Your position there/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("alert")).toHaveTextContent("Please correct the highlighted fields.");
  });

  it("shows the user's open request, with its status and links to edit and follow it, instead of the form", async () => {
    await storeSession();
    await session.restore();
    const calls = mockApi({
      [OWN_REQUESTS]: [
        ownershipRequest({ id: 7, status: "PENDING", createdAt: "2026-03-02T10:00:00.000Z" }),
        ownershipRequest({ id: 5, organisationName: "Old Academy", status: "REJECTED" }),
      ],
    });
    renderPage();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Your request to become a listing owner" }),
    ).toBeInTheDocument();
    const open = screen.getByRole("region", { name: "Waiting for review: Sunrise Academy" });
    expect(open).toHaveTextContent("Pending review");
    expect(open).toHaveTextContent("Sent Mar 2, 2026");
    expect(screen.getByRole("link", { name: "Edit your request" })).toHaveAttribute(
      "href",
      "/edit-become-listing-owner-request/7",
    );
    expect(screen.getByRole("link", { name: "See your requests and claims" })).toHaveAttribute(
      "href",
      "/user-profile#requests-and-claims",
    );
    expect(screen.queryByRole("button", { name: "Send request" })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });

  it("tells a listing owner there is nothing to ask for", async () => {
    await storeSession({ role: "ListingOwner" });
    await session.restore();
    mockApi({});
    renderPage();
    expect(await screen.findByText("You can already manage listings")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send request" })).not.toBeInTheDocument();
  });
});
