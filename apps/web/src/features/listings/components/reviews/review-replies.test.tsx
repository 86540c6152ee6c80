import type { OwnReply, Review } from "@lwl/contracts/reviews";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { session } from "../../../../lib/session/session.ts";
import { listingDetail, pageOf } from "../../../../test/fixtures.ts";
import { jsonResponse, mockApi, renderWithApp } from "../../../../test/render.tsx";
import { myReview, ownReply, review, reviewReply, reviewSummary } from "../../../../test/review-fixtures.ts";
import { storeSession } from "../../../../test/tokens.ts";
import { ListingDetailPage } from "../../listing-detail-page.tsx";
import { REPLY_EDIT_PENDING_TEXT, REPLY_PENDING_TEXT } from "./owner-reply.tsx";

const PATH = "/description/:listingId/:slug?";
const AT = "/description/1/green-valley-college";
const REVIEWS = "/api/listings/1/reviews";
const REPLY = "/api/reviews/5/reply";
const TITLE = "Strong teaching, slow placements";

function mockReviews(reviews: Review[], table: Record<string, unknown> = {}) {
  return mockApi({
    "GET /api/listings/1": listingDetail(),
    "GET /api/events/listing/1": pageOf([]),
    [`GET ${REVIEWS}/summary`]: reviewSummary(),
    [`GET ${REVIEWS}/mine`]: myReview(null, "You manage this listing, so you cannot review it."),
    [`GET ${REVIEWS}`]: pageOf(reviews, 0, 10, reviews.length),
    ...table,
  });
}

async function renderReviews({ signedIn }: { signedIn: boolean }) {
  if (signedIn) {
    await storeSession();
    await session.restore();
  }
  renderWithApp(<ListingDetailPage />, { at: AT, path: PATH });
  const section = await screen.findByRole("region", { name: "Reviews" });
  const items = (await within(section).findAllByRole("article")) as HTMLElement[];
  return { section, items };
}

const replyCalls = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => /^\/api\/reviews\/\d+\/reply$/.test(call.url.pathname));
/** The page never asks for a reply's state: it comes with the list (`ownReply`). */
const replyGets = (calls: ReturnType<typeof mockApi>) => replyCalls(calls).filter((call) => call.method === "GET");
const listGets = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => call.method === "GET" && call.url.pathname === REVIEWS);

/**
 * Review 5, which the viewer may answer, as the server lists it: its `ownReply` (and, once approved, the
 * reply shown to everyone) follow the PUT and DELETE the test makes.
 */
function replyServer(initial: OwnReply | null, onPut: (sent: { body: string }) => OwnReply) {
  let current = initial;
  const listed = () =>
    review({
      canReply: true,
      ownReply: current,
      reply: current?.status === "PUBLISHED" ? reviewReply({ body: current.body }) : null,
    });
  return {
    [`GET ${REVIEWS}`]: () => jsonResponse(pageOf([listed()], 0, 10, 1)),
    [`PUT ${REPLY}`]: (_url: URL, init: RequestInit | undefined) => {
      current = onPut(JSON.parse(String(init?.body)));
      return jsonResponse(current);
    },
    [`DELETE ${REPLY}`]: () => {
      current = null;
      return new Response(null, { status: 204 });
    },
  };
}

describe("the owner's reply under a review", () => {
  it("shows an approved reply to everyone: who answered, when, and the text as plain text", async () => {
    const body = "Thank you, <b>Ravi</b>.\nPlacements now start in the third year.";
    const calls = mockReviews([review({ reply: reviewReply({ body }) }), review({ id: 6, title: "No answer" })]);
    const { items } = await renderReviews({ signedIn: false });
    const [answered, other] = items as [HTMLElement, HTMLElement];

    const response = within(answered).getByRole("article", { name: "Response from Green Valley College" });
    expect(within(response).getByRole("heading", { level: 4 })).toHaveTextContent("Response from Green Valley College");
    expect(within(response).getByText("Mar 8, 2026")).toHaveAttribute("datetime", "2026-03-08T09:00:00.000Z");
    // Text, never markup; its line breaks kept by the style.
    expect(within(response).getByText(/^Thank you/).textContent).toBe(body);
    expect(response.querySelector("b")).toBeNull();

    expect(within(other).queryByRole("article", { name: /^Response from/ })).not.toBeInTheDocument();
    // Visitors may not reply: nothing to offer, nothing asked.
    expect(within(answered).queryByRole("button", { name: /^Reply/ })).not.toBeInTheDocument();
    expect(replyCalls(calls)).toHaveLength(0);
  });

  it("offers Reply only on the reviews the viewer may answer, without asking for any reply state", async () => {
    const calls = mockReviews([review({ canReply: true }), review({ id: 6, title: "Not yours", canReply: false })]);
    const { items } = await renderReviews({ signedIn: true });
    const [mine, other] = items as [HTMLElement, HTMLElement];
    expect(await within(mine).findByRole("button", { name: `Reply to “${TITLE}”` })).toBeInTheDocument();
    expect(within(other).queryByRole("button", { name: /^Reply/ })).not.toBeInTheDocument();
    expect(replyCalls(calls)).toHaveLength(0);
  });

  it("shows the owner's reply waiting for review from the list, without asking for it", async () => {
    const calls = mockReviews([
      review({
        canReply: true,
        ownReply: ownReply({
          status: "PENDING",
          publishedAt: null,
          body: "Thanks, Ravi.",
          pendingSince: "2026-04-01T08:00:00.000Z",
        }),
      }),
    ]);
    const { items } = await renderReviews({ signedIn: true });
    const item = items[0] as HTMLElement;
    expect(within(item).getByText(REPLY_PENDING_TEXT)).toBeInTheDocument();
    expect(within(item).getByText("Thanks, Ravi.")).toBeInTheDocument();
    expect(within(item).getByText("Sent for review on Apr 1, 2026.")).toBeInTheDocument();
    expect(within(item).getByRole("button", { name: `Edit reply to “${TITLE}”` })).toBeInTheDocument();
    expect(within(item).queryByRole("button", { name: `Reply to “${TITLE}”` })).not.toBeInTheDocument();
    expect(within(item).queryByRole("article", { name: /^Response from/ })).not.toBeInTheDocument();
    expect(replyCalls(calls)).toHaveLength(0);
  });

  it("writes a reply in place: a live count, exactly {body} sent, then the state while it waits for review", async () => {
    const calls = mockReviews(
      [],
      replyServer(null, (sent) =>
        ownReply({ ...sent, status: "PENDING", publishedAt: null, pendingSince: "2026-04-01T08:00:00.000Z" }),
      ),
    );
    const { items } = await renderReviews({ signedIn: true });
    const item = items[0] as HTMLElement;
    const user = userEvent.setup();
    const open = await within(item).findByRole("button", { name: `Reply to “${TITLE}”` });
    await user.click(open);

    const form = within(item).getByRole("form", { name: `Reply to “${TITLE}”` });
    const box = within(form).getByRole("textbox", { name: /^Your reply/ });
    expect(box).toHaveFocus();
    expect(within(form).getByText("0 / 2000")).toBeInTheDocument();
    // Nothing written: the contract refuses it, nothing is sent.
    await user.click(within(form).getByRole("button", { name: "Save reply" }));
    expect(await within(form).findByText("Your reply is required.")).toBeInTheDocument();

    await user.type(box, "  Thanks, Ravi");
    expect(within(form).getByText("14 / 2000")).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, "Thanks, Ravi");
    expect(within(form).getByText("12 / 2000")).toBeInTheDocument();
    await user.type(box, "{Enter}We have a new placement officer. ");
    const listsBefore = listGets(calls).length;
    await user.click(within(form).getByRole("button", { name: "Save reply" }));

    expect(await within(item).findByText(REPLY_PENDING_TEXT)).toBeInTheDocument();
    const puts = calls.filter((call) => call.method === "PUT");
    expect(puts.map((call) => call.url.pathname)).toEqual([REPLY]);
    expect(puts[0]?.body).toEqual({ body: "Thanks, Ravi\nWe have a new placement officer." });
    expect(within(item).queryByRole("form")).not.toBeInTheDocument();
    expect(within(item).getByText(/^Thanks, Ravi/).textContent).toBe("Thanks, Ravi\nWe have a new placement officer.");
    expect(within(item).getByText("Sent for review on Apr 1, 2026.")).toBeInTheDocument();
    expect(within(item).getByRole("status")).toHaveTextContent(
      "Your reply was sent. An administrator will review it before it shows under the review.",
    );
    // Still waiting: nothing shows to visitors yet.
    expect(within(item).queryByRole("article", { name: /^Response from/ })).not.toBeInTheDocument();
    await waitFor(() => expect(within(item).getByRole("button", { name: `Edit reply to “${TITLE}”` })).toHaveFocus());
    // The list is asked again (its `ownReply` now the saved one); the reply itself never.
    expect(listGets(calls).length).toBeGreaterThan(listsBefore);
    expect(within(item).getByText(REPLY_PENDING_TEXT)).toBeInTheDocument();
    expect(replyGets(calls)).toHaveLength(0);
  });

  it("edits an approved reply: the approved one stays up while the edit waits", async () => {
    const calls = mockReviews(
      [],
      replyServer(ownReply(), (sent) => ownReply({ pendingChanges: sent, pendingSince: "2026-04-02T08:00:00.000Z" })),
    );
    const { items } = await renderReviews({ signedIn: true });
    const item = items[0] as HTMLElement;
    const user = userEvent.setup();
    expect(within(item).getByRole("article", { name: "Response from Green Valley College" })).toBeInTheDocument();
    await user.click(await within(item).findByRole("button", { name: `Edit reply to “${TITLE}”` }));

    const form = within(item).getByRole("form", { name: `Edit your reply to “${TITLE}”` });
    const box = within(form).getByRole("textbox", { name: /^Your reply/ });
    expect(box).toHaveValue(ownReply().body);
    await user.clear(box);
    await user.type(box, "Placements start in the third year now.");
    await user.click(within(form).getByRole("button", { name: "Save reply" }));

    expect(await within(item).findByText(REPLY_EDIT_PENDING_TEXT)).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      body: "Placements start in the third year now.",
    });
    expect(within(item).getByText("Placements start in the third year now.")).toBeInTheDocument();
    expect(within(item).getByRole("article", { name: "Response from Green Valley College" })).toHaveTextContent(
      "Thank you, Ravi.",
    );
    expect(within(item).getByRole("status")).toHaveTextContent(
      "Your changes were sent. An administrator will review them.",
    );
    expect(replyGets(calls)).toHaveLength(0);
  });

  it("gives the reason of a rejected reply", async () => {
    const calls = mockReviews([
      review({
        canReply: true,
        ownReply: ownReply({
          status: "REJECTED",
          publishedAt: null,
          rejectReason: "Please do not name the reviewer's teacher.",
        }),
      }),
    ]);
    const { items } = await renderReviews({ signedIn: true });
    expect(
      await within(items[0] as HTMLElement).findByText(
        "An administrator did not approve your reply: “Please do not name the reviewer's teacher.”. Edit it to send it again.",
      ),
    ).toBeInTheDocument();
    expect(replyCalls(calls)).toHaveLength(0);
  });

  it("asks before deleting a reply, then offers Reply again", async () => {
    const calls = mockReviews(
      [],
      replyServer(ownReply(), (sent) => ownReply(sent)),
    );
    const { items } = await renderReviews({ signedIn: true });
    const item = items[0] as HTMLElement;
    const user = userEvent.setup();
    const remove = await within(item).findByRole("button", { name: `Delete reply to “${TITLE}”` });
    await user.click(remove);
    let dialog = screen.getByRole("alertdialog", { name: `Delete your reply to “${TITLE}”?` });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(remove).toHaveFocus();
    expect(calls.filter((call) => call.method === "DELETE")).toHaveLength(0);

    await user.click(remove);
    dialog = screen.getByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Delete reply" }));
    const reply = await within(item).findByRole("button", { name: `Reply to “${TITLE}”` });
    await waitFor(() => expect(reply).toHaveFocus());
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.url.pathname)).toEqual([REPLY]);
    expect(within(item).getByRole("status")).toHaveTextContent("Your reply was deleted.");
    expect(within(item).queryByRole("article", { name: /^Response from/ })).not.toBeInTheDocument();
    expect(replyGets(calls)).toHaveLength(0);
  });
});
