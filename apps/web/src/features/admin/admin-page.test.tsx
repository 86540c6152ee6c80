import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../lib/session/session.ts";
import { schoolDetails } from "../../test/fixtures.ts";
import { jsonResponse, mockApi, renderWithApp } from "../../test/render.tsx";
import { identityEndpoints, storeSession } from "../../test/tokens.ts";
import { ADMIN_CONTEXT_MISSING, useAdminContext } from "./admin-context.tsx";
import { AdminPage } from "./admin-page.tsx";
import { listingItem, listingVersion, pageOf } from "./test-fixtures.ts";

const BASE = "/adminservice/api/v1";
const LISTINGS = `GET ${BASE}/admin/pendingapprovals/LISTING`;
const COUNTS = `GET ${BASE}/admin/pendingapprovals/refresh`;
const counts = { BLOG: 0, LISTING: 25, EVENT: 0, total: 25 };

beforeEach(async () => {
  await storeSession({ role: "Administrator" });
  await session.restore();
  vi.spyOn(console, "error").mockImplementation(() => {});
});

async function renderQueue(
  items = Array.from({ length: 25 }, (_, index) => listingItem(index + 1)),
  answerList: (url: URL) => Response | Promise<Response> = (url) => jsonResponse(pageOf(items, url)),
) {
  const calls = mockApi({
    ...(await identityEndpoints()),
    [COUNTS]: counts,
    [LISTINGS]: answerList,
    [`PUT ${BASE}/admin/pendingapprovals/1/approve`]: { ...items[0], status: "APPROVED" },
    [`PUT ${BASE}/admin/pendingapprovals/1/reject`]: { ...items[0], status: "REJECTED" },
  });
  const view = renderWithApp(<AdminPage />, { at: "/ADMIN?tab=listing" });
  const first = `${items[0]?.title} `;
  await screen.findByRole("button", {
    name: (name) => name.startsWith(first) && /^(New|Update) · /.test(name.slice(first.length)),
  });
  const listCalls = () => calls.filter((call) => `${call.method} ${call.url.pathname}` === LISTINGS);
  return { ...view, calls, listCalls };
}

const pageParams = (call: { url: URL }) => `${call.url.searchParams.get("page")}/${call.url.searchParams.get("size")}`;

describe("/ADMIN paging (docs/product.md section 4)", { timeout: 20_000 }, () => {
  it("offers Next only when there is a next page and Previous only when there is a previous one", async () => {
    const user = userEvent.setup();
    await renderQueue();
    expect(screen.getByText("Page 1 of 3 · 25 listings")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "‹ Previous" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next ›" }));
    await screen.findByText("Page 2 of 3 · 25 listings");
    expect(screen.getByRole("button", { name: "‹ Previous" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next ›" }));
    await screen.findByText("Page 3 of 3 · 25 listings");
    expect(screen.queryByRole("button", { name: "Next ›" })).not.toBeInTheDocument();
  });

  it("goes to a page only within 1..totalPages (0..totalPages-1 inside) and says so otherwise", async () => {
    const user = userEvent.setup();
    const { listCalls } = await renderQueue();
    const goTo = screen.getByRole("spinbutton", { name: "Go to page" });
    await user.type(goTo, "4");
    await user.click(screen.getByRole("button", { name: "Go" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Choose a page from 1 to 3.");
    expect(listCalls().map(pageParams)).toEqual(["0/10"]);
    await user.clear(goTo);
    await user.type(goTo, "3");
    await user.click(screen.getByRole("button", { name: "Go" }));
    await screen.findByText("Page 3 of 3 · 25 listings");
    expect(listCalls().map(pageParams)).toEqual(["0/10", "2/10"]);
  });

  it("starts again at page 0 when the page size changes, with a loading flag while it fetches", async () => {
    const user = userEvent.setup();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const items = Array.from({ length: 25 }, (_, index) => listingItem(index + 1));
    const { listCalls } = await renderQueue(items, async (url) => {
      if (url.searchParams.get("size") === "20") await held;
      return jsonResponse(pageOf(items, url));
    });
    await user.click(screen.getByRole("button", { name: "Next ›" }));
    await screen.findByText("Page 2 of 3 · 25 listings");
    await user.selectOptions(screen.getByRole("combobox", { name: "Per page" }), "20");
    expect(await screen.findByText("Loading…")).toBeInTheDocument();
    release();
    await screen.findByText("Page 1 of 2 · 25 listings");
    expect(listCalls().map(pageParams)).toEqual(["0/10", "1/10", "0/20"]);
  });

  it("answers a page it has seen from the cache, and Refresh clears the cache and asks again", async () => {
    const user = userEvent.setup();
    const { listCalls } = await renderQueue();
    await user.click(screen.getByRole("button", { name: "Next ›" }));
    await screen.findByText("Page 2 of 3 · 25 listings");
    await user.click(screen.getByRole("button", { name: "‹ Previous" }));
    await screen.findByText("Page 1 of 3 · 25 listings");
    expect(listCalls().map(pageParams)).toEqual(["0/10", "1/10"]);
    await user.click(screen.getByRole("button", { name: "Refresh (clear the cache)" }));
    await waitFor(() => expect(listCalls().map(pageParams)).toEqual(["0/10", "1/10", "0/10"]));
  });

  it("shows an empty result with zeroed paging when a page cannot be fetched (section 8)", async () => {
    mockApi({
      ...(await identityEndpoints()),
      [COUNTS]: counts,
      [LISTINGS]: () => jsonResponse({ statusCode: 500, error: "Internal Server Error", message: "boom" }, 500),
    });
    renderWithApp(<AdminPage />, { at: "/ADMIN?tab=listing" });
    expect(await screen.findByText("No listings waiting")).toBeInTheDocument();
    expect(screen.getByText("No listings")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Next ›" })).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
  });
});

describe("/ADMIN review panel", { timeout: 20_000 }, () => {
  it("previews new content as its page will read", async () => {
    await renderQueue([listingItem(1)]);
    const review = screen.getByRole("region", { name: "Review: Listing 1" });
    const preview = within(review).getByRole("article", { name: "Preview of Listing 1" });
    expect(within(preview).getByRole("heading", { name: "Listing 1" })).toBeInTheDocument();
    expect(within(preview).getByText("friendly").tagName).toBe("STRONG");
    expect(within(preview).getByText("1 Hill Road, Pune, Maharashtra 411001, India")).toBeInTheDocument();
  });

  it("shows an update as the live and proposed value of each changed field, side by side", async () => {
    const user = userEvent.setup();
    const current = listingVersion({ name: "Listing 1" });
    const item = listingItem(1, {
      current,
      proposed: { name: "Listing 1", address: { ...current.address, city: "Mumbai" }, logo: "/media/logo.png" },
    });
    await renderQueue([item]);
    expect(screen.getByText("2 fields change: Address, Logo.")).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Live version and proposed version, field by field" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      [
        "Address (changed)",
        "1 Hill Road, Pune, Maharashtra 411001, India",
        "1 Hill Road, Mumbai, Maharashtra 411001, India",
      ],
      ["Logo (changed)", "—", ""],
    ]);
    expect(within(table).getByRole("img", { name: "Logo, proposed" })).toHaveAttribute("src", "/media/logo.png");
    await user.click(screen.getByRole("checkbox", { name: "Show unchanged fields too" }));
    expect(within(table).getByRole("rowheader", { name: "Name" })).toBeInTheDocument();
  });

  it("shows every field the visitor will see, in the page's words: a school's boards, grades, fee and map position", async () => {
    const user = userEvent.setup();
    const school = schoolDetails();
    const current = listingVersion({
      name: "Listing 1",
      details: school,
      address: { ...listingVersion().address, latitude: 18.5204, longitude: 73.8567 },
    });
    const proposed = { ...current, details: { ...school, grades: { from: "1", to: "12" } as const } };
    const item = listingItem(1, { current, proposed });
    await renderQueue([item]);
    expect(screen.getByText("1 field changes: Grades.")).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "Show unchanged fields too" }));
    const table = screen.getByRole("table", { name: "Live version and proposed version, field by field" });
    const row = (name: string) => {
      const header = within(table)
        .getAllByRole("rowheader")
        .find((cell) => cell.textContent === name);
      return [...(header?.closest("tr")?.children ?? [])].map((cell) => cell.textContent);
    };
    expect(row("Boards")).toEqual(["Boards", "CBSE, Cambridge IGCSE", "CBSE, Cambridge IGCSE"]);
    expect(row("Grades (changed)")).toEqual(["Grades (changed)", "Nursery – Class 12", "Class 1 – Class 12"]);
    expect(row("Annual fee")).toEqual(["Annual fee", "₹45,000 a year", "₹45,000 a year"]);
    expect(row("Day or boarding")).toEqual(["Day or boarding", "Day and boarding", "Day and boarding"]);
    expect(row("Position on the map")[1]).toBe("18.5204, 73.8567 (opens in a new tab)");
    expect(row("Type")).toEqual(["Type", "School", "School"]);
  });

  it("names a renamed listing by its new name in the approval's toast", async () => {
    const user = userEvent.setup();
    const current = listingVersion({ name: "Orchid School" });
    // For an update the queue's title is the live name; approving makes the proposed one current.
    const item = { ...listingItem(1, { current, proposed: { name: "Orchid Model School" } }), title: "Orchid School" };
    await renderQueue([item]);
    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Approved “Orchid Model School”.")).toBeInTheDocument();
    expect(screen.queryByText("Approved “Orchid School”.")).not.toBeInTheDocument();
  });
});

describe("/ADMIN keyboard shortcuts", { timeout: 20_000 }, () => {
  it("moves with j and k, approves with a and opens the reject dialog with r", async () => {
    const user = userEvent.setup();
    const { calls } = await renderQueue([listingItem(1), listingItem(2), listingItem(3)]);
    const selected = () => screen.getAllByRole("button", { current: true })[0]?.textContent;
    expect(selected()).toMatch(/^Listing 1/);
    await user.keyboard("j");
    expect(selected()).toMatch(/^Listing 2/);
    await user.keyboard("jj");
    expect(selected()).toMatch(/^Listing 3/);
    await user.keyboard("kk");
    expect(selected()).toMatch(/^Listing 1/);

    await user.keyboard("a");
    await waitFor(() =>
      expect(calls.some((call) => call.method === "PUT" && call.url.pathname.endsWith("/1/approve"))).toBe(true),
    );
    expect(await screen.findByText("Approved “Listing 1”.")).toBeInTheDocument();

    await user.keyboard("r");
    expect(await screen.findByRole("dialog", { name: "Reject “Listing 1”" })).toBeInTheDocument();
  });

  it("ignores the shortcuts while typing in a field, or with a modifier key held", async () => {
    const user = userEvent.setup();
    const { calls } = await renderQueue();
    const selected = () => screen.getAllByRole("button", { current: true })[0]?.textContent;
    const goTo = screen.getByRole("spinbutton", { name: "Go to page" });
    await user.click(goTo);
    await user.keyboard("jar");
    goTo.blur();
    await user.keyboard("{Control>}a{/Control}");
    expect(selected()).toMatch(/^Listing 1 /);
    expect(calls.some((call) => call.method === "PUT")).toBe(false);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    // The same keys outside the field do act.
    await user.keyboard("j");
    expect(selected()).toMatch(/^Listing 2 /);
  });
});

describe("/ADMIN decisions", { timeout: 20_000 }, () => {
  it("rejects with the reason given in the dialog, as the request body", async () => {
    const user = userEvent.setup();
    const { calls } = await renderQueue([listingItem(1)]);
    await user.click(screen.getByRole("button", { name: "Reject…" }));
    const dialog = screen.getByRole("dialog", { name: "Reject “Listing 1”" });
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "The address is incomplete.");
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const reject = calls.find((call) => call.url.pathname.endsWith("/1/reject"));
    expect(reject).toMatchObject({ method: "PUT", body: "The address is incomplete." });
  });

  it("keeps focus in the queue when the last item leaves it with the button that opened the dialog", async () => {
    const user = userEvent.setup();
    let decided = false;
    mockApi({
      ...(await identityEndpoints()),
      [COUNTS]: counts,
      [LISTINGS]: (url: URL) => jsonResponse(pageOf(decided ? [] : [listingItem(1)], url)),
      [`PUT ${BASE}/admin/pendingapprovals/1/reject`]: () => {
        decided = true;
        return jsonResponse({ ...listingItem(1), status: "REJECTED" });
      },
    });
    renderWithApp(<AdminPage />, { at: "/ADMIN?tab=listing" });
    await user.click(await screen.findByRole("button", { name: "Reject…" }));
    await user.type(screen.getByRole("textbox", { name: /Reason/ }), "Incomplete.");
    await user.click(screen.getByRole("button", { name: "Reject" }));
    const empty = await screen.findByText(/^No .* waiting$/);
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    expect(document.activeElement).toContainElement(empty);
  });

  it("shows a failed approval as a toast and keeps the item", async () => {
    const user = userEvent.setup();
    mockApi({
      ...(await identityEndpoints()),
      [COUNTS]: counts,
      [LISTINGS]: (url: URL) => jsonResponse(pageOf([listingItem(1)], url)),
      [`PUT ${BASE}/admin/pendingapprovals/1/approve`]: () =>
        jsonResponse({ statusCode: 409, error: "Conflict", message: "This item was already decided." }, 409),
    });
    renderWithApp(<AdminPage />, { at: "/ADMIN?tab=listing" });
    await user.click(await screen.findByRole("button", { name: "Approve" }));
    expect(await screen.findByText("This item was already decided.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Approve" })).toBeEnabled();
  });
});

describe("the admin context", { timeout: 20_000 }, () => {
  it("throws the spec's message when used outside its provider", () => {
    function Orphan() {
      useAdminContext();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow(ADMIN_CONTEXT_MISSING);
  });
});
