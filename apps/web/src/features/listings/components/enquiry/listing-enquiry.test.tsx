import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { session } from "../../../../lib/session/session.ts";
import { listingDetail, pageOf } from "../../../../test/fixtures.ts";
import { jsonResponse, mockApi, postsOf, renderWithApp } from "../../../../test/render.tsx";
import { storeSession, TEST_USER_ID } from "../../../../test/tokens.ts";
import { ListingDetailPage } from "../../listing-detail-page.tsx";
import { ASKER_REQUIRED, CONSENT_REQUIRED } from "./enquiry-form.tsx";

const PATH = "/description/:listingId/:slug?";
const AT = "/description/1/green-valley-college";
const SEND = "POST /api/listings/1/enquiries";
const OWNER_ID = "8b7c2d1e-0000-4000-8000-000000000001";
const SENT = { id: 5, sentTo: "OWNER", message: "Thank you! Your enquiry has been sent." };

function mockListing(overrides: Parameters<typeof listingDetail>[0] = {}, table: Record<string, unknown> = {}) {
  return mockApi({
    "GET /api/listings/1": listingDetail({ authorId: OWNER_ID, ...overrides }),
    "GET /api/events/listing/1": pageOf([]),
    ...table,
  });
}

async function openForm(name = "Ask about admission") {
  renderWithApp(<ListingDetailPage />, { at: AT, path: PATH });
  const panel = await screen.findByRole("region", { name });
  const user = userEvent.setup();
  await user.click(within(panel).getByRole("button", { name }));
  const form = await within(panel).findByRole("form", { name });
  return { user, panel, form };
}

describe("the enquiry form on a listing's page", () => {
  it("refuses to send until every required field and the consent naming the listing are given", async () => {
    const calls = mockListing();
    const { user, form } = await openForm();
    expect(within(form).getByRole("heading", { name: "Your enquiry" })).toHaveFocus();
    await user.click(within(form).getByRole("button", { name: "Send enquiry" }));
    expect(await within(form).findByText("Your name is required.")).toBeInTheDocument();
    expect(within(form).getByText("E-mail is required.")).toBeInTheDocument();
    expect(within(form).getByText("Phone is required.")).toBeInTheDocument();
    expect(within(form).getByText(ASKER_REQUIRED)).toBeInTheDocument();
    expect(within(form).getByText("Your question must be at least 10 characters.")).toBeInTheDocument();
    expect(within(form).getByText(CONSENT_REQUIRED)).toBeInTheDocument();
    expect(
      within(form).getByRole("checkbox", {
        name: /I agree that Green Valley College may contact me by e-mail or phone about this enquiry/,
      }),
    ).toHaveAttribute("aria-invalid", "true");
    await user.type(within(form).getByRole("textbox", { name: /^Phone/ }), "call me");
    expect(
      await within(form).findByText("Phone must be 7 to 20 characters: digits, spaces and an optional leading +."),
    ).toBeInTheDocument();
    expect(postsOf(calls)).toEqual([]);
  });

  it("sends the enquiry as the contract has it and says where it went", async () => {
    const calls = mockListing({}, { [SEND]: () => jsonResponse(SENT, 201) });
    const { user, panel, form } = await openForm();
    expect(
      within(panel).getByText("Your enquiry goes to the people who run Green Valley College, by e-mail."),
    ).toBeInTheDocument();
    await user.type(within(form).getByRole("textbox", { name: /^Your name/ }), "Meera Iyer");
    await user.type(within(form).getByRole("textbox", { name: /^E-mail/ }), "meera@parents.example");
    await user.type(within(form).getByRole("textbox", { name: /^Phone/ }), "+91 98450 12345");
    await user.click(within(form).getByRole("radio", { name: "Parent" }));
    await user.type(within(form).getByRole("textbox", { name: /^Course or grade/ }), "B.Com");
    await user.type(within(form).getByRole("textbox", { name: /^Your question/ }), "When do admissions open?");
    await user.click(within(form).getByRole("checkbox"));
    await user.click(within(form).getByRole("button", { name: "Send enquiry" }));
    expect(await within(panel).findByRole("status")).toHaveTextContent("Thank you! Your enquiry has been sent.");
    expect(within(panel).queryByRole("form")).not.toBeInTheDocument();
    expect(postsOf(calls)[0]?.body).toEqual({
      name: "Meera Iyer",
      email: "meera@parents.example",
      phone: "+91 98450 12345",
      asker: "PARENT",
      interest: "B.Com",
      message: "When do admissions open?",
      consent: true,
    });
  });

  it("tells the visitor before sending that a listing nobody owns passes the enquiry to the site's team", async () => {
    mockListing({ authorId: null, claimable: true, type: "TUTORIAL" });
    const { panel } = await openForm("Book a demo class");
    expect(
      within(panel).getByText(
        "Green Valley College has no owner on our site yet: your enquiry goes to our team, who will pass it on or answer.",
      ),
    ).toBeInTheDocument();
  });

  it("fills in a signed-in user's name, e-mail and phone, and shows the server's refusal", async () => {
    await storeSession({ fullName: "Kavya Rao", mobile: "+91 90000 11111" });
    await session.restore();
    mockListing(
      {},
      {
        [SEND]: () =>
          jsonResponse(
            {
              statusCode: 429,
              error: "Too Many Requests",
              message: "Too many enquiries. Please try again in 12 minutes.",
            },
            429,
          ),
      },
    );
    const { user, form } = await openForm();
    expect(within(form).getByRole("textbox", { name: /^Your name/ })).toHaveValue("Kavya Rao");
    expect(within(form).getByRole("textbox", { name: /^E-mail/ })).toHaveValue("asha@example.com");
    expect(within(form).getByRole("textbox", { name: /^Phone/ })).toHaveValue("+91 90000 11111");
    await user.click(within(form).getByRole("radio", { name: "Student" }));
    await user.type(within(form).getByRole("textbox", { name: /^Your question/ }), "Is there a hostel for girls?");
    await user.click(within(form).getByRole("checkbox"));
    await user.click(within(form).getByRole("button", { name: "Send enquiry" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent(
      "Too many enquiries. Please try again in 12 minutes.",
    );
  });

  it("is not offered to the listing's own owner", async () => {
    await storeSession({ role: "ListingOwner" });
    await session.restore();
    mockListing({ authorId: TEST_USER_ID });
    renderWithApp(<ListingDetailPage />, { at: AT, path: PATH });
    expect(await screen.findByRole("region", { name: "Contact" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Ask about admission" })).not.toBeInTheDocument();
  });
});
