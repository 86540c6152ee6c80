import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Header } from "../../../app/header.tsx";
import { session } from "../../../lib/session/session.ts";
import { jsonResponse, mockApi, renderWithApp } from "../../../test/render.tsx";
import { identityEndpoints, storeSession, TEST_USER_ID } from "../../../test/tokens.ts";
import { AdminPage } from "../admin-page.tsx";

// The editor's own chunk (TipTap) is tested with the field; here a plain box stands in for it.
vi.mock("../../../components/rich-text/rich-text-editor.tsx", () => ({
  RichTextEditor: (props: { id: string; value: string; onChange(html: string): void }) => (
    <textarea id={props.id} value={props.value} onChange={(event) => props.onChange(event.target.value)} />
  ),
}));

const BASE = "/adminservice/api/v1";
const counts = { BLOG: 1, LISTING: 2, EVENT: 0, total: 3 };

const account = (id: string, fullName: string, overrides = {}) => ({
  id,
  email: `${fullName.split(" ")[0]?.toLowerCase()}@example.com`,
  username: fullName.split(" ")[0]?.toLowerCase() ?? "user",
  fullName,
  role: "Reader",
  disabled: false,
  emailVerified: true,
  loginType: "Normal",
  createdAt: "2026-11-01T00:00:00.000Z",
  lastLoginAt: null,
  ...overrides,
});
const OTHER_ID = "9a1b2c3d-0000-4000-8000-000000000001";
const page = (content: unknown[]) => ({
  content,
  number: 0,
  size: 10,
  totalElements: content.length,
  totalPages: 1,
  first: true,
  last: true,
});

beforeEach(async () => {
  await storeSession({ role: "Administrator" });
  await session.restore();
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("the users tab", { timeout: 20_000 }, () => {
  it("searches by text and role, sets a role and disables an account, but offers nothing on one's own", async () => {
    const user = userEvent.setup();
    const people = [account(TEST_USER_ID, "Asha Rao", { role: "Administrator" }), account(OTHER_ID, "Ravi Kumar")];
    const calls = mockApi({
      ...(await identityEndpoints()),
      [`GET ${BASE}/admin/pendingapprovals/refresh`]: counts,
      [`GET ${BASE}/users`]: page(people),
      [`PUT ${BASE}/users/${OTHER_ID}`]: (_url: URL, init?: RequestInit) =>
        jsonResponse({ ...people[1], ...JSON.parse(String(init?.body)) }),
    });
    renderWithApp(<AdminPage />, { at: "/ADMIN?tab=users" });
    const ravi = await screen.findByRole("row", { name: /Ravi Kumar/ });
    const me = screen.getByRole("row", { name: /Asha Rao/ });
    expect(within(me).getByRole("combobox", { name: "Role of Asha Rao" })).toBeDisabled();
    expect(within(me).queryByRole("button")).not.toBeInTheDocument();

    await user.selectOptions(within(ravi).getByRole("combobox", { name: "Role of Ravi Kumar" }), "ListingOwner");
    await user.click(within(ravi).getByRole("button", { name: "Change role of Ravi Kumar" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Change role" }));
    expect(await screen.findByText("Ravi Kumar is now Listing owner.")).toBeInTheDocument();
    await user.click(within(ravi).getByRole("button", { name: "Disable Ravi Kumar" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Disable account" }));
    expect(await screen.findByText("Ravi Kumar is disabled and signed out everywhere.")).toBeInTheDocument();
    const puts = calls.filter((call) => call.method === "PUT").map((call) => call.body);
    expect(puts).toEqual([{ role: "ListingOwner" }, { disabled: true }]);

    await user.type(screen.getByRole("searchbox", { name: "Name, e-mail or username" }), "ravi");
    await user.selectOptions(screen.getByRole("combobox", { name: "Role" }), "Reader");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => {
      const last = calls.filter((call) => call.url.pathname === `${BASE}/users`).at(-1);
      expect(last?.url.search).toBe("?page=0&size=10&query=ravi&role=Reader");
    });
  });

  it("shows the server's refusal as a toast", async () => {
    const user = userEvent.setup();
    mockApi({
      ...(await identityEndpoints()),
      [`GET ${BASE}/admin/pendingapprovals/refresh`]: counts,
      [`GET ${BASE}/users`]: page([account(OTHER_ID, "Ravi Kumar")]),
      [`PUT ${BASE}/users/${OTHER_ID}`]: () =>
        jsonResponse({ statusCode: 404, error: "Not Found", message: `User ${OTHER_ID} not found` }, 404),
    });
    renderWithApp(<AdminPage />, { at: "/ADMIN?tab=users" });
    await user.click(await screen.findByRole("button", { name: "Disable Ravi Kumar" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Disable account" }));
    expect(await screen.findByText(`User ${OTHER_ID} not found`)).toBeInTheDocument();
    // The question stays, so the administrator can try again or cancel.
    expect(screen.getByRole("alertdialog", { name: "Disable Ravi Kumar?" })).toBeInTheDocument();
  });
});

describe("the claim requests tab", { timeout: 20_000 }, () => {
  it("shows the evidence and opens the private document with the bearer token", async () => {
    const user = userEvent.setup();
    let documentAuthorization: string | null = null;
    const claim = {
      id: 5,
      userId: OTHER_ID,
      listingId: 12,
      listingName: "Green Valley School",
      relationship: "Principal",
      evidence: "I have run the school since 2019.\nThe trust deed names me.",
      contactEmail: "ravi@example.com",
      contactPhone: null,
      documentUrl: "/api/media/documents/9",
      status: "PENDING",
      rejectReason: null,
      createdAt: "2026-11-20T10:00:00.000Z",
      updatedAt: "2026-11-20T10:00:00.000Z",
      decidedAt: null,
      requester: { id: OTHER_ID, fullName: "Ravi Kumar", email: "ravi@example.com" },
      decidedBy: null,
    };
    const calls = mockApi({
      ...(await identityEndpoints()),
      [`GET ${BASE}/admin/pendingapprovals/refresh`]: counts,
      [`GET ${BASE}/requests/listing-claim`]: page([claim]),
      "GET /api/media/documents/9": (_url: URL, init?: RequestInit) => {
        documentAuthorization = new Headers(init?.headers).get("authorization");
        return new Response("%PDF-1.4", { headers: { "content-type": "application/pdf" } });
      },
      [`POST ${BASE}/requests/listing-claim/approve/5`]: { ...claim, status: "APPROVED" },
    });
    const opened = { location: { href: "" }, close: vi.fn() };
    vi.spyOn(window, "open").mockReturnValue(opened as unknown as Window);
    URL.createObjectURL = vi.fn(() => "blob:document");
    URL.revokeObjectURL = vi.fn();
    renderWithApp(<AdminPage />, { at: "/ADMIN?tab=claims" });
    const review = await screen.findByRole("region", { name: "Review: Ravi Kumar claims Green Valley School" });
    expect(within(review).getByText(/The trust deed names me\./)).toBeInTheDocument();
    await user.click(within(review).getByRole("button", { name: "Open the private document" }));
    await waitFor(() => expect(opened.location.href).toBe("blob:document"));
    expect(documentAuthorization).toMatch(/^Bearer ey/);

    await user.click(within(review).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Ravi Kumar now manages Green Valley School.")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST" && call.url.pathname.endsWith("/listing-claim/approve/5"))).toBe(
      true,
    );
  });
});

describe("the audit log tab", { timeout: 20_000 }, () => {
  it("lists entries with their actor, and filters by entity type and by actor", async () => {
    const user = userEvent.setup();
    const entry = {
      id: 7,
      action: "UPDATE_USER",
      entityType: "USER",
      entityId: OTHER_ID,
      actor: { id: TEST_USER_ID, fullName: "Asha Rao", email: "asha@example.com" },
      details: { before: { role: "Reader" }, after: { role: "ListingOwner" } },
      createdAt: "2026-11-20T10:00:00.000Z",
    };
    const calls = mockApi({
      ...(await identityEndpoints()),
      [`GET ${BASE}/admin/pendingapprovals/refresh`]: counts,
      [`GET ${BASE}/audit`]: page([entry]),
    });
    renderWithApp(<AdminPage />, { at: "/ADMIN?tab=audit" });
    const row = await screen.findByRole("row", { name: /Asha Rao/ });
    expect(within(row).getByText("Update user")).toBeInTheDocument();
    await user.selectOptions(screen.getByRole("combobox", { name: "What" }), "USER");
    await user.click(within(row).getByRole("button", { name: /Asha Rao/ }));
    expect(await screen.findByText(/Only entries by Asha Rao/)).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((call) => call.url.pathname === `${BASE}/audit`).map((call) => call.url.search)).toEqual([
        "?page=0&size=10",
        "?page=0&size=10&entity=USER",
        `?page=0&size=10&entity=USER&actor=${TEST_USER_ID}`,
      ]),
    );
  });
});

describe("the site texts tab", { timeout: 20_000 }, () => {
  it("opens a plain text in the editor as paragraphs and saves it as HTML", async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      ...(await identityEndpoints()),
      [`GET ${BASE}/admin/pendingapprovals/refresh`]: counts,
      [`GET ${BASE}/content/terms-of-service`]: { data: "Old terms.", updatedAt: "2026-11-01T00:00:00.000Z" },
      [`GET ${BASE}/content/privacy-policy`]: { data: "<p>Policy</p>", updatedAt: "2026-11-01T00:00:00.000Z" },
      [`PUT ${BASE}/content/terms-of-service`]: (_url: URL, init?: RequestInit) =>
        jsonResponse({ data: JSON.parse(String(init?.body)).data, updatedAt: "2026-11-23T00:00:00.000Z" }),
    });
    renderWithApp(<AdminPage />, { at: "/ADMIN?tab=texts" });
    const save = await screen.findByRole("button", { name: "Save Terms and Conditions" });
    expect(save).toBeDisabled();
    const box = screen.getByRole("textbox", { name: /Terms and Conditions text/ });
    await waitFor(() => expect(box).toHaveValue("<p>Old terms.</p>"));
    await user.clear(box);
    await user.type(box, "<p>New terms.</p>");
    await user.click(save);
    expect(await screen.findByText("Terms and Conditions saved.")).toBeInTheDocument();
    const put = calls.find((call) => call.method === "PUT");
    expect(put?.body).toEqual({ data: "<p>New terms.</p>" });
    expect(save).toBeDisabled();
  });
});

describe("the header's pending badge", { timeout: 20_000 }, () => {
  it("shows administrators a link to /ADMIN with the number waiting, and nobody else", async () => {
    mockApi({ ...(await identityEndpoints()), [`GET ${BASE}/admin/pendingapprovals/refresh`]: counts });
    const adminView = renderWithApp(<Header />, { at: "/college" });
    const link = await screen.findByRole("link", { name: "Admin: 3 waiting for review" });
    expect(link).toHaveAttribute("href", "/ADMIN");
    adminView.unmount();

    await storeSession({ role: "ListingOwner" });
    await session.restore();
    renderWithApp(<Header />, { at: "/college" });
    expect(screen.queryByRole("link", { name: /^Admin/ })).not.toBeInTheDocument();
  });
});
