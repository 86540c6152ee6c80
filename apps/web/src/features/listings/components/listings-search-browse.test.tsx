import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, mockApi, renderWithApp } from "../../../test/render.tsx";
import { searchItem, searchResults } from "../../../test/search-fixtures.ts";
import { CollegesPage, SchoolsPage, TutorialsPage } from "../browse-pages.tsx";

const SCHOOLS = "GET /searchservice/api/v1/listing/school";

function schoolsWithFacets() {
  return mockApi({
    [SCHOOLS]: searchResults([searchItem({ id: 3, name: "Sunrise School" })], 0, 1, {
      facets: {
        city: [
          { value: "Pune", count: 4 },
          { value: "Mumbai", count: 2 },
        ],
        state: [{ value: "Maharashtra", count: 6 }],
        board: [
          { value: "CBSE", count: 5 },
          { value: "ICSE", count: 1 },
        ],
      },
    }),
  });
}

describe("school browse page", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("sends the text, the filters and the sort of the address, and shows each facet with its count", async () => {
    const calls = schoolsWithFacets();
    renderWithApp(<SchoolsPage />, { at: "/school?q=sunrise&city=Pune&city=Mumbai&board=CBSE&sort=name&page=2" });
    expect(await screen.findByRole("link", { name: "Sunrise School" })).toBeInTheDocument();
    expect(calls[0]?.url.search).toBe("?city=Pune&city=Mumbai&board=CBSE&sort=name&key=sunrise&page=1&size=12");
    const filters = screen.getByRole("complementary", { name: "Filter schools" });
    const board = within(filters).getByRole("group", { name: "Board" });
    expect(within(board).getByRole("checkbox", { name: "CBSE (5)" })).toBeChecked();
    expect(within(board).getByRole("checkbox", { name: "ICSE (1)" })).not.toBeChecked();
    expect(within(filters).getByRole("checkbox", { name: "Pune (4)" })).toBeChecked();
    expect(screen.getByRole("searchbox", { name: "Search schools" })).toHaveValue("sunrise");
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveValue("name");
  });

  it("keeps every choice in the address, back to page 1, and the back button restores the one before", async () => {
    schoolsWithFacets();
    const { router } = renderWithApp(<SchoolsPage />, { at: "/school?page=3" });
    fireEvent.click(await screen.findByRole("checkbox", { name: "ICSE (1)" }));
    await vi.waitFor(() => expect(router.state.location.search).toBe("?board=ICSE"));

    const box = screen.getByRole("searchbox", { name: "Search schools" });
    fireEvent.change(box, { target: { value: "  green valley " } });
    fireEvent.submit(box.closest("form") as HTMLFormElement);
    await vi.waitFor(() => expect(router.state.location.search).toBe("?board=ICSE&q=green+valley"));

    fireEvent.change(screen.getByRole("combobox", { name: "Sort by" }), { target: { value: "name" } });
    await vi.waitFor(() => expect(router.state.location.search).toBe("?board=ICSE&q=green+valley&sort=name"));

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe("?board=ICSE&q=green+valley");
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveValue("relevance");
    await act(() => router.navigate(-1));
    expect(screen.getByRole("searchbox", { name: "Search schools" })).toHaveValue("");
    expect(screen.getByRole("checkbox", { name: "ICSE (1)" })).toBeChecked();
  });

  it("does not search one or two letters: the toast says why", async () => {
    schoolsWithFacets();
    const { router } = renderWithApp(<SchoolsPage />, { at: "/school" });
    const box = await screen.findByRole("searchbox", { name: "Search schools" });
    fireEvent.change(box, { target: { value: "ab" } });
    fireEvent.submit(box.closest("form") as HTMLFormElement);
    expect(await screen.findByText("Please enter at least 3 characters")).toBeInTheDocument();
    expect(router.state.location.search).toBe("");
  });

  it("sorts near me after Locating your position..., with the position in the address", async () => {
    let answer: (position: { coords: { latitude: number; longitude: number } }) => void = () => {};
    vi.stubGlobal("navigator", {
      ...navigator,
      geolocation: { getCurrentPosition: (success: typeof answer) => (answer = success) },
    });
    const calls = schoolsWithFacets();
    const { router } = renderWithApp(<SchoolsPage />, { at: "/school?city=Pune" });
    fireEvent.change(await screen.findByRole("combobox", { name: "Sort by" }), { target: { value: "near" } });
    expect(await screen.findByText("Locating your position...")).toBeInTheDocument();
    await act(async () => answer({ coords: { latitude: 18.52043, longitude: 73.856743 } }));
    await vi.waitFor(() => expect(router.state.location.search).toBe("?city=Pune&sort=near&lat=18.52&lng=73.857"));
    expect(screen.queryByText("Locating your position...")).not.toBeInTheDocument();
    await vi.waitFor(() =>
      expect(calls.map((call) => call.url.search)).toContain(
        "?city=Pune&sort=distance&lat=18.52&lng=73.857&radiusKm=25&page=0&size=12",
      ),
    );
  });

  it("keeps the order when the visitor refuses to share the position", async () => {
    vi.stubGlobal("navigator", {
      ...navigator,
      geolocation: {
        getCurrentPosition: (_: unknown, refuse: (error: { code: number }) => void) => refuse({ code: 1 }),
      },
    });
    schoolsWithFacets();
    const { router } = renderWithApp(<SchoolsPage />, { at: "/school" });
    fireEvent.change(await screen.findByRole("combobox", { name: "Sort by" }), { target: { value: "near" } });
    expect(await screen.findByText(/We could not find your position/)).toBeInTheDocument();
    expect(router.state.location.search).toBe("");
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveValue("relevance");
  });
});

describe("by rating (issue 26)", () => {
  it("sorts by the highest rated and keeps 4 stars and up, both in the address and the call", async () => {
    const calls = schoolsWithFacets();
    const { router } = renderWithApp(<SchoolsPage />, { at: "/school?city=Pune" });
    fireEvent.change(await screen.findByRole("combobox", { name: "Sort by" }), { target: { value: "rating" } });
    await vi.waitFor(() => expect(router.state.location.search).toBe("?city=Pune&sort=rating"));
    const rating = screen.getByRole("group", { name: "Rating" });
    expect(within(rating).getByRole("radio", { name: "Any rating" })).toBeChecked();
    fireEvent.click(within(rating).getByRole("radio", { name: "4 stars & up" }));
    await vi.waitFor(() => expect(router.state.location.search).toBe("?city=Pune&sort=rating&minRating=4"));
    await vi.waitFor(() => expect(calls.at(-1)?.url.search).toBe("?city=Pune&minRating=4&sort=rating&page=0&size=12"));
    expect(
      within(screen.getByRole("group", { name: "Rating" })).getByRole("radio", { name: "4 stars & up" }),
    ).toBeChecked();
    // The rating counts among the filters, and Clear filters takes it away with the others.
    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    await vi.waitFor(() => expect(router.state.location.search).toBe("?sort=rating"));
    expect(
      within(screen.getByRole("group", { name: "Rating" })).getByRole("radio", { name: "Any rating" }),
    ).toBeChecked();
  });

  it("ignores a rating the page does not offer, and offers the sort by rating", async () => {
    const calls = schoolsWithFacets();
    renderWithApp(<SchoolsPage />, { at: "/school?minRating=2" });
    expect(await screen.findByRole("link", { name: "Sunrise School" })).toBeInTheDocument();
    expect(calls[0]?.url.search).toBe("?page=0&size=12");
    expect(screen.queryByRole("button", { name: "Clear filters" })).not.toBeInTheDocument();
    const sorts = within(screen.getByRole("combobox", { name: "Sort by" })).getAllByRole("option");
    expect(sorts.map((option) => option.textContent)).toEqual(["Relevance", "Name (A–Z)", "Highest rated", "Near me"]);
  });
});

describe("deep pages and near me", () => {
  it("links the next page with the page's cursor and asks the service for the page after it", async () => {
    const calls = mockApi({
      [SCHOOLS]: searchResults([searchItem({ id: 3, name: "Sunrise School" })], 4, 120, { nextCursor: "c5" }),
    });
    renderWithApp(<SchoolsPage />, { at: "/school?board=CBSE&page=5&after=c4" });
    expect(await screen.findByRole("link", { name: "Sunrise School" })).toBeInTheDocument();
    expect(calls[0]?.url.search).toBe("?board=CBSE&page=4&size=12&after=c4");
    const pages = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(pages).getByRole("link", { name: /next/i })).toHaveAttribute(
      "href",
      "/school?board=CBSE&page=6&after=c5",
    );
    expect(within(pages).getByRole("link", { name: /previous/i })).toHaveAttribute("href", "/school?board=CBSE&page=4");
  });

  it("pages by number again when the service refuses an old cursor", async () => {
    let first = true;
    const calls = mockApi({
      [SCHOOLS]: () => {
        if (first) {
          first = false;
          return jsonResponse({ statusCode: 400, error: "Bad Request", message: "after is not a cursor" }, 400);
        }
        return jsonResponse(searchResults([searchItem({ id: 3, name: "Sunrise School" })], 1, 30));
      },
    });
    renderWithApp(<SchoolsPage />, { at: "/school?page=2&after=old" });
    expect(await screen.findByRole("link", { name: "Sunrise School" })).toBeInTheDocument();
    expect(calls.map((call) => call.url.search)).toEqual(["?page=1&size=12&after=old", "?page=1&size=12"]);
  });

  it("shows how far each listing is when sorted by near me", async () => {
    mockApi({
      [SCHOOLS]: searchResults([
        searchItem({ id: 3, name: "Sunrise School", distanceKm: 2.4 }),
        searchItem({ id: 4, name: "Hill School", distanceKm: 12 }),
      ]),
    });
    renderWithApp(<SchoolsPage />, { at: "/school?sort=near&lat=18.52&lng=73.857" });
    expect(await screen.findByText(/2\.4 km away/)).toBeInTheDocument();
    expect(screen.getByText(/12\.0 km away/)).toBeInTheDocument();
  });

  it("shows each school's stars and review count from the search answer, and nothing without reviews", async () => {
    mockApi({
      [SCHOOLS]: searchResults([
        searchItem({ id: 3, name: "Sunrise School", rating: { average: 4.3, count: 120 } }),
        searchItem({ id: 4, name: "Hill School", rating: { average: 2, count: 1 } }),
        searchItem({ id: 5, name: "Lake School" }),
      ]),
    });
    renderWithApp(<SchoolsPage />, { at: "/school" });
    const cardOf = async (name: string) =>
      (await screen.findByRole("link", { name })).closest("article") as HTMLElement;
    const sunrise = await cardOf("Sunrise School");
    expect(within(sunrise).getByRole("img", { name: "4.3 out of 5 stars" })).toBeInTheDocument();
    expect(within(sunrise).getByText("(120 reviews)")).toBeInTheDocument();
    expect(within(await cardOf("Hill School")).getByText("(1 review)")).toBeInTheDocument();
    const lake = await cardOf("Lake School");
    expect(within(lake).queryByRole("img", { name: /out of 5 stars/ })).not.toBeInTheDocument();
    expect(lake).not.toHaveTextContent(/review/);
  });
});

describe("near me's radius", () => {
  /** 18 schools within the radius asked for (none within 10 km), 160 wherever they are. */
  function schoolsAround() {
    return mockApi({
      [SCHOOLS]: (url: URL) => {
        const near = url.searchParams.has("lat");
        const count = !near ? 160 : url.searchParams.get("radiusKm") === "10" ? 0 : 18;
        const content =
          count === 0 ? [] : [searchItem({ id: 3, name: "Sunrise School", distanceKm: near ? 2.4 : undefined })];
        return jsonResponse(searchResults(content, 0, count));
      },
    });
  }
  const requests = (calls: ReturnType<typeof mockApi>) => calls.map((call) => call.url.search);

  it("shows the radius and how many schools lie further away, from a second search without it", async () => {
    const calls = schoolsAround();
    renderWithApp(<SchoolsPage />, { at: "/school?board=CBSE&sort=near&lat=18.52&lng=73.857" });
    expect(await screen.findByRole("status")).toHaveTextContent("18 within 25 km · 142 further away");
    expect(requests(calls)).toEqual([
      "?board=CBSE&sort=distance&lat=18.52&lng=73.857&radiusKm=25&page=0&size=12",
      "?board=CBSE&page=0&size=1",
    ]);
    const radius = screen.getByRole("combobox", { name: "Within" });
    expect(radius).toHaveValue("25");
    expect(
      within(radius)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["10 km", "25 km", "50 km", "100 km", "500 km", "any distance"]);
  });

  it("offers any distance: every school, nearest first, none further away", async () => {
    const calls = schoolsAround();
    renderWithApp(<SchoolsPage />, { at: "/school?sort=near&lat=18.52&lng=73.857&radius=20040" });
    expect(await screen.findByText("All 18, nearest first")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Within" })).toHaveValue("20040");
    expect(requests(calls)[0]).toBe("?sort=distance&lat=18.52&lng=73.857&radiusKm=20040&page=0&size=12");
  });

  it("widens the radius from the address, so it survives a reload and the back button", async () => {
    const calls = schoolsAround();
    const { router } = renderWithApp(<SchoolsPage />, { at: "/school?sort=near&lat=18.52&lng=73.857" });
    await screen.findByText("18 within 25 km · 142 further away");
    fireEvent.change(screen.getByRole("combobox", { name: "Within" }), { target: { value: "100" } });
    await vi.waitFor(() => expect(router.state.location.search).toBe("?sort=near&lat=18.52&lng=73.857&radius=100"));
    await vi.waitFor(() =>
      expect(requests(calls)).toContain("?sort=distance&lat=18.52&lng=73.857&radiusKm=100&page=0&size=12"),
    );
    expect(await screen.findByText("18 within 100 km · 142 further away")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Within" })).toHaveValue("100");
    await act(() => router.navigate(-1));
    await vi.waitFor(() => expect(screen.getByRole("combobox", { name: "Within" })).toHaveValue("25"));
  });

  it("says when nothing is that close, and how many are further away", async () => {
    schoolsAround();
    renderWithApp(<SchoolsPage />, { at: "/school?sort=near&lat=18.52&lng=73.857&radius=10" });
    expect(await screen.findByText("No schools within 10 km of you.")).toBeInTheDocument();
    expect(await screen.findByText("0 within 10 km · 160 further away")).toBeInTheDocument();
  });

  it("takes only the distances it offers from the address", async () => {
    const calls = schoolsAround();
    renderWithApp(<SchoolsPage />, { at: "/school?sort=near&lat=18.52&lng=73.857&radius=7" });
    expect(await screen.findByRole("combobox", { name: "Within" })).toHaveValue("25");
    await vi.waitFor(() => expect(requests(calls)[0]).toContain("radiusKm=25"));
  });

  it("asks for no radius and no total without near me", async () => {
    const calls = schoolsAround();
    renderWithApp(<SchoolsPage />, { at: "/school?radius=50" });
    await screen.findAllByRole("link", { name: "Sunrise School" });
    expect(requests(calls)).toEqual(["?page=0&size=12"]);
    expect(screen.queryByRole("combobox", { name: "Within" })).toBeNull();
  });
});

describe("a search that finds nothing", () => {
  it("says so, and links the server's close spelling", async () => {
    mockApi({ [SCHOOLS]: searchResults([], 0, 0, { didYouMean: "pune" }) });
    const { router } = renderWithApp(<SchoolsPage />, { at: "/school?q=pume&board=CBSE" });
    expect(await screen.findByText("No schools match your search.")).toBeInTheDocument();
    const suggestion = screen.getByRole("link", { name: "pune" });
    expect(screen.getByRole("status")).toHaveTextContent("Did you mean pune?");
    expect(suggestion).toHaveAttribute("href", "/school?board=CBSE&q=pune");
    fireEvent.click(suggestion);
    await vi.waitFor(() => expect(router.state.location.search).toBe("?board=CBSE&q=pune"));
  });
});

describe("a search of several words", () => {
  it("says how many schools have every word when the others have only some", async () => {
    const items = [1, 2, 3].map((id) => searchItem({ id, name: `School ${id}` }));
    mockApi({ [SCHOOLS]: searchResults(items, 0, 3, { matchingEveryWord: 1 }) });
    renderWithApp(<SchoolsPage />, { at: "/school?q=robotics%20lab%20sunrise" });
    expect(
      await screen.findByText("1 school has every word of your search; the others match only some of them."),
    ).toBeInTheDocument();
  });

  it("says nothing of the kind when every result has every word", async () => {
    mockApi({ [SCHOOLS]: searchResults([searchItem({ id: 1, name: "Sunrise School" })], 0, 1) });
    renderWithApp(<SchoolsPage />, { at: "/school?q=sunrise%20school" });
    expect(await screen.findByText("Sunrise School")).toBeInTheDocument();
    expect(screen.queryByText(/every word of your search/)).not.toBeInTheDocument();
  });
});

describe("tutor browse page", () => {
  it("filters by subject and mode, with the modes in words", async () => {
    const calls = mockApi({
      "GET /searchservice/api/v1/listing/tutorial": searchResults(
        [searchItem({ type: "TUTORIAL", name: "Asha Maths" })],
        0,
        1,
        {
          facets: {
            city: [],
            state: [],
            subject: [{ value: "Mathematics", count: 3 }],
            mode: [
              { value: "ONLINE", count: 2 },
              { value: "IN_PERSON", count: 1 },
            ],
          },
        },
      ),
    });
    renderWithApp(<TutorialsPage />, { at: "/tutorial?mode=ONLINE" });
    expect(await screen.findByRole("checkbox", { name: "Online (2)" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "In person (1)" })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Mathematics (3)" })).not.toBeChecked();
    expect(calls[0]?.url.search).toBe("?mode=ONLINE&page=0&size=12");
  });
});

describe("the structured facts' facets (issue 27)", () => {
  const COLLEGES = "GET /searchservice/api/v1/listing/college";

  function collegesWithFacets() {
    return mockApi({
      [COLLEGES]: searchResults([searchItem({ type: "COLLEGE", name: "Green Valley College" })], 0, 1, {
        facets: {
          city: [],
          state: [],
          affiliation: [],
          courseLevel: [
            { value: "UG", count: 4 },
            { value: "PG", count: 2 },
          ],
          exam: [{ value: "JEE Main", count: 3 }],
          hostel: [
            { value: "YES", count: 3 },
            { value: "NO", count: 1 },
          ],
          fees: [
            { value: "1L_TO_3L", count: 2 },
            { value: "OVER_5L", count: 1 },
          ],
        },
      }),
    });
  }

  it("shows a college's course levels, exams, hostel and fee bands in words, under their own headings", async () => {
    collegesWithFacets();
    renderWithApp(<CollegesPage />, { at: "/college" });
    const filters = await screen.findByRole("complementary", { name: "Filter colleges and universities" });
    const level = await within(filters).findByRole("group", { name: "Course level" });
    expect(
      within(level)
        .getAllByRole("checkbox")
        .map((box) => box.getAttribute("aria-label")),
    ).toEqual(["Undergraduate (UG) (4)", "Postgraduate (PG) (2)"]);
    const hostel = within(filters).getByRole("group", { name: "Hostel" });
    expect(
      within(hostel)
        .getAllByRole("checkbox")
        .map((box) => box.getAttribute("aria-label")),
    ).toEqual(["Has a hostel (3)", "No hostel (1)"]);
    const fees = within(filters).getByRole("group", { name: "Annual fees" });
    expect(
      within(fees)
        .getAllByRole("checkbox")
        .map((box) => box.getAttribute("aria-label")),
    ).toEqual(["₹1 – 3 lakh a year (2)", "₹5 lakh a year and more (1)"]);
    expect(within(filters).getByRole("group", { name: "Entrance exam" })).toHaveTextContent("JEE Main");
    // A facet the answer has no values for draws no empty group.
    expect(within(filters).queryByRole("group", { name: "Affiliation" })).not.toBeInTheDocument();
  });

  it("adds a chosen fee band and hostel to the address and the search, counts them, and clears them", async () => {
    const calls = collegesWithFacets();
    const { router } = renderWithApp(<CollegesPage />, { at: "/college?page=2" });
    fireEvent.click(await screen.findByRole("checkbox", { name: "₹1 – 3 lakh a year (2)" }));
    await vi.waitFor(() => expect(router.state.location.search).toBe("?fees=1L_TO_3L"));
    fireEvent.click(await screen.findByRole("checkbox", { name: "Has a hostel (3)" }));
    await vi.waitFor(() => expect(router.state.location.search).toBe("?fees=1L_TO_3L&hostel=YES"));
    await vi.waitFor(() => expect(calls.at(-1)?.url.search).toBe("?fees=1L_TO_3L&hostel=YES&page=0&size=12"));
    expect(screen.getByRole("button", { name: "Filters (2)" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    await vi.waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("finds a school by day or boarding, and a tutor by level and demo class, in words", async () => {
    const calls = mockApi({
      [SCHOOLS]: searchResults([searchItem()], 0, 1, {
        facets: {
          city: [],
          state: [],
          board: [],
          fees: [{ value: "25K_TO_50K", count: 5 }],
          boarding: [
            { value: "DAY", count: 5 },
            { value: "BOARDING", count: 2 },
          ],
        },
      }),
      "GET /searchservice/api/v1/listing/tutorial": searchResults([searchItem({ type: "TUTORIAL" })], 0, 1, {
        facets: {
          city: [],
          state: [],
          subject: [],
          mode: [],
          level: [{ value: "COMPETITIVE_EXAMS", count: 2 }],
          demoClass: [
            { value: "YES", count: 2 },
            { value: "NO", count: 1 },
          ],
        },
      }),
    });
    const school = renderWithApp(<SchoolsPage />, { at: "/school?boarding=BOARDING" });
    expect(await screen.findByRole("checkbox", { name: "Boarding school (2)" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Day school (5)" })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "₹25,000 – 50,000 a year (5)" })).not.toBeChecked();
    expect(calls[0]?.url.search).toBe("?boarding=BOARDING&page=0&size=12");
    school.unmount();

    const { router } = renderWithApp(<TutorialsPage />, { at: "/tutorial" });
    const level = await screen.findByRole("group", { name: "Level" });
    fireEvent.click(within(level).getByRole("checkbox", { name: "Competitive exams (2)" }));
    await vi.waitFor(() => expect(router.state.location.search).toBe("?level=COMPETITIVE_EXAMS"));
    const demo = screen.getByRole("group", { name: "Demo class" });
    expect(within(demo).getByRole("checkbox", { name: "Free demo class (2)" })).not.toBeChecked();
    expect(within(demo).getByRole("checkbox", { name: "No demo class (1)" })).not.toBeChecked();
    await vi.waitFor(() => expect(calls.at(-1)?.url.search).toBe("?level=COMPETITIVE_EXAMS&page=0&size=12"));
  });
});
