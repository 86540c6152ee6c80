import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session/session.ts";
import { jsonResponse, mockApi, renderWithApp } from "../../../test/render.tsx";
import { identityEndpoints, storeSession, TEST_USER_ID } from "../../../test/tokens.ts";
import { AdminPage } from "../admin-page.tsx";

const BASE = "/adminservice/api/v1";
const MEERA_ID = "9a1b2c3d-0000-4000-8000-000000000002";
const page = (content: unknown[]) => ({
  content,
  number: 0,
  size: 10,
  totalElements: content.length,
  totalPages: 1,
  first: true,
  last: true,
});

/** Meera's account as the server keeps it: the PUTs change it, and the next GET shows the change. */
function meeraOnServer() {
  const meera = {
    id: MEERA_ID,
    email: "meera@example.com",
    username: "meera",
    fullName: "Meera Iyer",
    role: "Reader",
    disabled: false,
    emailVerified: true,
    loginType: "Normal",
    createdAt: "2026-11-01T00:00:00.000Z",
    lastLoginAt: null,
  };
  return {
    [`GET ${BASE}/admin/pendingapprovals/refresh`]: { BLOG: 0, LISTING: 0, EVENT: 0, total: 0 },
    [`GET ${BASE}/users`]: () => jsonResponse(page([{ ...meera }])),
    [`PUT ${BASE}/users/${MEERA_ID}`]: (_url: URL, init?: RequestInit) => {
      Object.assign(meera, JSON.parse(String(init?.body)));
      return jsonResponse({ ...meera });
    },
  };
}

const putsOf = (calls: { method: string; body: unknown }[]) =>
  calls.filter((call) => call.method === "PUT").map((call) => call.body);

async function openUsers() {
  const calls = mockApi({ ...(await identityEndpoints()), ...meeraOnServer() });
  renderWithApp(<AdminPage />, { at: "/ADMIN?tab=users" });
  const row = await screen.findByRole("row", { name: /Meera Iyer/ });
  return { calls, row };
}

beforeEach(async () => {
  await storeSession({ role: "Administrator" });
  await session.restore();
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("changing an account in the users tab", { timeout: 20_000 }, () => {
  it("changes nothing when the role select moves with the arrow keys: the select only chooses", async () => {
    const { calls, row } = await openUsers();
    const select = within(row).getByRole("combobox", { name: "Role of Meera Iyer" });
    select.focus();
    // What Chromium does on ArrowDown in a closed select: the next option, and a change event at once.
    fireEvent.keyDown(select, { key: "ArrowDown" });
    fireEvent.change(select, { target: { value: "ListingOwner" } });
    fireEvent.keyDown(select, { key: "ArrowDown" });
    fireEvent.change(select, { target: { value: "Administrator" } });

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(putsOf(calls)).toEqual([]);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(within(row).getByText("Active")).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: "Change role of Meera Iyer" })).toBeEnabled();
  });

  it("asks before a role change, naming the person and the role, and sends it once when confirmed", async () => {
    const user = userEvent.setup();
    const { calls, row } = await openUsers();
    expect(within(row).getByRole("button", { name: "Change role of Meera Iyer" })).toBeDisabled();
    await user.selectOptions(within(row).getByRole("combobox", { name: "Role of Meera Iyer" }), "Administrator");
    await user.click(within(row).getByRole("button", { name: "Change role of Meera Iyer" }));

    const dialog = screen.getByRole("alertdialog", { name: "Change the role of Meera Iyer to Administrator?" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveAccessibleDescription(/Meera Iyer \(meera@example.com\) is Reader now/);
    // The safe answer has the focus: a stray Enter changes nothing.
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    expect(putsOf(calls)).toEqual([]);

    await user.click(within(dialog).getByRole("button", { name: "Change role" }));
    expect(await screen.findByText("Meera Iyer is now Administrator.")).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(putsOf(calls)).toEqual([{ role: "Administrator" }]);
  });

  it("changes nothing when the question is cancelled, by Escape or by Cancel, and gives focus back", async () => {
    const user = userEvent.setup();
    const { calls, row } = await openUsers();
    const disable = within(row).getByRole("button", { name: "Disable Meera Iyer" });
    await user.click(disable);
    expect(screen.getByRole("alertdialog", { name: "Disable Meera Iyer?" })).toHaveAccessibleDescription(
      /signed out everywhere/,
    );
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(disable).toHaveFocus();

    const select = within(row).getByRole("combobox", { name: "Role of Meera Iyer" });
    await user.selectOptions(select, "ListingOwner");
    const changeRole = within(row).getByRole("button", { name: "Change role of Meera Iyer" });
    await user.click(changeRole);
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(changeRole).toHaveFocus();
    // The choice is still only a choice, and says so.
    expect(within(row).getByText("Not changed yet: now Reader")).toBeInTheDocument();
    expect(putsOf(calls)).toEqual([]);
  });

  it("undoes a confirmed change from the toast with the reverse change", async () => {
    const user = userEvent.setup();
    const { calls, row } = await openUsers();
    await user.click(within(row).getByRole("button", { name: "Disable Meera Iyer" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Disable account" }));
    const toast = (await screen.findByText("Meera Iyer is disabled and signed out everywhere.")).parentElement;
    if (!toast) throw new Error("no toast");
    expect(await screen.findByRole("button", { name: "Enable Meera Iyer" })).toBeInTheDocument();

    await user.click(within(toast).getByRole("button", { name: "Undo" }));
    expect(await screen.findByText("Meera Iyer can sign in again.")).toBeInTheDocument();
    expect(putsOf(calls)).toEqual([{ disabled: true }, { disabled: false }]);
    expect(await screen.findByRole("button", { name: "Disable Meera Iyer" })).toBeInTheDocument();
  });
});

describe("undoing a change to an account from the audit log", { timeout: 20_000 }, () => {
  const change = (id: number, before: object, after: object) => ({
    id,
    action: "UPDATE_USER",
    entityType: "USER",
    entityId: MEERA_ID,
    actor: { id: TEST_USER_ID, fullName: "Asha Rao", email: "asha@example.com" },
    details: { before, after, account: { fullName: "Meera Iyer", email: "meera@example.com" } },
    createdAt: `2026-11-2${id}T10:00:00.000Z`,
  });

  it("offers Undo on the latest change to the account only, asks, and sends the reverse change once", async () => {
    const user = userEvent.setup();
    const reader = { role: "Reader", disabled: false };
    const calls = mockApi({
      ...(await identityEndpoints()),
      ...meeraOnServer(),
      [`GET ${BASE}/audit`]: page([
        change(3, reader, { role: "Administrator", disabled: false }),
        change(2, { role: "Reader", disabled: true }, reader),
      ]),
    });
    renderWithApp(<AdminPage />, { at: "/ADMIN?tab=audit" });
    const undo = await screen.findAllByRole("button", { name: "Undo this change to Meera Iyer" });
    expect(undo).toHaveLength(1);

    await user.click(undo[0] as HTMLElement);
    const dialog = screen.getByRole("alertdialog", { name: "Undo the change to Meera Iyer?" });
    expect(dialog).toHaveAccessibleDescription("This will make Meera Iyer Reader again (now Administrator).");
    expect(putsOf(calls)).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Undo change" }));
    expect(await screen.findByText("Meera Iyer is Reader again.")).toBeInTheDocument();
    expect(putsOf(calls)).toEqual([{ role: "Reader" }]);
    await waitFor(() => expect(calls.filter((call) => call.url.pathname === `${BASE}/audit`).length).toBe(2));
  });
});
