import type { InboxEnquiry, MyEnquiry } from "@lwl/contracts/enquiries";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { session } from "../../lib/session/session.ts";
import { pageOf } from "../../test/fixtures.ts";
import { jsonResponse, mockApi, renderWithApp } from "../../test/render.tsx";
import { storeSession } from "../../test/tokens.ts";
import { EnquiryInbox } from "./enquiry-inbox.tsx";
import { MyEnquiries } from "./my-enquiries.tsx";
import { UnreadEnquiriesBadge } from "./unread-enquiries-badge.tsx";

const listing = { id: 1, slug: "green-valley-school", name: "Green Valley School" };

function inboxEnquiry(overrides: Partial<InboxEnquiry> = {}): InboxEnquiry {
  return {
    id: 7,
    listing,
    name: "Meera Iyer",
    email: "meera@parents.example",
    phone: "+91 98450 12345",
    asker: "PARENT",
    interest: "Grade 6",
    message: "Is there a place in grade 6 for next June?",
    status: "NEW",
    read: false,
    createdAt: "2026-11-20T10:00:00.000Z",
    replies: [],
    ...overrides,
  };
}

function myEnquiry(overrides: Partial<MyEnquiry> = {}): MyEnquiry {
  return {
    id: 9,
    listing,
    asker: "STUDENT",
    interest: "",
    message: "Do you have a school bus from Baner?",
    status: "REPLIED",
    createdAt: "2026-11-21T10:00:00.000Z",
    replies: [{ id: 1, body: "Yes, route 3.", createdAt: "2026-11-22T10:00:00.000Z" }],
    ...overrides,
  };
}

async function signInAs(role: "Reader" | "ListingOwner") {
  await storeSession({ role });
  await session.restore();
}

describe("the owner's inbox of enquiries", () => {
  it("is not shown to a Reader, and asks nothing", async () => {
    await signInAs("Reader");
    const calls = mockApi({});
    renderWithApp(<EnquiryInbox />);
    expect(screen.queryByRole("region", { name: "Enquiries" })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("lists enquiries; opening one shows the contact details and marks it read; the owner replies and closes it", async () => {
    await signInAs("ListingOwner");
    const opened = inboxEnquiry({ read: true });
    const calls = mockApi({
      "GET /api/enquiries/inbox": { ...pageOf([inboxEnquiry()], 0, 10, 1), unread: 1 },
      "GET /api/enquiries/inbox/7": opened,
      "POST /api/enquiries/inbox/7/replies": () =>
        jsonResponse(
          { ...opened, status: "REPLIED", replies: [{ id: 1, body: "Yes.", createdAt: opened.createdAt }] },
          201,
        ),
      "POST /api/enquiries/inbox/7/close": { ...opened, status: "CLOSED" },
    });
    renderWithApp(<EnquiryInbox />);
    const inbox = await screen.findByRole("region", { name: "Enquiries" });
    expect(await within(inbox).findByText("1 unread enquiry")).toBeInTheDocument();
    const item = within(inbox).getByRole("listitem");
    expect(within(item).getByRole("heading", { name: "Meera Iyer" })).toBeInTheDocument();
    expect(within(item).getByText("Unread")).toBeInTheDocument();
    expect(within(item).getByRole("link", { name: "Green Valley School" })).toHaveAttribute(
      "href",
      "/description/1/green-valley-school",
    );
    expect(within(item).queryByText("meera@parents.example")).not.toBeInTheDocument();

    const user = userEvent.setup();
    const open = within(item).getByRole("button", { name: "Open the enquiry from Meera Iyer" });
    await user.click(open);
    expect(open).toHaveAttribute("aria-expanded", "true");
    expect(within(item).getByRole("link", { name: "meera@parents.example" })).toHaveAttribute(
      "href",
      "mailto:meera@parents.example",
    );
    expect(within(item).getByRole("link", { name: "+91 98450 12345" })).toHaveAttribute("href", "tel:+919845012345");
    await waitFor(() => expect(calls.some((call) => call.url.pathname === "/api/enquiries/inbox/7")).toBe(true));

    await user.click(within(item).getByRole("button", { name: "Send reply" }));
    expect(await within(item).findByText("Your reply is required.")).toBeInTheDocument();
    await user.type(within(item).getByRole("textbox", { name: /^Your reply/ }), "Yes.");
    await user.click(within(item).getByRole("button", { name: "Send reply" }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.pathname === "/api/enquiries/inbox/7/replies")?.body).toEqual({
        body: "Yes.",
      }),
    );
    await user.click(within(item).getByRole("button", { name: "Close enquiry" }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === "POST" && call.url.pathname === "/api/enquiries/inbox/7/close")).toBe(
        true,
      ),
    );
  });

  it("filters by state", async () => {
    await signInAs("ListingOwner");
    const calls = mockApi({ "GET /api/enquiries/inbox": { ...pageOf([], 0, 10, 0), unread: 0 } });
    renderWithApp(<EnquiryInbox />);
    const inbox = await screen.findByRole("region", { name: "Enquiries" });
    expect(await within(inbox).findByText(/No enquiries yet/)).toBeInTheDocument();
    await userEvent.setup().selectOptions(within(inbox).getByRole("combobox", { name: "Show" }), "Closed");
    expect(await within(inbox).findByText("No closed enquiries.")).toBeInTheDocument();
    expect(calls.at(-1)?.url.search).toBe("?page=0&size=10&status=CLOSED");
  });
});

describe("the header's count of unread enquiries", () => {
  it("links to the inbox and says how many are unread", async () => {
    await signInAs("ListingOwner");
    mockApi({ "GET /api/enquiries/inbox/unread": { unread: 3 } });
    renderWithApp(<UnreadEnquiriesBadge userId="me" />);
    const link = await screen.findByRole("link", { name: "Enquiries: 3 unread" });
    expect(link).toHaveAttribute("href", "/user-profile#enquiries");
  });
});

describe("the user's own enquiries", () => {
  it("lists them with the answers and deletes one after asking", async () => {
    await signInAs("Reader");
    const calls = mockApi({
      "GET /api/enquiries/mine": pageOf([myEnquiry()], 0, 10, 1),
      "DELETE /api/enquiries/mine/9": () => new Response(null, { status: 204 }),
    });
    renderWithApp(<MyEnquiries />);
    const section = await screen.findByRole("region", { name: "Your enquiries" });
    expect(await within(section).findByText("Do you have a school bus from Baner?")).toBeInTheDocument();
    expect(within(section).getByRole("list", { name: "Answers from Green Valley School" })).toHaveTextContent(
      "Yes, route 3.",
    );
    const user = userEvent.setup();
    await user.click(within(section).getByRole("button", { name: "Delete your enquiry to Green Valley School" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete your enquiry to Green Valley School?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(calls.some((call) => call.method === "DELETE")).toBe(true));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });
});
