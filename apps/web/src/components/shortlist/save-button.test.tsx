import type { ShortlistItem } from "@lwl/contracts/shortlist";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { session } from "../../lib/session/session.ts";
import { listingSummary } from "../../test/fixtures.ts";
import { jsonResponse, mockApi, renderWithApp } from "../../test/render.tsx";
import { storeSession } from "../../test/tokens.ts";
import { ListingCard } from "../cards/listing-card.tsx";
import { SaveButton } from "./save-button.tsx";

const sunrise = listingSummary({ id: 7, slug: "sunrise-school", name: "Sunrise School", type: "SCHOOL" });
const saved = (id: number, name: string, note = ""): ShortlistItem => ({
  listing: {
    id,
    slug: name.toLowerCase().replace(/ /g, "-"),
    name,
    type: "SCHOOL",
    city: "Pune",
    state: "Maharashtra",
    logo: null,
  },
  note,
  savedAt: "2026-11-28T10:00:00.000Z",
});

describe("the save button on a listing card", () => {
  it("keeps a visitor's save in this browser, says it is pressed, and counts it for the owner without who", async () => {
    const calls = mockApi({ "POST /api/shortlist/saves": () => new Response(null, { status: 204 }) });
    renderWithApp(<ListingCard listing={sunrise} />);
    const button = screen.getByRole("button", { name: "Save Sunrise School to your shortlist" });
    expect(button).toHaveAttribute("aria-pressed", "false");

    fireEvent.click(button);

    const pressed = screen.getByRole("button", { name: "Remove Sunrise School from your shortlist" });
    expect(pressed).toHaveAttribute("aria-pressed", "true");
    expect(JSON.parse(window.localStorage.getItem("lwl.shortlist") ?? "[]")).toEqual([
      {
        listing: {
          id: 7,
          slug: "sunrise-school",
          name: "Sunrise School",
          type: "SCHOOL",
          city: "Pune",
          state: "Maharashtra",
          logo: null,
        },
        note: "",
        savedAt: expect.any(String),
      },
    ]);
    await waitFor(() =>
      expect(calls.filter((call) => call.url.pathname === "/api/shortlist/saves").map((call) => call.body)).toEqual([
        { listingId: 7 },
      ]),
    );

    fireEvent.click(pressed);
    expect(screen.getByRole("button", { name: "Save Sunrise School to your shortlist" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    expect(window.localStorage.getItem("lwl.shortlist")).toBeNull();
  });

  it("follows another tab's change to the browser's shortlist", async () => {
    mockApi({});
    renderWithApp(<ListingCard listing={sunrise} />);
    window.localStorage.setItem("lwl.shortlist", JSON.stringify([saved(7, "Sunrise School")]));
    window.dispatchEvent(new StorageEvent("storage", { key: "lwl.shortlist" }));
    expect(
      await screen.findByRole("button", { name: "Remove Sunrise School from your shortlist" }),
    ).toBeInTheDocument();
  });

  it("shows a signed-in user's saves from their account and saves to it", async () => {
    await storeSession();
    await session.restore();
    const calls = mockApi({
      "GET /api/shortlist": { items: [] },
      "PUT /api/shortlist/7": { items: [saved(7, "Sunrise School")] },
    });
    renderWithApp(<ListingCard listing={sunrise} />);
    await waitFor(() => expect(calls.some((call) => call.url.pathname === "/api/shortlist")).toBe(true));
    fireEvent.click(await screen.findByRole("button", { name: "Save Sunrise School to your shortlist" }));
    expect(await screen.findByRole("button", { name: "Remove Sunrise School from your shortlist" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(calls.find((call) => call.method === "PUT")?.url.pathname).toBe("/api/shortlist/7");
    expect(calls.some((call) => call.url.pathname === "/api/shortlist/saves")).toBe(false);
    expect(window.localStorage.getItem("lwl.shortlist")).toBeNull();
  });

  it("merges what a visitor saved into the account on sign-in, then shows the account's list and says what was left out", async () => {
    window.localStorage.setItem(
      "lwl.shortlist",
      JSON.stringify([saved(7, "Sunrise School", "Ask about the bus"), saved(9, "Lotus School")]),
    );
    await storeSession();
    await session.restore();
    const calls = mockApi({
      "POST /api/shortlist/merge": {
        items: [saved(7, "Sunrise School", "Ask about the bus"), saved(9, "Lotus School"), saved(3, "Oak School")],
        skipped: 1,
      },
    });
    renderWithApp(<ListingCard listing={sunrise} />);
    expect(
      await screen.findByRole("button", { name: "Remove Sunrise School from your shortlist" }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        "One listing saved in this browser could not be added to your shortlist: it is no longer listed, or your shortlist is full.",
      ),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.url.pathname === "/api/shortlist/merge")?.body).toEqual({
      items: [
        { listingId: 7, note: "Ask about the bus" },
        { listingId: 9, note: "" },
      ],
    });
    expect(window.localStorage.getItem("lwl.shortlist")).toBeNull();
  });

  it("says why a signed-in save was refused and shows the listing as not saved", async () => {
    await storeSession();
    await session.restore();
    mockApi({
      "GET /api/shortlist": { items: [] },
      "PUT /api/shortlist/7": () =>
        jsonResponse({ statusCode: 409, error: "Conflict", message: "Your shortlist is full." }, 409),
    });
    renderWithApp(<ListingCard listing={sunrise} />);
    fireEvent.click(await screen.findByRole("button", { name: "Save Sunrise School to your shortlist" }));
    expect(await screen.findByText("Your shortlist is full.")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Save Sunrise School to your shortlist" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });

  it("on the listing's own page shows its words, which are its whole name", () => {
    mockApi({ "POST /api/shortlist/saves": () => new Response(null, { status: 204 }) });
    renderWithApp(<SaveButton listing={sunrise} look="labelled" />);
    fireEvent.click(screen.getByRole("button", { name: "Save to your shortlist", pressed: false }));
    expect(screen.getByRole("button", { name: "Remove from your shortlist", pressed: true })).toHaveTextContent(
      "Remove from your shortlist",
    );
  });
});
