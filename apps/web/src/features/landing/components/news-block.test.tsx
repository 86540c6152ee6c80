import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { blogSummary } from "../../../test/fixtures.ts";
import { preferReducedMotion } from "../../../test/reduced-motion.ts";
import { mockApi, renderWithApp, testQueryClient } from "../../../test/render.tsx";
import { topNewsQuery } from "../api/get-top-news.ts";
import { NewsBlock, NO_NEWS_TEXT, NO_NEWS_TITLE } from "./news-block.tsx";
import { NewsFeatured } from "./news-featured.tsx";

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function renderWithNews(articles: ReturnType<typeof blogSummary>[]) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(topNewsQuery.queryKey, articles);
  return renderWithApp(<NewsBlock />, { queryClient });
}

const featured = () => screen.getByTestId("featured-news");

describe("NewsBlock", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("asks for the top 10 and shows a spinner, then the empty message after 4 s without news", async () => {
    const calls = mockApi({ "GET /api/blogs/top/10": [] });
    renderWithApp(<NewsBlock />);
    await advance(10);
    expect(calls.map((call) => call.url.pathname)).toEqual(["/api/blogs/top/10"]);
    expect(screen.getByRole("status")).toHaveTextContent("Loading top news…");
    expect(screen.queryByText(NO_NEWS_TITLE)).not.toBeInTheDocument();

    await advance(3980);
    expect(screen.queryByText(NO_NEWS_TITLE)).not.toBeInTheDocument();
    await advance(20);
    expect(screen.getByText("No Top News Found")).toBeInTheDocument();
    expect(screen.getByText("Some Think Unexpected Happening.")).toBeInTheDocument();
    expect(NO_NEWS_TEXT).toBe("Some Think Unexpected Happening.");
  });

  it("treats a failed fetch like no news", async () => {
    mockApi({ "GET /api/blogs/top/10": () => new Response("{}", { status: 500 }) });
    renderWithApp(<NewsBlock />);
    await advance(4000);
    expect(screen.getByText(NO_NEWS_TITLE)).toBeInTheDocument();
  });

  it("features the first article, linked to its page, and lists the others under More News", () => {
    renderWithNews([blogSummary({ id: 11, listingId: 4, title: "First" }), blogSummary({ id: 12, title: "Second" })]);
    expect(featured()).toHaveAttribute("href", "/news-description/11/4");
    expect(within(featured()).getByText(/Read the full story/)).toBeInTheDocument();
    expect(within(featured()).getByRole("heading", { name: "First" })).toBeInTheDocument();
    const sidebar = screen.getByRole("complementary", { name: "More News" });
    expect(within(sidebar).getByRole("button", { name: /Second/ })).toBeInTheDocument();
    expect(within(sidebar).queryByText("First")).not.toBeInTheDocument();
  });

  it("shows the featured article without a link where it is asked to (linked={false})", () => {
    renderWithApp(<NewsFeatured article={blogSummary({ id: 11, listingId: null, title: "First" })} linked={false} />);
    expect(featured().tagName).toBe("ARTICLE");
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("shows the category in upper case and the date as short month, day, year", () => {
    renderWithNews([blogSummary({ category: "admissions", createdTime: "2026-03-05T10:00:00.000Z" })]);
    expect(within(featured()).getByText("ADMISSIONS")).toBeInTheDocument();
    expect(within(featured()).getByText("Mar 5, 2026")).toBeInTheDocument();
  });

  it("cuts the featured text at 450 characters and sidebar excerpts at 100", () => {
    const long = "x".repeat(600);
    renderWithNews([
      blogSummary({ id: 1, title: "One", shortDescription: long }),
      blogSummary({ id: 2, title: "Two", shortDescription: long }),
    ]);
    expect(within(featured()).getByText(`${"x".repeat(450)}…`)).toBeInTheDocument();
    const sidebar = screen.getByRole("complementary", { name: "More News" });
    expect(within(sidebar).getByText(`${"x".repeat(100)}…`)).toBeInTheDocument();
  });

  it("rotates the featured article every 60 s", async () => {
    renderWithNews([
      blogSummary({ id: 1, title: "One" }),
      blogSummary({ id: 2, title: "Two" }),
      blogSummary({ id: 3, title: "Three" }),
    ]);
    expect(within(featured()).getByRole("heading")).toHaveTextContent("One");
    await advance(59_999);
    expect(within(featured()).getByRole("heading")).toHaveTextContent("One");
    await advance(1);
    expect(within(featured()).getByRole("heading")).toHaveTextContent("Two");
    await advance(60_000);
    expect(within(featured()).getByRole("heading")).toHaveTextContent("Three");
    await advance(60_000);
    expect(within(featured()).getByRole("heading")).toHaveTextContent("One");
  });

  it("features a sidebar article when it is clicked, and gives it a full 60 s", async () => {
    renderWithNews([
      blogSummary({ id: 1, title: "One" }),
      blogSummary({ id: 2, title: "Two" }),
      blogSummary({ id: 3, title: "Three", listingId: null }),
    ]);
    await advance(30_000);
    fireEvent.click(screen.getByRole("button", { name: /Three/ }));
    expect(within(featured()).getByRole("heading")).toHaveTextContent("Three");
    // The pressed button left the list with its article: focus went along into the featured spot.
    expect(featured()).toHaveFocus();
    act(() => featured().blur());
    await advance(59_000);
    expect(within(featured()).getByRole("heading")).toHaveTextContent("Three");
    await advance(1_000);
    expect(within(featured()).getByRole("heading")).toHaveTextContent("One");
  });

  const threeArticles = () =>
    renderWithNews([
      blogSummary({ id: 1, title: "One" }),
      blogSummary({ id: 2, title: "Two" }),
      blogSummary({ id: 3, title: "Three" }),
    ]);
  const featuredTitle = () => within(featured()).getByRole("heading").textContent;

  it("stops and starts the rotation with its visible pause button", async () => {
    threeArticles();
    const pause = screen.getByRole("button", { name: "Pause news rotation" });
    expect(pause).toHaveTextContent("Pause");
    fireEvent.click(pause);
    await advance(180_000);
    expect(featuredTitle()).toBe("One");
    const play = screen.getByRole("button", { name: "Play news rotation" });
    expect(play).toHaveTextContent("Play");
    fireEvent.click(play);
    await advance(60_000);
    expect(featuredTitle()).toBe("Two");
  });

  it("waits while the pointer is over the news or focus is inside it", async () => {
    threeArticles();
    const block = featured().parentElement as HTMLElement;
    fireEvent.mouseEnter(block);
    await advance(120_000);
    expect(featuredTitle()).toBe("One");
    fireEvent.mouseLeave(block);
    fireEvent.focus(featured());
    await advance(120_000);
    expect(featuredTitle()).toBe("One");
    fireEvent.blur(featured());
    await advance(60_000);
    expect(featuredTitle()).toBe("Two");
  });

  it("does not rotate under prefers-reduced-motion until the visitor presses play", async () => {
    preferReducedMotion(true);
    threeArticles();
    await advance(180_000);
    expect(featuredTitle()).toBe("One");
    fireEvent.click(screen.getByRole("button", { name: "Play news rotation" }));
    await advance(60_000);
    expect(featuredTitle()).toBe("Two");
  });
});
