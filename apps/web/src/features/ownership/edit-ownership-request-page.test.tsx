import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { session } from "../../lib/session/session.ts";
import { ownershipRequest } from "../../test/ownership-fixtures.ts";
import { jsonResponse, mockApi, renderWithApp } from "../../test/render.tsx";
import { storeSession } from "../../test/tokens.ts";
import { EditOwnershipRequestPage } from "./edit-ownership-request-page.tsx";

const REQUEST_PATH = "/api/users/ownership/listing/request/7";

function renderPage() {
  return renderWithApp(null, {
    at: "/edit-become-listing-owner-request/7",
    routes: [
      { path: "edit-become-listing-owner-request/:id", Component: EditOwnershipRequestPage },
      { path: "user-profile", element: <h1>Profile page</h1> },
    ],
  });
}

describe("EditOwnershipRequestPage", () => {
  it("loads the pending request into the form and saves the change with PUT", async () => {
    await storeSession();
    await session.restore();
    const calls = mockApi({
      [`GET ${REQUEST_PATH}`]: ownershipRequest(),
      [`PUT ${REQUEST_PATH}`]: () => jsonResponse(ownershipRequest({ organisationName: "Sunrise Academy Trust" })),
    });
    renderPage();
    const name = await screen.findByLabelText(/^Organisation name/);
    expect(name).toHaveValue("Sunrise Academy");
    expect(screen.getByLabelText(/^Organisation website/)).toHaveValue("https://sunrise.example");
    const user = userEvent.setup();
    await user.type(name, " Trust");
    await user.click(screen.getByRole("button", { name: "Save request" }));
    expect(await screen.findByRole("heading", { name: "Profile page" })).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      organisationName: "Sunrise Academy Trust",
      position: "Principal",
      phone: "+91 98765 43210",
      website: "https://sunrise.example",
      message: "We run the Sunrise Academy.",
    });
  });

  it("offers no form for a request that is no longer pending", async () => {
    await storeSession();
    await session.restore();
    mockApi({ [`GET ${REQUEST_PATH}`]: ownershipRequest({ status: "APPROVED" }) });
    renderPage();
    expect(await screen.findByText("This request can no longer be changed")).toBeInTheDocument();
    expect(screen.getByText("Only a pending request can be edited; this one is approved.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save request" })).not.toBeInTheDocument();
  });

  it("says 'Failed to get listing request details' when the server gives no message, and its own words otherwise", async () => {
    await storeSession();
    await session.restore();
    mockApi({
      [`GET ${REQUEST_PATH}`]: () =>
        jsonResponse({ statusCode: 500, error: "Internal Server Error", message: "boom" }, 500),
    });
    renderPage();
    expect(await screen.findByText("Failed to get listing request details")).toBeInTheDocument();
  });

  it("shows the server's refusal of someone else's request", async () => {
    await storeSession();
    await session.restore();
    mockApi({
      [`GET ${REQUEST_PATH}`]: () =>
        jsonResponse({ statusCode: 403, error: "Forbidden", message: "This request is not yours." }, 403),
    });
    renderPage();
    expect(await screen.findByText("This request is not yours.")).toBeInTheDocument();
  });
});
