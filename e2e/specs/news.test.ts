/**
 * The news section in Chromium (issue 12): from the landing page to an article, its category, one
 * of its tags and back; the newsletter from the subscribe box to the confirmed page through the
 * outbox; the feeds the pages advertise; axe on the news pages at desktop and phone widths.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { freshEmail } from "../support/accounts.ts";
import { errorsFrom, openPage } from "../support/browser.ts";
import { chromiumForThisFile } from "../support/chromium-per-worker.ts";
import { linkTo, newestMail } from "../support/outbox.ts";

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");
const browser = chromiumForThisFile();

const articleHeading = (page: Page) => page.getByRole("heading", { level: 1 });

describe("reading the news", () => {
  it("goes from the landing page to an article, its category, one of its tags and back", async () => {
    const { page, errors, close } = await openPage(browser(), { baseUrl, width: 1280 });
    await page.goto("/");
    const featured = page.getByTestId("featured-news");
    const title = (await featured.getByRole("heading").textContent()) ?? "";
    await featured.click();
    await page.waitForURL(/\/news-description\/\d+/);
    await expect.poll(() => articleHeading(page).textContent()).toBe(title);
    // The category shows in upper case, the date as "Mar 5, 2026", the share links are plain links.
    const category = page
      .getByRole("article")
      .getByRole("link", { name: /^[A-Z ]+$/ })
      .first();
    const categoryName = (await category.textContent()) ?? "";
    expect(await page.locator("article time").first().textContent()).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(await page.getByRole("link", { name: /WhatsApp/ }).getAttribute("href")).toMatch(/^https:\/\/wa\.me\//);
    await page.getByRole("heading", { name: "Related articles" }).waitFor();

    await category.click();
    await page.waitForURL(/\/news\/[a-z-]+$/);
    const categoryTitle = `${categoryName.toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase())} News`;
    await expect.poll(() => articleHeading(page).textContent()).toBe(categoryTitle);
    const cards = page.getByRole("list", { name: `${categoryTitle.replace(/ News$/, "")} news` }).getByRole("link");
    await cards.first().waitFor();

    await cards.first().click();
    await page.waitForURL(/\/news-description\/\d+/);
    const tag = page.getByRole("navigation", { name: "Tags" }).getByRole("link").first();
    const tagText = ((await tag.textContent()) ?? "").replace(/^#/, "");
    const articleUrl = page.url();
    await tag.click();
    await page.waitForURL(new RegExp(`/news-tag/${tagText}$`));
    await expect.poll(() => articleHeading(page).textContent()).toBe(`News tagged “${tagText}”`);
    await page
      .getByRole("list", { name: `News tagged “${tagText}”` })
      .getByRole("article")
      .first()
      .waitFor();

    await page.goBack();
    await page.waitForURL(articleUrl);
    await page.getByRole("navigation", { name: "Tags" }).waitFor();
    expect(errorsFrom(errors, baseUrl)).toEqual([]);
    await close();
  });

  it("resolves both readings of the article address to the canonical one, and an unknown article is not found", async () => {
    const { page, close } = await openPage(browser(), { baseUrl });
    const top = (await (await fetch(`${baseUrl}/api/blogs/top/1`)).json()) as {
      id: number;
      listingId: number | null;
    }[];
    const article = top[0];
    if (!article) throw new Error("no news in the demo data");
    const canonical =
      article.listingId === null
        ? `/news-description/${article.id}`
        : `/news-description/${article.id}/${article.listingId}`;
    await page.goto(`/news-description/${article.id}/some-title-slug`);
    await page.waitForURL(`${baseUrl}${canonical}`);
    await page.goto(`/news-description/${article.id}`);
    await page.waitForURL(`${baseUrl}${canonical}`);
    await page.goto("/news-description/999999/1");
    await page.getByRole("heading", { level: 1, name: "Article not found" }).waitFor();
    await page.goto("/news/no-such-category");
    await page.getByRole("heading", { level: 1, name: "News category not found" }).waitFor();
    await close();
  });

  it("opens a category's popup on hover and lists every category in the sidebar at 375 px", async () => {
    const { page, close } = await openPage(browser(), { baseUrl, width: 1280 });
    await page.goto("/news");
    const nav = page.getByRole("navigation", { name: "News categories" });
    await nav.getByRole("link", { name: "Exams" }).hover();
    const popup = page.getByRole("region", { name: "Latest Exams news" });
    await popup.getByRole("link", { name: "View All Exams News" }).waitFor();
    // Five articles once they arrive (three placeholders hold the space until then).
    await expect.poll(() => popup.locator('a[href^="/news-description/"]').count()).toBe(5);
    expect(await popup.getByRole("listitem").count()).toBe(5);
    await close();

    const phone = await openPage(browser(), { baseUrl, width: 375 });
    await phone.page.goto("/news");
    expect(await phone.page.getByRole("navigation", { name: "News categories" }).isVisible()).toBe(false);
    await phone.page.getByRole("button", { name: "Categories" }).click();
    const sidebar = phone.page.getByRole("complementary", { name: "Categories" });
    await sidebar.getByRole("link", { name: /Study Abroad/ }).click();
    await phone.page.waitForURL(/\/news\/study-abroad$/);
    await sidebar.waitFor({ state: "detached" });
    await phone.close();
  });
});

describe("the newsletter", () => {
  it("subscribes from the news page, confirms with the e-mailed link, then says already confirmed", async () => {
    const { page, errors, close } = await openPage(browser(), { baseUrl });
    const email = freshEmail("reader");
    await page.goto("/news");
    const box = page.getByRole("form", { name: "Newsletter subscription" });
    await box.getByLabel("E-mail address").fill(email);
    await box.getByRole("button", { name: "Subscribe" }).click();
    await box.getByText(/a confirmation e-mail is on its way/).waitFor();

    const mail = await newestMail(dataDir, email, /Confirm your LEARN WITHOUT LIMITS newsletter/);
    expect(linkTo(mail, "/newsletter/unsubscribe")).toMatch(new RegExp(`^${baseUrl}/newsletter/unsubscribe\\?token=`));
    await page.goto(linkTo(mail, "/newsletter/confirm"));
    await page.getByText("Your subscription is confirmed. Our news will arrive in your inbox.").waitFor();
    await page.reload();
    await page.getByText("Your subscription was already confirmed. Nothing more to do.").waitFor();

    await page.goto(linkTo(mail, "/newsletter/unsubscribe"));
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await page.getByText("You are unsubscribed. You will not receive our newsletter any more.").waitFor();
    await page.goto(`${linkTo(mail, "/newsletter/confirm")}x`);
    await page.getByText("This confirmation link is not valid. Please subscribe again.").waitFor();
    expect(errorsFrom(errors, baseUrl).filter((e) => !e.includes("404"))).toEqual([]);
    await close();
  });

  it("carries the footer's address to the subscription form, filled in", async () => {
    const { page, close } = await openPage(browser(), { baseUrl });
    await page.goto("/about-us");
    const footer = page.getByRole("form", { name: "Newsletter" });
    await footer.getByLabel("Your e-mail", { exact: true }).fill("footer.reader@example.com");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await page.waitForURL(/\/subscribeform\/footer\.reader(%40|@)example\.com$/);
    const form = page.getByRole("form", { name: "Newsletter subscription" });
    await form.getByRole("checkbox", { name: "Exams" }).waitFor();
    expect(await form.getByLabel("E-mail address").inputValue()).toBe("footer.reader@example.com");
    await close();
  });
});

describe("feeds", () => {
  it("serves RSS 2.0 with absolute links at /news/rss.xml and per category, advertised by the pages", async () => {
    const feed = await fetch(`${baseUrl}/news/rss.xml`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await feed.text();
    expect(xml).toContain('<rss version="2.0"');
    const links = [...xml.matchAll(/<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) expect(link?.startsWith(`${baseUrl}/news`)).toBe(true);
    expect((await fetch(`${baseUrl}/news/exams/rss.xml`)).status).toBe(200);
    expect((await fetch(`${baseUrl}/news/no-such-category/rss.xml`)).status).toBe(404);

    const { page, close } = await openPage(browser(), { baseUrl });
    await page.goto("/news/exams");
    await articleHeading(page).waitFor();
    // The category's own feed joins the site's once the app has taken the page over (ADR 0016).
    const alternates = () =>
      page
        .locator('head link[rel="alternate"][type="application/rss+xml"]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href")));
    await expect.poll(alternates).toEqual(["/news/rss.xml", "/news/exams/rss.xml"]);
    await close();
  });
});
