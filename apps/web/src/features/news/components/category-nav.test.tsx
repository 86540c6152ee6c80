import type { NewsCategory } from "@lwl/contracts/blogs";
import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { blogSummary, pageOf } from "../../../test/fixtures.ts";
import { mockApi, renderWithApp, testQueryClient } from "../../../test/render.tsx";
import { categoriesQuery, categoryPostsQuery } from "../api/news-queries.ts";
import { CategoryNav } from "./category-nav.tsx";
import { CategorySidebar } from "./category-sidebar.tsx";

const CATEGORIES: NewsCategory[] = [
  { name: "Admissions", slug: "admissions", count: 8 },
  { name: "exams", slug: "exams", count: 0 },
  { name: "Scholarships", slug: "scholarships", count: 2 },
  { name: "Careers", slug: "careers", count: 1 },
  { name: "Technology", slug: "technology", count: 1 },
  { name: "campus life", slug: "campus-life", count: 1 },
  { name: "Policy", slug: "policy", count: 1 },
];

const LONG_TITLE = "An unusually long headline about the admissions calendar that goes on and on";

function renderNav() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(categoriesQuery.queryKey, CATEGORIES);
  const admissions = Array.from({ length: 5 }, (_, n) =>
    blogSummary({
      id: 100 + n,
      listingId: n === 0 ? 7 : null,
      title: n === 0 ? LONG_TITLE : `Admissions story ${n}`,
      imgUrl: `/media/demo/news/admissions-0${n}.svg`,
      publishedTime: "2026-03-05T10:00:00.000Z",
    }),
  );
  queryClient.setQueryData(categoryPostsQuery("admissions", 0, 5).queryKey, pageOf(admissions, 0, 5, 8));
  queryClient.setQueryData(categoryPostsQuery("exams", 0, 5).queryKey, pageOf([], 0, 5, 0));
  return renderWithApp(<CategoryNav />, { at: "/news", queryClient });
}

const nav = () => screen.getByRole("navigation", { name: "News categories" });
const categoryItem = (name: string) => within(nav()).getByRole("link", { name }).closest("li") as HTMLElement;

describe("CategoryNav", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the first five categories capitalised, each linking to /news/{category}, and the rest under More", async () => {
    renderNav();
    const links = await within(nav()).findAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Admissions", "/news/admissions"],
      ["Exams", "/news/exams"],
      ["Scholarships", "/news/scholarships"],
      ["Careers", "/news/careers"],
      ["Technology", "/news/technology"],
    ]);
    const more = within(nav()).getByRole("button", { name: /More/ });
    expect(more).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(more);
    expect(more).toHaveAttribute("aria-expanded", "true");
    expect(within(nav()).getByRole("link", { name: "Campus Life" })).toHaveAttribute("href", "/news/campus-life");
    expect(within(nav()).getByRole("link", { name: "Policy" })).toHaveAttribute("href", "/news/policy");
  });

  it("opens a popup on hover with up to five articles (image, title cut at 60 characters, short date) and View All", async () => {
    renderNav();
    fireEvent.mouseEnter(categoryItem("Admissions"));
    const popup = await screen.findByRole("region", { name: "Latest Admissions news" });
    const articles = within(popup)
      .getAllByRole("link")
      .filter((link) => link.getAttribute("href")?.startsWith("/news-description/"));
    expect(articles).toHaveLength(5);
    expect(articles[0]).toHaveAttribute("href", "/news-description/100/7");
    expect(articles[0]).toHaveTextContent(`${LONG_TITLE.slice(0, 60).trimEnd()}…Mar 5, 2026`);
    expect(articles[0]?.querySelector("img")).toHaveAttribute("src", "/media/demo/news/admissions-00.svg");
    expect(articles[1]).toHaveTextContent("Admissions story 1Mar 5, 2026");
    expect(within(popup).getByRole("link", { name: "View All Admissions News" })).toHaveAttribute(
      "href",
      "/news/admissions",
    );
  });

  it("says No articles available. for a category without posts, and still offers View All", async () => {
    renderNav();
    fireEvent.mouseEnter(categoryItem("Exams"));
    const popup = await screen.findByRole("region", { name: "Latest Exams news" });
    expect(popup).toHaveTextContent("No articles available.");
    expect(within(popup).getByRole("link", { name: "View All Exams News" })).toHaveAttribute("href", "/news/exams");
  });

  it("closes the popup 100 ms after the pointer leaves, and not if it comes back in time", async () => {
    vi.useFakeTimers();
    renderNav();
    const item = categoryItem("Admissions");
    fireEvent.mouseEnter(item);
    expect(screen.getByRole("region", { name: "Latest Admissions news" })).toBeInTheDocument();

    fireEvent.mouseLeave(item);
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(screen.getByRole("region", { name: "Latest Admissions news" })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByRole("region", { name: "Latest Admissions news" })).not.toBeInTheDocument();

    fireEvent.mouseEnter(item);
    fireEvent.mouseLeave(item);
    await act(() => vi.advanceTimersByTimeAsync(60));
    fireEvent.mouseEnter(item);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByRole("region", { name: "Latest Admissions news" })).toBeInTheDocument();
  });

  it("opens the same popup from the keyboard or a tap on the category's button, and Escape closes it", async () => {
    renderNav();
    const toggle = within(nav()).getByRole("button", { name: "Latest Admissions articles" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    toggle.focus();
    await userEvent.keyboard("{Enter}");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const popup = screen.getByRole("region", { name: "Latest Admissions news" });
    expect(toggle).toHaveAttribute("aria-controls", popup.id);
    await userEvent.tab();
    expect(within(popup).getAllByRole("link")[0]).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("region", { name: "Latest Admissions news" })).not.toBeInTheDocument();
    // Focus was on a link inside the popup: it goes back to the button, not to the page.
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("opens More from the keyboard, and Escape inside it closes it and gives focus back to More", async () => {
    renderNav();
    const more = within(nav()).getByRole("button", { name: /More/ });
    more.focus();
    await userEvent.keyboard("{Enter}");
    expect(more).toHaveAttribute("aria-expanded", "true");
    const list = document.getElementById(more.getAttribute("aria-controls") ?? "") as HTMLElement;
    expect(list).toBeVisible();
    await userEvent.tab();
    expect(within(list).getByRole("link", { name: "Campus Life" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(more).toHaveAttribute("aria-expanded", "false");
    expect(more).toHaveFocus();
  });

  it("keeps a popup open when its button is clicked or tapped right after the pointer opened it", async () => {
    renderNav();
    const toggle = within(nav()).getByRole("button", { name: "Latest Admissions articles" });
    // userEvent moves the pointer onto the button first (a tap "enters" too), then clicks.
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("asks the server for a category's five newest posts only when its popup opens", async () => {
    const calls = mockApi({
      "GET /api/blogs/categories": CATEGORIES,
      "GET /api/blogs/category/careers": pageOf([blogSummary({ title: "Careers fair" })], 0, 5),
    });
    renderWithApp(<CategoryNav />, { at: "/news" });
    await within(nav()).findByRole("link", { name: "Careers" });
    expect(calls.map((call) => call.url.pathname)).toEqual(["/api/blogs/categories"]);
    fireEvent.mouseEnter(categoryItem("Careers"));
    expect(await screen.findByText("Careers fair")).toBeInTheDocument();
    const popupCall = calls.at(-1);
    expect(popupCall?.url.pathname).toBe("/api/blogs/category/careers");
    expect(popupCall?.url.searchParams.get("page")).toBe("0");
    expect(popupCall?.url.searchParams.get("size")).toBe("5");
  });
});

describe("CategorySidebar (below 900 px)", () => {
  it("is titled Categories and reads Loading categories... until every category is listed", async () => {
    let answer: (response: Response) => void = () => {};
    mockApi({
      "GET /api/blogs/categories": () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderWithApp(<CategorySidebar onClose={() => {}} />, { at: "/news" });
    const sidebar = screen.getByRole("complementary", { name: "Categories" });
    expect(within(sidebar).getByRole("heading", { name: "Categories" })).toHaveFocus();
    expect(within(sidebar).getByRole("status")).toHaveTextContent("Loading categories...");

    answer(new Response(JSON.stringify(CATEGORIES), { headers: { "content-type": "application/json" } }));
    const links = await within(sidebar).findAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(CATEGORIES.map((c) => `/news/${c.slug}`));
    expect(links[5]).toHaveTextContent("Campus Life1");
    expect(within(sidebar).queryByText("Loading categories...")).not.toBeInTheDocument();
  });

  it("opens from the Categories button of the bar and closes with its close button or Escape", async () => {
    renderNav();
    const open = screen.getByRole("button", { name: "Categories" });
    await userEvent.click(open);
    expect(open).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("complementary", { name: "Categories" })).toBeInTheDocument();
    expect(open).toHaveAttribute("aria-controls", screen.getByRole("complementary", { name: "Categories" }).id);
    // Focus moves into the sidebar, and back to the Categories button when it closes.
    expect(screen.getByRole("heading", { name: "Categories" })).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "Close categories" }));
    expect(screen.queryByRole("complementary", { name: "Categories" })).not.toBeInTheDocument();
    expect(open).toHaveFocus();
    await userEvent.click(open);
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("complementary", { name: "Categories" })).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });
});
