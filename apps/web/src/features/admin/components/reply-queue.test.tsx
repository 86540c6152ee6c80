import type { ApprovalItem } from "@lwl/contracts/approvals";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session/session.ts";
import { jsonResponse, mockApi, renderWithApp } from "../../../test/render.tsx";
import { identityEndpoints, storeSession } from "../../../test/tokens.ts";
import { AdminPage } from "../admin-page.tsx";
import { pageOf, replyItem } from "../test-fixtures.ts";

const BASE = "/adminservice/api/v1";
const REPLIES = `GET ${BASE}/admin/pendingapprovals/REPLY`;
const COUNTS = `GET ${BASE}/admin/pendingapprovals/refresh`;
const counts = { BLOG: 0, LISTING: 2, EVENT: 0, REVIEW: 4, REPLY: 3, total: 9 };
const TITLE = "Reply to “Strong teaching, slow placements”";

beforeEach(async () => {
  await storeSession({ role: "Administrator" });
  await session.restore();
  vi.spyOn(console, "error").mockImplementation(() => {});
});

async function renderReplies(items: ApprovalItem[]) {
  const [first] = items;
  if (!first) throw new Error("at least one item");
  const calls = mockApi({
    ...(await identityEndpoints()),
    [COUNTS]: counts,
    [REPLIES]: (url: URL) => jsonResponse(pageOf(items, url)),
    [`PUT ${BASE}/admin/pendingapprovals/${first.id}/approve`]: { ...first, status: "APPROVED" },
  });
  renderWithApp(<AdminPage />, { at: "/ADMIN?tab=reply" });
  const panel = await screen.findByRole("region", { name: `Review: ${first.title}` });
  return { calls, panel };
}

describe("the Replies tab", { timeout: 20_000 }, () => {
  it("is a tab of its own with the number of replies waiting, and lists the REPLY queue", async () => {
    const { calls } = await renderReplies([replyItem(1)]);
    const tab = await screen.findByRole("tab", { name: "Replies 3" });
    expect(tab).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Reviews 4" })).toHaveAttribute("aria-selected", "false");
    expect(calls.some((call) => `${call.method} ${call.url.pathname}` === REPLIES)).toBe(true);
    expect(screen.getByText("Page 1 of 1 · 1 reply")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: `${TITLE} New · Sunrise College · Nov 24, 2026` })).toBeInTheDocument();
  });
});

describe("a reply in the decision panel", { timeout: 20_000 }, () => {
  it("shows the review being answered first, then the reply as it will read; Approve publishes it", async () => {
    const user = userEvent.setup();
    const { calls, panel } = await renderReplies([replyItem(1)]);
    const answered = within(panel).getByRole("region", { name: "The review being answered" });
    expect(within(answered).getByText("4 out of 5")).toBeInTheDocument();
    expect(within(answered).getByText("Strong teaching, slow placements")).toBeInTheDocument();
    expect(within(answered).getByText("by Priya S.")).toBeInTheDocument();
    expect(within(answered).getByText(/^The faculty know/).textContent).toBe(
      "The faculty know their subjects.\nPlacements took longer than promised.",
    );
    expect(
      within(panel).getByText(
        /^New · submitted by Anil Mehta \(anil@sunrise\.example\) on Nov 24, 2026 · for Sunrise College$/,
      ),
    ).toBeInTheDocument();
    const preview = within(panel).getByRole("article", { name: `Preview of ${TITLE}` });
    expect(within(preview).getByText("Reply from Sunrise College")).toBeInTheDocument();
    expect(within(preview).getByText(/^Thank you, Priya/).textContent).toBe(
      "Thank you, Priya.\nPlacements now start in the third year.",
    );
    expect(preview.querySelector("img")).toBeNull();
    // The answered review comes before the reply.
    expect(answered.compareDocumentPosition(preview) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(panel).getByRole("button", { name: "Reject…" })).toBeInTheDocument();

    await user.click(within(panel).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText(`Approved “${TITLE}”.`)).toBeInTheDocument();
    expect(calls.some((call) => call.method === "PUT" && call.url.pathname.endsWith("/1/approve"))).toBe(true);
  });

  it("shows markup in a reply as the literal text it is", async () => {
    const { panel } = await renderReplies([replyItem(1, { proposed: { body: "<b>x</b>" } })]);
    const preview = within(panel).getByRole("article", { name: `Preview of ${TITLE}` });
    expect(within(preview).getByText("<b>x</b>")).toBeInTheDocument();
    expect(panel.querySelector("b")).toBeNull();
  });

  it("shows an edited reply beside the live one", async () => {
    const current = { body: "Thank you, Priya." };
    const { panel } = await renderReplies([replyItem(1, { current, proposed: { body: "Thanks, <b>x</b>." } })]);
    expect(within(panel).getByRole("region", { name: "The review being answered" })).toBeInTheDocument();
    const table = within(panel).getByRole("table", { name: "Live version and proposed version, field by field" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ["Reply (changed)", "Thank you, Priya.", "Thanks, <b>x</b>."],
    ]);
    expect(table.querySelector("b")).toBeNull();
  });
});
