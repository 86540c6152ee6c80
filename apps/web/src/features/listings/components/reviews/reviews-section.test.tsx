import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { session } from "../../../../lib/session/session.ts";
import { listingDetail, pageOf } from "../../../../test/fixtures.ts";
import { jsonResponse, mockApi, postsOf, renderWithApp } from "../../../../test/render.tsx";
import { noReviewsSummary, review, reviewSummary } from "../../../../test/review-fixtures.ts";
import { storeSession } from "../../../../test/tokens.ts";
import { ListingDetailPage } from "../../listing-detail-page.tsx";

const PATH = "/description/:listingId/:slug?";
const AT = "/description/1/green-valley-college";
const REVIEWS = "/api/listings/1/reviews";

function mockReviews(table: Record<string, unknown> = {}) {
  return mockApi({
    "GET /api/listings/1": listingDetail(),
    "GET /api/events/listing/1": pageOf([]),
    [`GET ${REVIEWS}/summary`]: reviewSummary(),
    [`GET ${REVIEWS}`]: pageOf([review()], 0, 10, 12),
    ...table,
  });
}

async function renderReviews(at = AT) {
  const view = renderWithApp(<ListingDetailPage />, { at, path: PATH });
  const section = await screen.findByRole("region", { name: "Reviews" });
  return { ...view, section };
}

async function signIn() {
  await storeSession();
  await session.restore();
}

const listCalls = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => call.method === "GET" && call.url.pathname === REVIEWS);

describe("the reviews of a listing", () => {
  it("sums them up: the score, the plain average, the count, the stars and the topics", async () => {
    mockReviews();
    const { section } = await renderReviews();
    expect(await within(section).findByRole("img", { name: "Score: 4.3 out of 5 stars" })).toBeInTheDocument();
    expect(within(section).getByText("Based on 12 reviews")).toBeInTheDocument();
    expect(within(section).getByText("Plain average of the ratings: 4.1 out of 5")).toBeInTheDocument();

    const bars = within(section).getByRole("heading", { name: "Ratings" }).nextElementSibling as HTMLElement;
    expect(
      within(bars)
        .getAllByRole("listitem")
        .map((row) => row.textContent),
    ).toEqual(["5 stars5 reviews", "4 stars4 reviews", "3 stars2 reviews", "2 stars0 reviews", "1 star1 review"]);

    const topics = within(section).getByRole("heading", { name: "Ratings by topic" }).nextElementSibling as HTMLElement;
    const rows = within(topics).getAllByRole("listitem");
    expect(rows).toHaveLength(4);
    expect(within(rows[0] as HTMLElement).getByText("Academics")).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByRole("img", { name: "4.4 out of 5 stars" })).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent("(9 ratings)");
    expect(rows[1]).toHaveTextContent("(1 rating)");
    expect(rows[3]).toHaveTextContent("InfrastructureNot rated yet");

    const explanation = within(section).getByText("How is the score computed?");
    expect(explanation.closest("details")).not.toHaveAttribute("open");
    expect(explanation.closest("details")).toHaveTextContent(/counts 10 extra ratings at the average/);
  });

  it("invites the first review when there is none, and asks visitors to sign in to write it", async () => {
    const calls = mockReviews({ [`GET ${REVIEWS}/summary`]: noReviewsSummary() });
    const { section } = await renderReviews();
    expect(await within(section).findByText("No reviews yet")).toBeInTheDocument();
    expect(within(section).getByText("Be the first to review Green Valley College.")).toBeInTheDocument();
    expect(within(section).getByRole("link", { name: "Sign in to write a review" })).toHaveAttribute(
      "href",
      `/login?returnTo=${encodeURIComponent("/description/1/green-valley-college#reviews")}`,
    );
    expect(within(section).queryByRole("combobox")).not.toBeInTheDocument();
    expect(listCalls(calls)).toHaveLength(0);
  });

  it("lists the reviews newest first: stars, title, who and when, the text as plain text and the topics", async () => {
    const html = "<b>Bold?</b> no\nSecond line";
    const calls = mockReviews({
      [`GET ${REVIEWS}`]: pageOf(
        [review(), review({ id: 6, title: "Plain text", body: html, reviewerKind: "PARENT", graduationYear: null })],
        0,
        10,
        2,
      ),
    });
    const { section } = await renderReviews();
    const items = await within(section).findAllByRole("article");
    expect(items).toHaveLength(2);
    const first = items[0] as HTMLElement;
    expect(
      within(first).getByRole("heading", { level: 3, name: "Strong teaching, slow placements" }),
    ).toBeInTheDocument();
    expect(within(first).getByRole("img", { name: "4 out of 5 stars" })).toBeInTheDocument();
    expect(within(first).getByText("Ravi K.")).toBeInTheDocument();
    expect(within(first).getByText("Alumnus, class of 2019")).toBeInTheDocument();
    expect(within(first).getByText("Mar 5, 2026")).toHaveAttribute("datetime", "2026-03-05T10:00:00.000Z");
    expect(within(first).getByText(/^The physics department/)).toHaveTextContent(
      "The physics department is excellent. Placements took longer",
      { normalizeWhitespace: true },
    );
    expect(within(first).getByText("Academics").nextElementSibling).toContainElement(
      within(first).getByRole("img", { name: "5 out of 5 stars" }),
    );
    expect(within(first).getByText("3 people found this helpful")).toBeInTheDocument();

    const second = items[1] as HTMLElement;
    expect(within(second).getByText("Parent")).toBeInTheDocument();
    // Text, never markup.
    expect(within(second).getByText(/Bold\?/).textContent).toBe(html);
    expect(second.querySelector("b")).toBeNull();
    expect(items[0]?.closest("ol")).not.toBeNull();

    const [call] = listCalls(calls);
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({ page: "0", size: "10", sort: "newest" });
    expect(call?.url.searchParams.has("kind")).toBe(false);
  });

  it("orders and filters through the address, asking the server for exactly that list", async () => {
    const calls = mockReviews();
    const { section, router } = await renderReviews();
    await within(section).findAllByRole("article");
    const user = userEvent.setup();

    const sort = within(section).getByRole("combobox", { name: "Sort by" });
    expect(
      within(sort)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Newest", "Highest rated", "Lowest rated", "Most helpful"]);
    await user.selectOptions(sort, "Highest rated");
    await waitFor(() => expect(listCalls(calls).at(-1)?.url.searchParams.get("sort")).toBe("highest"));
    expect(router.state.location.search).toBe("?reviewSort=highest");

    const kind = within(section).getByRole("combobox", { name: "Written by" });
    expect(
      within(kind)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All reviewers (12)", "Student (6)", "Alumnus (3)", "Parent (2)", "Other (1)"]);
    await user.selectOptions(kind, "Alumnus (3)");
    await waitFor(() => expect(listCalls(calls).at(-1)?.url.searchParams.get("kind")).toBe("ALUMNUS"));
    expect(Object.fromEntries(listCalls(calls).at(-1)?.url.searchParams ?? [])).toEqual({
      page: "0",
      size: "10",
      sort: "highest",
      kind: "ALUMNUS",
    });

    // 12 reviews, 10 a page: page 2 is a real link that lands on the section.
    const pages = within(section).getByRole("navigation", { name: "Pagination" });
    expect(within(pages).getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "href",
      "/description/1/green-valley-college?reviewSort=highest&reviewKind=ALUMNUS&reviewPage=2#reviews",
    );
    await user.click(within(pages).getByRole("link", { name: "Page 2" }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.url.searchParams.get("page")).toBe("1"));
  });

  it("reads the list's order, filter and page from the address, and offers all reviewers when a filter finds none", async () => {
    const calls = mockReviews({ [`GET ${REVIEWS}`]: pageOf([], 2, 10, 0) });
    const { section, router } = await renderReviews(`${AT}?reviewSort=lowest&reviewKind=PARENT&reviewPage=3`);
    expect(await within(section).findByText("No reviews match this filter")).toBeInTheDocument();
    expect(Object.fromEntries(listCalls(calls)[0]?.url.searchParams ?? [])).toEqual({
      page: "2",
      size: "10",
      sort: "lowest",
      kind: "PARENT",
    });
    expect(within(section).getByRole("combobox", { name: "Sort by" })).toHaveValue("lowest");
    await userEvent.setup().click(within(section).getByRole("button", { name: "Show all reviewers" }));
    await waitFor(() => expect(router.state.location.search).toBe("?reviewSort=lowest"));
  });

  it("asks visitors to sign in to vote, and offers them no report", async () => {
    mockReviews();
    const { section } = await renderReviews();
    const [item] = await within(section).findAllByRole("article");
    expect(within(item as HTMLElement).getByRole("link", { name: "Sign in to vote" })).toHaveAttribute(
      "href",
      `/login?returnTo=${encodeURIComponent("/description/1/green-valley-college#reviews")}`,
    );
    expect(within(item as HTMLElement).queryByRole("button", { name: "Helpful" })).not.toBeInTheDocument();
    expect(within(item as HTMLElement).queryByRole("button", { name: "Report" })).not.toBeInTheDocument();
  });

  it("counts a signed-in reader's helpful vote once, with the count the server answers", async () => {
    await signIn();
    const calls = mockReviews({
      "GET /api/listings/1/reviews/mine": { review: null, refusal: null },
      "POST /api/reviews/5/helpful": { reviewId: 5, helpfulCount: 4 },
    });
    const { section } = await renderReviews();
    const [item] = await within(section).findAllByRole("article");
    const article = item as HTMLElement;
    // The signed-in list carries the reader's token, so it can say what they voted on.
    expect(listCalls(calls)[0]?.url.pathname).toBe(REVIEWS);
    const user = userEvent.setup();
    await user.click(within(article).getByRole("button", { name: "Helpful" }));
    const voted = await within(article).findByRole("button", { name: "You found this helpful" });
    expect(voted).toHaveAttribute("aria-disabled", "true");
    expect(within(article).getByText("4 people found this helpful")).toBeInTheDocument();
    await user.click(voted);
    expect(postsOf(calls)).toHaveLength(1);
  });

  it("shows a vote or report the reader made before, and nothing to vote on or report on their own review", async () => {
    await signIn();
    mockReviews({
      "GET /api/listings/1/reviews/mine": { review: null, refusal: null },
      [`GET ${REVIEWS}`]: pageOf(
        [review({ votedHelpful: true, reported: true }), review({ id: 9, mine: true, title: "Mine" })],
        0,
        10,
        2,
      ),
    });
    const { section } = await renderReviews();
    const [voted, mine] = (await within(section).findAllByRole("article")) as HTMLElement[];
    expect(within(voted as HTMLElement).getByRole("button", { name: "You found this helpful" })).toBeInTheDocument();
    expect(within(voted as HTMLElement).getByText("Reported — an administrator will look at it")).toBeInTheDocument();
    expect(within(mine as HTMLElement).getByText("Your review")).toBeInTheDocument();
    expect(within(mine as HTMLElement).queryByRole("button")).not.toBeInTheDocument();
    expect(within(mine as HTMLElement).getByText("3 people found this helpful")).toBeInTheDocument();
  });

  it("reports a review with a reason and optional words, then says an administrator will look at it", async () => {
    await signIn();
    const calls = mockReviews({
      "GET /api/listings/1/reviews/mine": { review: null, refusal: null },
      "POST /api/reviews/5/reports": () => new Response(null, { status: 204 }),
    });
    const { section } = await renderReviews();
    const [item] = await within(section).findAllByRole("article");
    const user = userEvent.setup();
    await user.click(within(item as HTMLElement).getByRole("button", { name: "Report" }));

    const dialog = screen.getByRole("dialog", { name: "Report “Strong teaching, slow placements”" });
    expect(within(dialog).getByRole("radio", { name: "Spam or advertising" })).toHaveFocus();
    expect(
      within(dialog)
        .getAllByRole("radio")
        .map((radio) => radio.closest("label")?.textContent),
    ).toEqual([
      "Spam or advertising",
      "Offensive or abusive",
      "False or misleading",
      "Written by someone with a stake in it",
      "Reveals personal information",
      "Something else",
    ]);
    await user.click(within(dialog).getByRole("button", { name: "Report review" }));
    expect(within(dialog).getByText("Choose why you are reporting this review.")).toBeInTheDocument();
    expect(postsOf(calls)).toHaveLength(0);

    await user.click(within(dialog).getByRole("radio", { name: "Written by someone with a stake in it" }));
    await user.type(within(dialog).getByLabelText(/^Anything to add/), "  The reviewer runs a rival college.  ");
    await user.click(within(dialog).getByRole("button", { name: "Report review" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(postsOf(calls)[0]?.body).toEqual({
      reason: "CONFLICT_OF_INTEREST",
      text: "The reviewer runs a rival college.",
    });
    const reported = within(item as HTMLElement).getByText("Reported — an administrator will look at it");
    expect(reported).toHaveFocus();
    expect(within(item as HTMLElement).queryByRole("button", { name: "Report" })).not.toBeInTheDocument();
  });

  it("keeps the report dialog open with the server's words when the report fails, and Escape closes it", async () => {
    await signIn();
    mockReviews({
      "GET /api/listings/1/reviews/mine": { review: null, refusal: null },
      "POST /api/reviews/5/reports": () =>
        jsonResponse({ statusCode: 404, error: "Not Found", message: "This review is no longer shown." }, 404),
    });
    const { section } = await renderReviews();
    const [item] = await within(section).findAllByRole("article");
    const user = userEvent.setup();
    const report = within(item as HTMLElement).getByRole("button", { name: "Report" });
    await user.click(report);
    const dialog = screen.getByRole("dialog");
    await user.click(within(dialog).getByRole("radio", { name: "Spam or advertising" }));
    await user.click(within(dialog).getByRole("button", { name: "Report review" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("This review is no longer shown.");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(report).toHaveFocus();
  });
});
