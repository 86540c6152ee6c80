import type { BlogArticle } from "@lwl/contracts/blogs";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { blogSummary, pageOf } from "../../test/fixtures.ts";
import { jsonResponse, mockApi, renderWithApp } from "../../test/render.tsx";
import { NewsArticlePage } from "./news-article-page.tsx";
import { NewsCategoryPage } from "./news-category-page.tsx";
import { NewsHomePage } from "./news-home-page.tsx";
import { NewsletterConfirmPage } from "./newsletter-confirm-page.tsx";

const ARTICLE_PATH = "/news-description/:blogId/:listing?";

function article(overrides: Partial<BlogArticle> = {}): BlogArticle {
  return {
    ...blogSummary({ id: 42, listingId: 7, title: "Board exams move to March", category: "campus-life" }),
    tags: ["cbse", "board-exams"],
    sponsored: true,
    content: "<h2>What changes</h2><p>The dates move.</p>",
    readingMinutes: 3,
    listing: { id: 7, name: "Sunrise College", slug: "sunrise-college", type: "COLLEGE" },
    related: [blogSummary({ id: 43, listingId: null, title: "Exam stress, explained" })],
    ...overrides,
  };
}

describe("NewsArticlePage", () => {
  it("shows the category in upper case, the short date, the article, its tags, listing, share links and related posts", async () => {
    mockApi({ "GET /api/blogs/42": article() });
    renderWithApp(<NewsArticlePage />, { at: "/news-description/42/7", path: ARTICLE_PATH });
    expect(await screen.findByRole("heading", { level: 1, name: "Board exams move to March" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "CAMPUS LIFE" })).toHaveAttribute("href", "/news/campus-life");
    expect(screen.getAllByText("Sponsored")[0]).toBeInTheDocument();
    expect(screen.getByText("3 min read").parentElement).toHaveTextContent("Mar 5, 2026•3 min read");
    expect(screen.getByRole("heading", { level: 2, name: "What changes" })).toBeInTheDocument();
    const tags = within(screen.getByRole("navigation", { name: "Tags" })).getAllByRole("link");
    expect(tags.map((tag) => [tag.textContent, tag.getAttribute("href")])).toEqual([
      ["#cbse", "/news-tag/cbse"],
      ["#board-exams", "/news-tag/board-exams"],
    ]);
    expect(screen.getByRole("link", { name: "Sunrise College" })).toHaveAttribute(
      "href",
      "/description/7/sunrise-college",
    );
    const url = encodeURIComponent("http://localhost:3000/news-description/42/7");
    expect(screen.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
      "href",
      `https://wa.me/?text=Board%20exams%20move%20to%20March%20${url}`,
    );
    expect(screen.getByRole("link", { name: /LinkedIn/ }).getAttribute("href")).toContain(`url=${url}`);
    expect(screen.getByRole("link", { name: /^X/ }).getAttribute("href")).toMatch(/^https:\/\/x\.com\/intent\/post\?/);
    expect(screen.getByRole("link", { name: "E-mail" }).getAttribute("href")).toMatch(/^mailto:\?subject=/);
    expect(screen.getByRole("button", { name: "Copy link" })).toBeInTheDocument();
    const related = screen.getByRole("list", { name: "Related articles" });
    expect(within(related).getByRole("link", { name: "Exam stress, explained" })).toHaveAttribute(
      "href",
      "/news-description/43",
    );
  });

  it("replaces the other reading of the address (a slug, or nothing) with the canonical one", async () => {
    mockApi({ "GET /api/blogs/42": article() });
    const { router } = renderWithApp(<NewsArticlePage />, {
      at: "/news-description/42/board-exams-move-to-march",
      path: ARTICLE_PATH,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/news-description/42/7"));
  });

  it("holds the article's shape while it loads, then gives its picture the 16:9 box and first place in the queue", async () => {
    let answer: (response: Response) => void = () => {};
    mockApi({ "GET /api/blogs/42": () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderWithApp(<NewsArticlePage />, { at: "/news-description/42/7", path: ARTICLE_PATH });
    const skeleton = await screen.findByTestId("article-skeleton");
    expect(within(skeleton).getByRole("status")).toHaveTextContent("Loading article…");
    // The same 16:9 box the picture fills, and a screen's height so nothing under it shows and then moves.
    const box = screen.getByTestId("article-skeleton-media");
    expect(box).toHaveClass("articleMedia");
    expect(skeleton).toHaveClass("articleLoading");

    const upload = "/media/uploads/0b7c2f4e-8f3a-4c1e-9d2a-5a6b7c8d9e0f";
    answer(jsonResponse(article({ imgUrl: `${upload}-1280.webp` })));
    await screen.findByRole("heading", { level: 1, name: "Board exams move to March" });
    const picture = document.querySelector(".articleMedia img");
    expect(picture?.parentElement?.className).toBe(box.className.replace(" skeleton", ""));
    expect(picture).toHaveAttribute("fetchpriority", "high");
    expect(picture).not.toHaveAttribute("loading", "lazy");
    expect(picture).toHaveAttribute(
      "srcset",
      `${upload}-320.webp 320w, ${upload}-640.webp 640w, ${upload}-1280.webp 1280w`,
    );
    expect(picture).toHaveAttribute("sizes", "(max-width: 1007.98px) 100vw, 960px");
  });

  it("says not found for an unknown or malformed id", async () => {
    mockApi({});
    renderWithApp(<NewsArticlePage />, { at: "/news-description/999/1", path: ARTICLE_PATH });
    expect(await screen.findByRole("heading", { level: 1, name: "Article not found" })).toBeInTheDocument();
  });
});

describe("NewsHomePage", () => {
  it("shows the breaking strip, the featured story, the latest posts and the sponsored ones, marked as such", async () => {
    mockApi({
      "GET /api/blogs/breaking-news": pageOf([blogSummary({ id: 1, title: "Results are out" })], 0, 5),
      "GET /api/blogs/featured": pageOf([blogSummary({ id: 2, title: "The big story" })], 0, 1),
      "GET /api/blogs/published": pageOf([blogSummary({ id: 3, title: "A latest post", sponsored: true })], 0, 10),
      "GET /api/blogs/sponsored": pageOf([blogSummary({ id: 4, title: "Paid post", sponsored: true })], 0, 3),
    });
    renderWithApp(<NewsHomePage />, { at: "/news" });
    const breaking = await screen.findByRole("region", { name: "Breaking" });
    expect(within(breaking).getByRole("link", { name: "Results are out" })).toHaveAttribute(
      "href",
      "/news-description/1/3",
    );
    expect(await screen.findByRole("link", { name: "The big story" })).toBeInTheDocument();
    const latest = await screen.findByRole("list", { name: "Latest news" });
    expect(within(latest).getByText("Sponsored")).toBeInTheDocument();
    const sponsored = screen.getByRole("region", { name: "Sponsored" });
    expect(within(sponsored).getByRole("link", { name: /Paid post/ })).toHaveTextContent("Sponsored");
  });
});

describe("NewsCategoryPage", () => {
  it("is titled with the category's name and says not found for an unknown category", async () => {
    mockApi({
      "GET /api/blogs/categories": [{ name: "Campus Life", slug: "campus-life", count: 1 }],
      "GET /api/blogs/category/campus-life": pageOf([blogSummary({ title: "Fest season" })], 0, 10),
    });
    const { unmount } = renderWithApp(<NewsCategoryPage />, { at: "/news/Campus-Life", path: "/news/:category" });
    expect(await screen.findByRole("heading", { level: 1, name: "Campus Life News" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 2, name: "Fest season" })).toBeInTheDocument();
    expect(screen.getByText("1 article")).toBeInTheDocument();
    unmount();
    renderWithApp(<NewsCategoryPage />, { at: "/news/gossip", path: "/news/:category" });
    expect(await screen.findByRole("heading", { level: 1, name: "News category not found" })).toBeInTheDocument();
  });
});

describe("NewsletterConfirmPage", () => {
  const answers = {
    confirmed: { result: "confirmed", message: "Your subscription is confirmed. Our news will arrive in your inbox." },
    already: { result: "already-confirmed", message: "Your subscription was already confirmed. Nothing more to do." },
  };
  it.each([
    ["confirmed", () => Response.json(answers.confirmed), answers.confirmed.message],
    ["already confirmed", () => Response.json(answers.already), answers.already.message],
    [
      "invalid",
      () => Response.json({ statusCode: 404, error: "Not Found", message: "x" }, { status: 404 }),
      "This confirmation link is not valid. Please subscribe again.",
    ],
    [
      "expired",
      () => Response.json({ statusCode: 410, error: "Gone", message: "x" }, { status: 410 }),
      "This confirmation link has expired. Please subscribe again to get a new one.",
    ],
  ])("says so for a %s token", async (_, answer, text) => {
    mockApi({ "GET /api/blogs/subscriptions/confirm": answer });
    renderWithApp(<NewsletterConfirmPage />, { at: "/newsletter/confirm?token=abc" });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
