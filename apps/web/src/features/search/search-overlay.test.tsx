import type { EventSearchItem, ListingSearchItem } from "@lwl/contracts/search";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, mockApi, renderWithApp } from "../../test/render.tsx";
import { highlightParts } from "./components/highlighted-text.tsx";
import { HeaderSearchBar } from "./header-search-bar.tsx";
import { readRecentSearches } from "./recent-searches.ts";
// Loaded up front so the host's lazy import resolves at once under fake timers.
import "./search-overlay.tsx";
import { SearchOverlayHost } from "./search-overlay-host.tsx";

const BASE = "/searchservice/api/v1";

function hit(overrides: Partial<ListingSearchItem> = {}): ListingSearchItem {
  return {
    id: 7,
    slug: "bengaluru-institute-of-management",
    type: "COLLEGE",
    name: "Bengaluru Institute of Management",
    city: "Bengaluru",
    state: "Karnataka",
    address: "1 MG Road, Bengaluru",
    logo: null,
    coverPicture: null,
    excerpt: "Business school with MBA programmes.",
    rating: { average: null, count: 0 },
    highlight: "Bengaluru Institute of Management",
    ...overrides,
  };
}

function results(content: ListingSearchItem[], { page = 0, totalPages = 1, didYouMean = null as string | null } = {}) {
  return {
    content,
    number: page,
    size: 20,
    totalElements: totalPages * 20,
    totalPages,
    first: page === 0,
    last: page >= totalPages - 1,
    facets: { city: [], state: [] },
    didYouMean,
  };
}

/** Lets pending answers and renders through (findBy* waits on real timers, which are faked here). */
async function settle() {
  for (let round = 0; round < 5; round++) await advance(0);
}

async function findNow<T>(get: () => T): Promise<T> {
  await settle();
  return get();
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function Page() {
  return (
    <>
      <HeaderSearchBar />
      <SearchOverlayHost />
    </>
  );
}

function open(at = "/?search=open") {
  return renderWithApp(<Page />, { at });
}

const input = () => screen.getByRole("combobox");
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const resultCalls = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => call.url.pathname.startsWith(BASE) && !call.url.pathname.endsWith("/autocomplete"));

describe("search overlay", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("opens on ?search=open with the College tab, the placeholder and the Categories cards, and loads the default list after 400 ms", async () => {
    const calls = mockApi({ [`GET ${BASE}/listing/college`]: results([hit()]) });
    open();
    await advance(0);
    expect(screen.getByRole("dialog", { name: "Search" })).toHaveAttribute("data-state", "open");
    expect(screen.getByRole("tab", { name: "College" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "College",
      "School",
      "Tutorial",
      "Events",
    ]);
    expect(input()).toHaveAttribute("placeholder", "What are you looking for?");
    expect(input()).toHaveFocus();
    const categories = screen.getByRole("region", { name: "Categories" });
    expect(
      within(categories)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["CollegesUniversities and colleges", "/College"],
      ["SchoolsSchools of every board", "/School"],
      ["TutorialsPrivate tutors, online or near you", "/Tutorial"],
      ["EventsOpen days, fairs and workshops", "/Event"],
    ]);

    await advance(398);
    expect(resultCalls(calls)).toEqual([]);
    await advance(2);
    expect(resultCalls(calls).map((call) => call.url.pathname + call.url.search)).toEqual([
      `${BASE}/listing/college?page=0&size=20`,
    ]);
    const link = await findNow(() => screen.getByRole("link", { name: "Bengaluru Institute of Management" }));
    // The canonical slug comes from the name; the card shows the address and a subtitle.
    expect(link).toHaveAttribute("href", "/description/7/bengaluru-institute-of-management");
    const card = link.closest("li") as HTMLElement;
    expect(within(card).getByText("Bengaluru, Karnataka")).toBeInTheDocument();
    expect(within(card).getByText("Business school with MBA programmes.")).toBeInTheDocument();
  });

  it("shows a listing's stars and review count on its card, and nothing without reviews", async () => {
    const named = (id: number, name: string, rating: ListingSearchItem["rating"]) =>
      hit({ id, name, highlight: name, rating });
    mockApi({
      [`GET ${BASE}/listing/college`]: results([
        named(7, "Bengaluru Institute of Management", { average: 4.3, count: 120 }),
        named(8, "Bengaluru Medical College", { average: 5, count: 1 }),
        named(9, "Bengaluru Law College", { average: null, count: 0 }),
      ]),
    });
    open();
    await advance(400);
    const cards = await findNow(() =>
      within(screen.getByRole("list", { name: "College results" })).getAllByRole("listitem"),
    );
    expect(cards.map((card) => card.textContent)).toEqual([
      "Bengaluru Institute of Management4.3(120 reviews)Bengaluru, KarnatakaBusiness school with MBA programmes.",
      "Bengaluru Medical College5(1 review)Bengaluru, KarnatakaBusiness school with MBA programmes.",
      "Bengaluru Law CollegeBengaluru, KarnatakaBusiness school with MBA programmes.",
    ]);
    const [rated, once, unrated] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(rated).getByRole("img", { name: "4.3 out of 5 stars" })).toBeInTheDocument();
    expect(within(once).getByRole("img", { name: "5 out of 5 stars" })).toBeInTheDocument();
    expect(within(unrated).queryByRole("img")).not.toBeInTheDocument();
  });

  it("searches 500 ms after the last keystroke, and marks the matched part of the name", async () => {
    const calls = mockApi({
      [`GET ${BASE}/listing/college`]: (url: URL) =>
        jsonResponse(
          results(
            url.searchParams.get("key") ? [hit({ highlight: "<mark>Beng</mark>aluru Institute of Management" })] : [],
          ),
        ),
    });
    open();
    await advance(400);
    type("ben");
    await advance(300);
    type("beng");
    await advance(499);
    expect(resultCalls(calls).some((call) => call.url.searchParams.has("key"))).toBe(false);
    await advance(1);
    expect(
      resultCalls(calls)
        .filter((call) => call.url.searchParams.has("key"))
        .map((call) => call.url.searchParams.get("key")),
    ).toEqual(["beng"]);
    const link = await findNow(() => screen.getByRole("link", { name: "Bengaluru Institute of Management" }));
    expect(within(link).getByText("Beng").tagName).toBe("MARK");
  });

  it("asks for three letters with one or two: the hint, the toast, and no results", async () => {
    const calls = mockApi({ [`GET ${BASE}/listing/college`]: results([hit()]) });
    open();
    await advance(400);
    expect(
      await findNow(() => screen.getByRole("link", { name: "Bengaluru Institute of Management" })),
    ).toBeInTheDocument();
    const before = resultCalls(calls).length;
    type("be");
    await advance(500);
    expect(screen.getAllByText("At least three letters required.")[0]).toBeInTheDocument();
    expect(screen.getByText("Please enter at least 3 characters")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Bengaluru Institute of Management" })).not.toBeInTheDocument();
    expect(resultCalls(calls)).toHaveLength(before);
  });

  it('shows No {tab} found for "{query}" and offers the server\'s close spelling', async () => {
    const calls = mockApi({
      [`GET ${BASE}/listing/college`]: (url: URL) =>
        jsonResponse(
          url.searchParams.get("key") === "pume"
            ? results([], { totalPages: 0, didYouMean: "pune" })
            : results(
                url.searchParams.get("key")
                  ? [hit({ name: "Pune College", highlight: "<mark>Pune</mark> College" })]
                  : [],
              ),
        ),
    });
    open();
    await advance(400);
    type("pume");
    await advance(500);
    const region = await findNow(() => screen.getByRole("region", { name: "Search results" }));
    expect(within(region).getByText('No College found for "pume"')).toBeInTheDocument();
    expect(screen.getByTestId("search-status")).toHaveTextContent("No results. Did you mean pune?");
    fireEvent.click(screen.getByRole("button", { name: "pune" }));
    await advance(0);
    expect(input()).toHaveValue("pune");
    expect(await findNow(() => screen.getByRole("link", { name: "Pune College" }))).toBeInTheDocument();
    expect(resultCalls(calls).at(-1)?.url.searchParams.get("key")).toBe("pune");
  });

  it("treats a 404 as no results and other failures as nothing at all, with no message", async () => {
    mockApi({ [`GET ${BASE}/listing/college`]: () => new Response("{}", { status: 500 }) });
    open();
    await advance(400);
    type("physics");
    await advance(500);
    expect(screen.queryByText(/found for/)).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole("tab", { name: "School" }));
    type("physics");
    await advance(500);
    // No mock for /listing/school: the server's 404 reads as an empty list.
    const region = await findNow(() => screen.getByRole("region", { name: "Search results" }));
    expect(within(region).getByText('No School found for "physics"')).toBeInTheDocument();
  });

  it("searches the query in the address at once (a search engine's site search box opens ?search=open&key=)", async () => {
    const calls = mockApi({ [`GET ${BASE}/listing/college`]: results([hit()]) });
    open("/?search=open&key=bengaluru");
    expect(input()).toHaveValue("bengaluru");
    await advance(400);
    expect(
      resultCalls(calls).map((call) => [call.url.searchParams.get("key"), call.url.searchParams.get("page")]),
    ).toEqual([["bengaluru", "0"]]);
    expect(await findNow(() => screen.getByRole("link", { name: "Bengaluru Institute of Management" }))).toBeVisible();
  });

  it("leaves a browse page's own search alone: it neither fills the box nor goes when the overlay closes", async () => {
    mockApi({ [`GET ${BASE}/listing/college`]: results([]) });
    const { router } = open("/college?q=engineering&search=open");
    await advance(0);
    expect(input()).toHaveValue("");
    fireEvent.keyDown(input(), { key: "Escape" });
    await advance(0);
    expect(router.state.location.search).toBe("?q=engineering");
  });

  it("switching tab clears the query and loads the new tab", async () => {
    const calls = mockApi({ [`GET ${BASE}/listing/college`]: results([hit()]), [`GET ${BASE}/event`]: results([]) });
    open();
    await advance(400);
    type("management");
    await advance(500);
    fireEvent.click(screen.getByRole("tab", { name: "Events" }));
    expect(input()).toHaveValue("");
    await advance(0);
    expect(screen.getByRole("tab", { name: "Events" })).toHaveAttribute("aria-selected", "true");
    expect(resultCalls(calls).at(-1)?.url.pathname + (resultCalls(calls).at(-1)?.url.search ?? "")).toBe(
      `${BASE}/event?page=0&size=20`,
    );
  });

  it("fades out for 200 ms on closing, then clears the query; focus returns to the search bar", async () => {
    mockApi({ [`GET ${BASE}/listing/college`]: results([]) });
    const { router } = open("/");
    const bar = screen.getByTestId("header-search");
    bar.focus();
    fireEvent.click(bar);
    await advance(0);
    expect(router.state.location.search).toBe("?search=open");
    type("chemistry");
    fireEvent.keyDown(input(), { key: "Escape" });
    await advance(0);
    expect(router.state.location.search).toBe("");
    expect(screen.getByRole("dialog")).toHaveAttribute("data-state", "closing");
    await advance(199);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(bar).toHaveFocus();

    fireEvent.click(bar);
    await advance(0);
    expect(input()).toHaveValue("");
  });

  it("moves through suggestions with the arrow keys and opens one with Enter, reporting the click", async () => {
    const calls = mockApi({
      [`GET ${BASE}/listing/college`]: results([]),
      [`GET ${BASE}/listing/college/autocomplete`]: results([
        hit(),
        hit({ id: 8, name: "Bengaluru Medical College", highlight: "<mark>Beng</mark>aluru Medical College" }),
      ]),
      [`POST ${BASE}/clicks`]: () => new Response(null, { status: 204 }),
    });
    const { router } = open();
    await advance(400);
    type("beng");
    await advance(150);
    await settle();
    const listbox = screen.getByRole("listbox", { name: "Suggestions" });
    expect(within(listbox).getAllByRole("option")).toHaveLength(2);
    expect(input()).toHaveAttribute("aria-expanded", "true");

    fireEvent.keyDown(input(), { key: "ArrowDown" });
    fireEvent.keyDown(input(), { key: "ArrowDown" });
    const second = within(listbox).getAllByRole("option")[1] as HTMLElement;
    expect(second).toHaveAttribute("aria-selected", "true");
    expect(input()).toHaveAttribute("aria-activedescendant", second.id);
    fireEvent.keyDown(input(), { key: "ArrowDown" });
    expect(within(listbox).getAllByRole("option")[0]).toHaveAttribute("aria-selected", "true");
    fireEvent.keyDown(input(), { key: "ArrowUp" });
    fireEvent.keyDown(input(), { key: "Enter" });
    await advance(0);
    expect(router.state.location.pathname).toBe("/description/8/bengaluru-medical-college");
    expect(calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([
      { listingId: 8, query: "beng" },
    ]);
    expect(readRecentSearches()).toEqual(["beng"]);
  });

  it("puts the suggestions away when the results for the typed text are due; arrow down brings them back", async () => {
    mockApi({
      [`GET ${BASE}/listing/college`]: results([hit()]),
      [`GET ${BASE}/listing/college/autocomplete`]: results([hit()]),
    });
    open();
    await advance(400);
    type("beng");
    await advance(150);
    await settle();
    expect(input()).toHaveAttribute("aria-expanded", "true");
    await advance(350);
    expect(input()).toHaveAttribute("aria-expanded", "false");
    fireEvent.keyDown(input(), { key: "ArrowDown" });
    expect(input()).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("option")).toHaveAttribute("aria-selected", "true");
  });

  it("Escape closes the suggestions first, then the overlay", async () => {
    mockApi({
      [`GET ${BASE}/listing/college`]: results([]),
      [`GET ${BASE}/listing/college/autocomplete`]: results([hit()]),
    });
    const { router } = open();
    await advance(400);
    type("beng");
    await advance(150);
    await settle();
    expect(screen.getByRole("listbox")).toBeVisible();
    fireEvent.keyDown(input(), { key: "Escape" });
    expect(input()).toHaveAttribute("aria-expanded", "false");
    expect(router.state.location.search).toBe("?search=open");
    fireEvent.keyDown(input(), { key: "Escape" });
    await advance(0);
    expect(router.state.location.search).toBe("");
  });

  it("offers recent searches when the box is empty", async () => {
    window.localStorage.setItem("lwl.recentSearches", JSON.stringify(["chemistry", "pune"]));
    const calls = mockApi({ [`GET ${BASE}/listing/college`]: results([]) });
    open();
    await advance(400);
    const listbox = screen.getByRole("listbox", { name: "Recent searches" });
    expect(
      within(listbox)
        .getAllByRole("option")
        .map((option) => option.textContent?.trim()),
    ).toEqual(["↺ chemistry", "↺ pune"]);
    fireEvent.keyDown(input(), { key: "ArrowDown" });
    fireEvent.keyDown(input(), { key: "Enter" });
    expect(input()).toHaveValue("chemistry");
    await advance(0);
    expect(resultCalls(calls).at(-1)?.url.searchParams.get("key")).toBe("chemistry");
  });

  it("adds the next page when scrolled within 20 px of the bottom, while pages remain", async () => {
    const calls = mockApi({
      [`GET ${BASE}/listing/college`]: (url: URL) => {
        const page = Number(url.searchParams.get("page"));
        return jsonResponse(
          results([hit({ id: 100 + page, name: `College ${page}`, highlight: `College ${page}` })], {
            page,
            totalPages: 2,
          }),
        );
      },
    });
    open();
    await advance(400);
    expect(await findNow(() => screen.getByRole("link", { name: "College 0" }))).toBeInTheDocument();
    const scroller = screen.getByTestId("search-scroller");
    Object.defineProperty(scroller, "scrollHeight", { value: 1000, configurable: true });
    Object.defineProperty(scroller, "clientHeight", { value: 500, configurable: true });

    scroller.scrollTop = 479;
    fireEvent.scroll(scroller);
    await advance(0);
    expect(resultCalls(calls)).toHaveLength(1);

    scroller.scrollTop = 480;
    fireEvent.scroll(scroller);
    expect(await findNow(() => screen.getByRole("link", { name: "College 1" }))).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "College 0" })).toBeInTheDocument();
    expect(resultCalls(calls).map((call) => call.url.searchParams.get("page"))).toEqual(["0", "1"]);

    // The last page has come: scrolling further asks for nothing more.
    fireEvent.scroll(scroller);
    await advance(0);
    expect(resultCalls(calls)).toHaveLength(2);
  });
});

describe("search overlay keyboard and focus", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is one tab stop for the tabs row: arrow keys, Home and End move between tabs and choose them", async () => {
    const calls = mockApi({ [`GET ${BASE}/listing/college`]: results([]) });
    open();
    await advance(400);
    const tabs = () => screen.getAllByRole("tab");
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);
    const college = screen.getByRole("tab", { name: "College" });
    college.focus();
    fireEvent.keyDown(college, { key: "ArrowRight" });
    expect(screen.getByRole("tab", { name: "School" })).toHaveFocus();
    expect(screen.getByRole("tab", { name: "School" })).toHaveAttribute("aria-selected", "true");
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([-1, 0, -1, -1]);
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: "End" });
    expect(screen.getByRole("tab", { name: "Events" })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: "ArrowRight" });
    expect(screen.getByRole("tab", { name: "College" })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: "ArrowLeft" });
    expect(screen.getByRole("tab", { name: "Events" })).toHaveAttribute("aria-selected", "true");
    await advance(0);
    expect(resultCalls(calls).at(-1)?.url.pathname).toBe(`${BASE}/event`);
  });

  it("names the chosen tab's panel: the box and results are the tabpanel of the selected tab", async () => {
    mockApi({ [`GET ${BASE}/listing/college`]: results([]), [`GET ${BASE}/listing/school`]: results([]) });
    open();
    await advance(400);
    const panel = screen.getByRole("tabpanel", { name: "College" });
    expect(within(panel).getByRole("combobox")).toBeInTheDocument();
    for (const tab of screen.getAllByRole("tab")) expect(tab).toHaveAttribute("aria-controls", panel.id);
    fireEvent.click(screen.getByRole("tab", { name: "School" }));
    expect(screen.getByRole("tabpanel", { name: "School" })).toBe(panel);
  });

  it("keeps Tab inside the dialog and closes on Escape from any of its controls", async () => {
    mockApi({ [`GET ${BASE}/listing/college`]: results([]) });
    const { router } = open();
    await advance(400);
    const dialog = screen.getByRole("dialog", { name: "Search" });
    const lastCard = screen.getByRole("link", { name: /^Events/ });
    lastCard.focus();
    fireEvent.keyDown(lastCard, { key: "Tab" });
    expect(screen.getByRole("tab", { name: "College" })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: "Tab", shiftKey: true });
    expect(lastCard).toHaveFocus();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    fireEvent.keyDown(lastCard, { key: "Escape" });
    await advance(0);
    expect(router.state.location.search).toBe("");
  });

  it("announces the result count and the three-letter rule in a polite live region", async () => {
    mockApi({ [`GET ${BASE}/listing/college`]: results([hit()], { totalPages: 2 }) });
    open();
    await advance(400);
    const status = screen.getByTestId("search-status");
    expect(status).toHaveAttribute("aria-live", "polite");
    type("management");
    await advance(500);
    await settle();
    expect(status).toHaveTextContent("40 results for management");
    type("ma");
    await advance(500);
    expect(status).toHaveTextContent("At least three letters required.");
  });

  it("counts a single result in the singular", async () => {
    mockApi({ [`GET ${BASE}/listing/college`]: { ...results([hit()]), totalElements: 1 } });
    open();
    await advance(400);
    type("kaveri");
    await advance(500);
    await settle();
    expect(screen.getByTestId("search-status")).toHaveTextContent(/^1 result for kaveri$/);
  });

  it("shows an event's day in its zone, with the year only when it is not this year, and marks an ended event", async () => {
    vi.setSystemTime(new Date("2026-11-27T12:00:00.000Z"));
    const event = (id: number, title: string, startsAt: string, endsAt: string | null): EventSearchItem => ({
      id,
      slug: title.toLowerCase().replace(/ /g, "-"),
      listingId: 2,
      title,
      eventType: "OPEN_DAY",
      startsAt,
      endsAt,
      timeZone: "Asia/Kolkata",
      city: "Pune",
      address: "12 Hill Road, Pune",
      coverImage: null,
      excerpt: "",
      highlight: title,
    });
    mockApi({
      [`GET ${BASE}/listing/college`]: results([]),
      [`GET ${BASE}/event`]: {
        ...results([]),
        content: [
          event(1, "Winter Open Day", "2026-11-29T04:30:00.000Z", "2026-11-29T10:30:00.000Z"),
          event(2, "Spring Fair", "2027-01-03T04:30:00.000Z", null),
          event(3, "Summer Camp", "2026-11-19T04:30:00.000Z", "2026-11-19T10:30:00.000Z"),
        ],
      },
    });
    open();
    await advance(0);
    fireEvent.click(screen.getByRole("tab", { name: "Events" }));
    await advance(400);
    const cards = await findNow(() =>
      within(screen.getByRole("list", { name: "Events results" })).getAllByRole("listitem"),
    );
    expect(cards.map((card) => card.textContent)).toEqual([
      "Winter Open DayPuneOpen day · Nov 29",
      "Spring FairPuneOpen day · Jan 3, 2027",
      "Summer CampPuneOpen day · Nov 19Ended",
    ]);
  });

  it("gives focus to the header search bar when the overlay was opened straight from the address", async () => {
    mockApi({ [`GET ${BASE}/listing/college`]: results([]) });
    open();
    await advance(400);
    fireEvent.keyDown(input(), { key: "Escape" });
    await advance(200);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByTestId("header-search")).toHaveFocus();
  });

  it("starts focus at the new page's main content after a result opened another page", async () => {
    mockApi({
      [`GET ${BASE}/listing/college`]: results([]),
      [`GET ${BASE}/listing/college/autocomplete`]: results([hit()]),
      [`POST ${BASE}/clicks`]: () => new Response(null, { status: 204 }),
    });
    const { router } = renderWithApp(
      <>
        <Page />
        <main id="main-content" tabIndex={-1} />
      </>,
      { at: "/school?search=open" },
    );
    await advance(400);
    type("beng");
    await advance(150);
    await settle();
    fireEvent.keyDown(input(), { key: "ArrowDown" });
    fireEvent.keyDown(input(), { key: "Enter" });
    await advance(200);
    expect(router.state.location.pathname).toBe("/description/7/bengaluru-institute-of-management");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(document.getElementById("main-content")).toHaveFocus();
  });
});

describe("highlight", () => {
  it("turns only <mark> into markup and leaves everything else as text", () => {
    expect(highlightParts("<mark>St</mark> Mary&#39;s &lt;b&gt;&amp; <mark>Sch</mark>ool")).toEqual([
      { text: "St", marked: true },
      { text: " Mary's <b>& ", marked: false },
      { text: "Sch", marked: true },
      { text: "ool", marked: false },
    ]);
    expect(highlightParts('<img src=x onerror="alert(1)">')).toEqual([
      { text: '<img src=x onerror="alert(1)">', marked: false },
    ]);
  });
});
