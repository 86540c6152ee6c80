import type { ApprovalItem } from "@lwl/contracts/approvals";
import type { ReviewReport } from "@lwl/contracts/reviews";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session/session.ts";
import { jsonResponse, mockApi, renderWithApp } from "../../../test/render.tsx";
import { identityEndpoints, storeSession } from "../../../test/tokens.ts";
import { AdminPage } from "../admin-page.tsx";
import { pageOf, reviewItem, reviewVersion } from "../test-fixtures.ts";
import { flagText } from "./review-concerns.tsx";

const BASE = "/adminservice/api/v1";
const REVIEWS = `GET ${BASE}/admin/pendingapprovals/REVIEW`;
const COUNTS = `GET ${BASE}/admin/pendingapprovals/refresh`;
const counts = { BLOG: 0, LISTING: 2, EVENT: 0, REVIEW: 4, total: 6 };
const TITLE = "Strong teaching, slow placements";

const spam: ReviewReport = { reason: "SPAM", text: "", reportedAt: "2026-11-23T09:00:00.000Z" };
const reports: ReviewReport[] = [
  {
    reason: "CONFLICT_OF_INTEREST",
    text: "Written by the college's\nadmissions office.",
    reportedAt: "2026-11-22T09:00:00.000Z",
  },
  spam,
];

beforeEach(async () => {
  await storeSession({ role: "Administrator" });
  await session.restore();
  vi.spyOn(console, "error").mockImplementation(() => {});
});

async function renderReviews(items: ApprovalItem[]) {
  const [first] = items;
  if (!first) throw new Error("at least one item");
  const calls = mockApi({
    ...(await identityEndpoints()),
    [COUNTS]: counts,
    [REVIEWS]: (url: URL) => jsonResponse(pageOf(items, url)),
    [`PUT ${BASE}/admin/pendingapprovals/${first.id}/approve`]: { ...first, status: "APPROVED" },
    [`PUT ${BASE}/admin/pendingapprovals/${first.id}/reject`]: { ...first, status: "REJECTED" },
  });
  renderWithApp(<AdminPage />, { at: "/ADMIN?tab=review" });
  const review = await screen.findByRole("region", { name: `Review: ${first.title}` });
  return { calls, review };
}

describe("the Reviews tab", { timeout: 20_000 }, () => {
  it("is a tab of its own with the number of reviews waiting, and lists the REVIEW queue", async () => {
    const { calls } = await renderReviews([reviewItem(1)]);
    const tab = await screen.findByRole("tab", { name: "Reviews 4" });
    expect(tab).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "LISTING 2" })).toHaveAttribute("aria-selected", "false");
    expect(calls.some((call) => `${call.method} ${call.url.pathname}` === REVIEWS)).toBe(true);
    expect(screen.getByText("Page 1 of 1 · 1 review")).toBeInTheDocument();
  });
});

describe("a review in the decision panel", { timeout: 20_000 }, () => {
  it("shows a new review's flag first, then the review as it will read; Approve publishes it", async () => {
    const user = userEvent.setup();
    const item = reviewItem(1, { flag: "the same text was posted on 3 other listings" });
    const { calls, review } = await renderReviews([item]);
    expect(
      screen.getByRole("button", { name: `${TITLE} New · flagged · Sunrise College · Nov 21, 2026` }),
    ).toBeInTheDocument();
    const flag = within(review).getByRole("note");
    expect(flag).toHaveTextContent("Flagged: the same text was posted on 3 other listings");
    expect(within(review).queryByRole("heading", { name: "Reported review" })).not.toBeInTheDocument();
    expect(
      within(review).getByText(
        /^New · submitted by Priya Sharma \(priya@example\.com\) on Nov 21, 2026 · for Sunrise College$/,
      ),
    ).toBeInTheDocument();
    const preview = within(review).getByRole("article", { name: `Preview of ${TITLE}` });
    expect(within(preview).getByText("Alumnus, class of 2019")).toBeInTheDocument();
    // The flag comes before the review's text.
    expect(flag.compareDocumentPosition(preview) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(within(review).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText(`Approved “${TITLE}”.`)).toBeInTheDocument();
    expect(calls.some((call) => call.method === "PUT" && call.url.pathname.endsWith("/1/approve"))).toBe(true);
  });

  it("shows a reported review's reports, and its buttons say what they do: Take down asks for the reason", async () => {
    const user = userEvent.setup();
    const { calls, review } = await renderReviews([reviewItem(1, { action: "REPORT", reports })]);
    expect(
      screen.getByRole("button", { name: `${TITLE} Reported · Sunrise College · Nov 21, 2026` }),
    ).toBeInTheDocument();
    expect(within(review).getByRole("heading", { name: "Reported review", level: 3 })).toBeInTheDocument();
    expect(within(review).getByText(/^2 reports\. Keep review dismisses the reports/)).toBeInTheDocument();
    const items = within(within(review).getByRole("list", { name: "Reports" })).getAllByRole("listitem");
    expect(items.map((entry) => [...entry.children].map((line) => line.textContent))).toEqual([
      ["Written by someone with a stake in it · Nov 22, 2026", "Written by the college's\nadmissions office."],
      ["Spam or advertising · Nov 23, 2026", "No details given."],
    ]);
    expect(within(review).getByText(/^Reported · written by Priya Sharma/)).toBeInTheDocument();
    expect(within(review).getByRole("article", { name: `Preview of ${TITLE}` })).toBeInTheDocument();

    expect(within(review).getByRole("button", { name: "Keep review" })).toBeInTheDocument();
    expect(within(review).queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();
    expect(within(review).queryByRole("button", { name: "Reject…" })).not.toBeInTheDocument();
    await user.click(within(review).getByRole("button", { name: "Take down…" }));
    const dialog = screen.getByRole("dialog", { name: `Take down “${TITLE}”` });
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "It was written by the college.");
    await user.click(within(dialog).getByRole("button", { name: "Take down" }));
    expect(await screen.findByText(`Took down “${TITLE}”.`)).toBeInTheDocument();
    const reject = calls.find((call) => call.url.pathname.endsWith("/1/reject"));
    expect(reject).toMatchObject({ method: "PUT", body: "It was written by the college." });
  });

  it("keeps a reported review up with Keep review (the approve call)", async () => {
    const user = userEvent.setup();
    const { calls, review } = await renderReviews([reviewItem(1, { action: "REPORT", reports })]);
    await user.click(within(review).getByRole("button", { name: "Keep review" }));
    expect(await screen.findByText(`Kept “${TITLE}”: its reports are dismissed.`)).toBeInTheDocument();
    expect(calls.some((call) => call.method === "PUT" && call.url.pathname.endsWith("/1/approve"))).toBe(true);
    expect(calls.some((call) => call.url.pathname.endsWith("/1/reject"))).toBe(false);
  });

  it("shows an edited review field by field, its text as typed, and the reports waiting behind the edit", async () => {
    const current = reviewVersion();
    const item = reviewItem(1, {
      current,
      proposed: { rating: 3, body: "Now I think <b>x</b> of it." },
      reports: [spam],
    });
    const { review } = await renderReviews([item]);
    expect(within(review).getByRole("heading", { name: "Open reports (1)" })).toBeInTheDocument();
    expect(within(review).getByRole("button", { name: "Approve" })).toBeInTheDocument();
    expect(within(review).getByText("2 fields change: Overall rating, Review.")).toBeInTheDocument();
    const table = within(review).getByRole("table", { name: "Live version and proposed version, field by field" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ["Overall rating (changed)", "4 out of 5", "3 out of 5"],
      ["Review (changed)", current.body, "Now I think <b>x</b> of it."],
    ]);
    expect(table.querySelector("b")).toBeNull();
  });
});

describe("the flag's words", () => {
  it("reads as “Flagged: …” whether or not the server's note says so", () => {
    expect(flagText("the same text was posted on 3 other listings")).toBe(
      "Flagged: the same text was posted on 3 other listings",
    );
    expect(flagText("Flagged: same text elsewhere")).toBe("Flagged: same text elsewhere");
  });
});
