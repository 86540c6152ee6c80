import { REVIEW_REFUSALS } from "@lwl/contracts/reviews";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { session } from "../../../../lib/session/session.ts";
import { listingDetail, pageOf } from "../../../../test/fixtures.ts";
import { jsonResponse, mockApi, postsOf, renderWithApp } from "../../../../test/render.tsx";
import { myReview, ownReview, review, reviewReply, reviewSummary } from "../../../../test/review-fixtures.ts";
import { storeSession } from "../../../../test/tokens.ts";
import { ListingDetailPage } from "../../listing-detail-page.tsx";
import { PENDING_EDIT_TEXT, PENDING_TEXT } from "./my-review.tsx";

const PATH = "/description/:listingId/:slug?";
const AT = "/description/1/green-valley-college";
const REVIEWS = "/api/listings/1/reviews";
const MINE = `GET ${REVIEWS}/mine`;
const BODY = "The teachers know their subjects well.\nThe library stays open late on weekdays.";

function mockReviews(table: Record<string, unknown> = {}) {
  return mockApi({
    "GET /api/listings/1": listingDetail(),
    "GET /api/events/listing/1": pageOf([]),
    [`GET ${REVIEWS}/summary`]: reviewSummary(),
    [`GET ${REVIEWS}`]: pageOf([review()], 0, 10, 1),
    ...table,
  });
}

async function renderReviews() {
  await storeSession();
  await session.restore();
  renderWithApp(<ListingDetailPage />, { at: AT, path: PATH });
  return screen.findByRole("region", { name: "Reviews" });
}

async function openForm(section: HTMLElement) {
  const user = userEvent.setup();
  await user.click(await within(section).findByRole("button", { name: "Write a review" }));
  const form = within(section).getByRole("form", { name: "Write a review" });
  return { user, form };
}

const group = (form: HTMLElement, name: RegExp) => within(form).getByRole("group", { name });

describe("writing a review", () => {
  it("shows why the viewer may not write one instead of the button", async () => {
    mockReviews({ [MINE]: myReview(null, REVIEW_REFUSALS.unverified) });
    const section = await renderReviews();
    expect(
      await within(section).findByText("Verify your e-mail address before you write a review."),
    ).toBeInTheDocument();
    expect(within(section).queryByRole("button", { name: "Write a review" })).not.toBeInTheDocument();
  });

  it("opens the form with the topics of the listing's type and the session's name, focused on its heading", async () => {
    mockReviews({ [MINE]: myReview() });
    const section = await renderReviews();
    const { form } = await openForm(section);
    expect(within(form).getByRole("heading", { name: "Write a review" })).toHaveFocus();
    const overall = group(form, /^Overall rating/);
    expect(
      within(overall)
        .getAllByRole("radio")
        .map((radio) => radio.closest("label")?.textContent),
    ).toEqual(["1 star", "2 stars", "3 stars", "4 stars", "5 stars"]);
    const topics = group(form, /^Rate each topic/);
    expect(
      within(topics)
        .getAllByRole("group")
        .map((topic) => topic.querySelector("legend")?.textContent),
    ).toEqual([
      "Academics (optional)",
      "Faculty (optional)",
      "Placements (optional)",
      "Infrastructure (optional)",
      "Campus life (optional)",
      "Value for money (optional)",
    ]);
    expect(
      within(group(form, /^Who are you/))
        .getAllByRole("radio")
        .map((radio) => radio.closest("label")?.textContent),
    ).toEqual(["Student", "Alumnus", "Parent", "Other"]);
    expect(within(form).queryByLabelText(/^Graduation year/)).not.toBeInTheDocument();
    const name = within(form).getByLabelText(/^Display name/);
    expect(name).toHaveValue("Asha Rao");
    expect(name).toHaveAccessibleDescription("Shown with your review. Never your e-mail.");
  });

  it("counts the text as it is typed and refuses what the contract refuses: too short, mostly links, no choices", async () => {
    const calls = mockReviews({ [MINE]: myReview() });
    const section = await renderReviews();
    const { user, form } = await openForm(section);
    const text = within(form).getByLabelText(/^Your review/);
    expect(text).toHaveAccessibleDescription("0 / 5000 · at least 50 characters, in plain text (line breaks are kept)");
    await user.type(text, "Too short.");
    expect(within(form).getByText("10 / 5000")).toBeInTheDocument();
    // Read out once typing pauses, politely.
    const live = await within(form).findByText("10 of 5000 characters: at least 50 needed.", {}, { timeout: 3000 });
    expect(live).toHaveAttribute("aria-live", "polite");

    await user.click(within(form).getByRole("button", { name: "Send review" }));
    expect(await within(form).findByText("Your review must be at least 50 characters.")).toBeInTheDocument();
    expect(within(form).getByText("Choose an overall rating from 1 to 5 stars.")).toBeInTheDocument();
    expect(within(form).getByText("Choose who you are.")).toBeInTheDocument();
    expect(within(form).getByText("Title is required.")).toBeInTheDocument();
    expect(group(form, /^Overall rating/)).toHaveAccessibleDescription("Choose an overall rating from 1 to 5 stars.");

    await user.clear(text);
    await user.click(text);
    await user.paste("Read this https://spam.example/offer and https://spam.example/more-offers now");
    expect(await within(form).findByText("The review must be written in words, not mostly links.")).toBeInTheDocument();
    expect(postsOf(calls)).toHaveLength(0);
  });

  it("asks an alumnus for the graduation year, and only an alumnus", async () => {
    mockReviews({ [MINE]: myReview() });
    const section = await renderReviews();
    const { user, form } = await openForm(section);
    await user.click(within(group(form, /^Overall rating/)).getByRole("radio", { name: "4 stars" }));
    await user.click(within(form).getByRole("radio", { name: "Alumnus" }));
    await user.type(within(form).getByLabelText(/^Title/), "Good college");
    await user.click(within(form).getByLabelText(/^Your review/));
    await user.paste(BODY);
    const year = within(form).getByLabelText(/^Graduation year/);
    await user.click(within(form).getByRole("button", { name: "Send review" }));
    expect(await within(form).findByText("Graduation year is required for an alumnus.")).toBeInTheDocument();
    await user.type(year, "1900");
    expect(await within(form).findByText("Graduation year must be 1950 or later.")).toBeInTheDocument();
    await user.click(within(form).getByRole("radio", { name: "Parent" }));
    expect(within(form).queryByLabelText(/^Graduation year/)).not.toBeInTheDocument();
  });

  it("posts exactly the contract's body, closes the form and shows the review as pending", async () => {
    let mine = myReview();
    const calls = mockReviews({
      [MINE]: () => jsonResponse(mine),
      [`POST ${REVIEWS}`]: (_url: URL, init: RequestInit | undefined) => {
        const sent = JSON.parse(String(init?.body));
        const created = ownReview({
          ...sent,
          status: "PENDING",
          publishedAt: null,
          pendingSince: "2026-04-01T08:00:00.000Z",
        });
        mine = myReview(created);
        return jsonResponse(created, 201);
      },
    });
    const section = await renderReviews();
    const { user, form } = await openForm(section);
    await user.click(within(group(form, /^Overall rating/)).getByRole("radio", { name: "4 stars" }));
    await user.click(within(group(form, /^Academics/)).getByRole("radio", { name: "5 stars" }));
    await user.click(within(group(form, /^Placements/)).getByRole("radio", { name: "2 stars" }));
    await user.click(within(group(form, /^Placements/)).getByRole("button", { name: /^Clear/ }));
    await user.click(within(form).getByRole("radio", { name: "Student" }));
    const name = within(form).getByLabelText(/^Display name/);
    await user.clear(name);
    await user.type(name, "  Asha R.  ");
    await user.type(within(form).getByLabelText(/^Title/), "Good teachers, late library");
    await user.click(within(form).getByLabelText(/^Your review/));
    await user.paste(BODY);
    await user.click(within(form).getByRole("button", { name: "Send review" }));

    const heading = await within(section).findByRole("heading", { name: "Your review" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(postsOf(calls)[0]?.body).toEqual({
      rating: 4,
      topicRatings: { ACADEMICS: 5 },
      reviewerKind: "STUDENT",
      graduationYear: null,
      displayName: "Asha R.",
      title: "Good teachers, late library",
      body: BODY,
    });
    expect(within(section).queryByRole("form")).not.toBeInTheDocument();
    expect(within(section).getByText(PENDING_TEXT)).toBeInTheDocument();
    expect(
      within(section).getByText(
        "Thank you! Your review was sent. An administrator will review it before it shows to everyone.",
      ),
    ).toBeInTheDocument();
    const own = heading.closest("section") as HTMLElement;
    expect(within(own).getByRole("heading", { level: 4, name: "Good teachers, late library" })).toBeInTheDocument();
    expect(within(own).getByText("Student")).toBeInTheDocument();
    expect(within(own).getByRole("button", { name: "Edit your review" })).toBeInTheDocument();
  });

  it("shows the server's field problems beside their fields", async () => {
    mockReviews({
      [MINE]: myReview(),
      [`POST ${REVIEWS}`]: () =>
        jsonResponse(
          {
            statusCode: 400,
            error: "Bad Request",
            message: "The review is not valid.",
            issues: [
              { path: "displayName", message: "displayName must not be an e-mail address: it is shown to everyone" },
            ],
          },
          400,
        ),
    });
    const section = await renderReviews();
    const { user, form } = await openForm(section);
    await user.click(within(group(form, /^Overall rating/)).getByRole("radio", { name: "5 stars" }));
    await user.click(within(form).getByRole("radio", { name: "Parent" }));
    await user.type(within(form).getByLabelText(/^Title/), "Caring teachers");
    await user.click(within(form).getByLabelText(/^Your review/));
    await user.paste(BODY);
    await user.click(within(form).getByRole("button", { name: "Send review" }));
    const name = within(form).getByLabelText(/^Display name/);
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(
        "Shown with your review. Never your e-mail. Display name must not be an e-mail address: it is shown to everyone.",
      ),
    );
    expect(name).toHaveFocus();
    expect(within(form).getByRole("alert")).toHaveTextContent("Please correct the highlighted fields.");
  });
});

describe("the viewer's own review", () => {
  it("says an edit waits for review while the approved version stays up, and edits the pending version", async () => {
    let mine = myReview(
      ownReview({ pendingSince: "2026-04-01T08:00:00.000Z", pendingChanges: { title: "Even better now", rating: 5 } }),
    );
    const calls = mockReviews({
      [MINE]: () => jsonResponse(mine),
      "PUT /api/reviews/9": (_url: URL, init: RequestInit | undefined) => {
        const sent = JSON.parse(String(init?.body));
        mine = myReview(ownReview({ pendingSince: "2026-04-02T08:00:00.000Z", pendingChanges: sent }));
        return jsonResponse(mine.review);
      },
    });
    const section = await renderReviews();
    const own = (await within(section).findByRole("heading", { name: "Your review" })).closest(
      "section",
    ) as HTMLElement;
    expect(within(own).getByText(PENDING_EDIT_TEXT)).toBeInTheDocument();
    expect(within(own).queryByText(PENDING_TEXT)).not.toBeInTheDocument();
    expect(within(own).getByRole("heading", { level: 4, name: "Even better now" })).toBeInTheDocument();
    expect(within(own).getByText("Sent for review on Apr 1, 2026.")).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(own).getByRole("button", { name: "Edit your review" }));
    const form = within(section).getByRole("form", { name: "Edit your review" });
    expect(within(form).getByLabelText(/^Title/)).toHaveValue("Even better now");
    expect(within(group(form, /^Overall rating/)).getByRole("radio", { name: "5 stars" })).toBeChecked();
    expect(within(group(form, /^Academics/)).getByRole("radio", { name: "5 stars" })).toBeChecked();
    expect(within(form).getByLabelText(/^Graduation year/)).toHaveValue("2019");
    const title = within(form).getByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, "Best in Pune");
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(await within(section).findByRole("heading", { level: 4, name: "Best in Pune" })).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      rating: 5,
      topicRatings: { ACADEMICS: 5, PLACEMENTS: 3 },
      reviewerKind: "ALUMNUS",
      graduationYear: 2019,
      displayName: "Ravi K.",
      title: "Best in Pune",
      body: review().body,
    });
  });

  it("gives the reason of a rejection", async () => {
    mockReviews({
      [MINE]: myReview(
        ownReview({ status: "REJECTED", publishedAt: null, rejectReason: "Please leave out staff names." }),
      ),
    });
    const section = await renderReviews();
    expect(
      await within(section).findByText(
        "An administrator did not approve your review: “Please leave out staff names.”. Edit it to send it again.",
      ),
    ).toBeInTheDocument();
  });

  it("shows the owner's approved reply under the author's own review", async () => {
    mockReviews({
      [MINE]: myReview(ownReview({ reply: reviewReply({ body: "Thank you for writing, Asha." }) })),
    });
    const section = await renderReviews();
    const yours = await within(section).findByRole("region", { name: "Your review" });
    const response = await within(yours).findByRole("article", { name: "Response from Green Valley College" });
    expect(response).toHaveTextContent("Thank you for writing, Asha.");
  });

  it("asks before deleting it, and offers to write one again once it is gone", async () => {
    let mine = myReview(ownReview({ status: "PENDING", publishedAt: null }));
    const calls = mockReviews({
      [MINE]: () => jsonResponse(mine),
      "DELETE /api/reviews/9": () => {
        mine = myReview();
        return new Response(null, { status: 204 });
      },
    });
    const section = await renderReviews();
    expect(await within(section).findByText(PENDING_TEXT)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(section).getByRole("button", { name: "Delete your review" }));
    let dialog = screen.getByRole("alertdialog", { name: "Delete your review of Green Valley College?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === "DELETE")).toHaveLength(0);

    await user.click(within(section).getByRole("button", { name: "Delete your review" }));
    dialog = screen.getByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Delete review" }));
    const write = await within(section).findByRole("button", { name: "Write a review" });
    await waitFor(() => expect(write).toHaveFocus());
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.url.pathname)).toEqual([
      "/api/reviews/9",
    ]);
    expect(within(section).getByText("Your review was deleted.")).toBeInTheDocument();
  });
});
