import type { ShortlistItem } from "@lwl/contracts/shortlist";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { session } from "../../lib/session/session.ts";
import { mockApi, renderWithApp } from "../../test/render.tsx";
import { storeSession } from "../../test/tokens.ts";
import { ShortlistPage } from "./shortlist-page.tsx";

const saved = (id: number, name: string, type: ShortlistItem["listing"]["type"], note = ""): ShortlistItem => ({
  listing: {
    id,
    slug: name.toLowerCase().replace(/ /g, "-"),
    name,
    type,
    city: "Pune",
    state: "Maharashtra",
    logo: null,
  },
  note,
  savedAt: "2026-11-28T10:00:00.000Z",
});

const keep = (items: ShortlistItem[]) => window.localStorage.setItem("lwl.shortlist", JSON.stringify(items));
const stored = () => JSON.parse(window.localStorage.getItem("lwl.shortlist") ?? "[]") as ShortlistItem[];

describe("ShortlistPage", () => {
  it("groups the saved listings by type", () => {
    keep([
      saved(1, "Sunrise School", "SCHOOL"),
      saved(2, "Hill College", "COLLEGE"),
      saved(3, "Lotus School", "SCHOOL"),
    ]);
    mockApi({});
    renderWithApp(<ShortlistPage />, { at: "/shortlist" });
    const colleges = screen.getByRole("region", { name: "Colleges & Universities (1)" });
    const schools = screen.getByRole("region", { name: "Schools (2)" });
    expect(
      within(colleges)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Hill College"]);
    expect(
      within(schools)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Sunrise School", "Lotus School"]);
  });

  it("keeps a note when the field is left, and removes a listing", async () => {
    keep([saved(1, "Sunrise School", "SCHOOL"), saved(3, "Lotus School", "SCHOOL")]);
    mockApi({});
    renderWithApp(<ShortlistPage />, { at: "/shortlist" });
    const note = screen.getByRole("textbox", { name: "Your note on Sunrise School" });
    expect(note).toHaveAttribute("maxlength", "500");
    fireEvent.change(note, { target: { value: "  Visit on Saturday " } });
    fireEvent.blur(note);
    expect(await screen.findByText("Note saved.")).toBeInTheDocument();
    expect(stored().find((item) => item.listing.id === 1)?.note).toBe("Visit on Saturday");

    fireEvent.click(screen.getByRole("button", { name: "Remove Lotus School from your shortlist" }));
    expect(stored().map((item) => item.listing.name)).toEqual(["Sunrise School"]);
    expect(screen.queryByRole("heading", { name: "Lotus School" })).not.toBeInTheDocument();
  });

  it("compares two to four ticked listings of one type", async () => {
    keep([
      saved(1, "A School", "SCHOOL"),
      saved(2, "B School", "SCHOOL"),
      saved(3, "C School", "SCHOOL"),
      saved(4, "D School", "SCHOOL"),
      saved(5, "E School", "SCHOOL"),
    ]);
    mockApi({});
    const { router } = renderWithApp(<ShortlistPage />, {
      at: "/shortlist",
      path: "/shortlist",
      extraRoutes: [{ path: "/compare", element: <p>compare</p> }],
    });
    const compare = screen.getByRole("button", { name: "Compare schools" });
    expect(compare).toBeDisabled();
    fireEvent.click(screen.getByRole("checkbox", { name: "Compare A School" }));
    expect(compare).toBeDisabled();
    for (const name of ["C School", "D School", "E School"])
      fireEvent.click(screen.getByRole("checkbox", { name: `Compare ${name}` }));
    // Four are picked: a fifth cannot join.
    expect(screen.getByRole("checkbox", { name: "Compare B School" })).toBeDisabled();
    fireEvent.click(compare);
    await waitFor(() => expect(router.state.location.search).toBe("?ids=1,3,4,5"));
    expect(router.state.location.pathname).toBe("/compare");
  });

  it("says how to fill an empty shortlist", () => {
    mockApi({});
    renderWithApp(<ShortlistPage />, { at: "/shortlist" });
    expect(screen.getByText("Your shortlist is empty")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse listings" })).toHaveAttribute("href", "/listing");
  });

  it("shows a signed-in user's list from their account and saves notes there", async () => {
    await storeSession();
    await session.restore();
    const calls = mockApi({
      "GET /api/shortlist": { items: [saved(1, "Sunrise School", "SCHOOL", "Old note")] },
      "PUT /api/shortlist/1": { items: [saved(1, "Sunrise School", "SCHOOL", "New note")] },
    });
    renderWithApp(<ShortlistPage />, { at: "/shortlist" });
    const note = await screen.findByRole("textbox", { name: "Your note on Sunrise School" });
    expect(note).toHaveValue("Old note");
    fireEvent.change(note, { target: { value: "New note" } });
    fireEvent.click(screen.getByRole("button", { name: "Save note on Sunrise School" }));
    expect(await screen.findByText("Note saved.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ note: "New note" });
  });
});
