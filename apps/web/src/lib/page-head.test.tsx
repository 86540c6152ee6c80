/**
 * The head manager (docs/decisions/0011-server-written-head.md): a page's head rendered by React takes
 * over from the tags the server wrote, with no tag doubled; the server's structured data stays while
 * the visitor is on the page it describes; in-app navigation changes the title, description and canonical.
 */

import { landingHead, type PageHead as PageHeadData } from "@lwl/contracts/page-head";
import { articleHead, listingHead, notFoundHead } from "@lwl/contracts/page-head-kinds";
import { cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PageTitle } from "../components/ui/page-title.tsx";
import { PageHead } from "./page-head.tsx";

const SERVER_ORIGIN = "https://learn.example";
const LISTING = {
  id: 5,
  name: "Sunrise College",
  type: "COLLEGE" as const,
  city: "Pune",
  state: "Maharashtra",
  excerpt: "Engineering since 1990.",
  coverPicture: "/media/uploads/cover.jpg",
  logo: null,
};

/** What the server writes for /description/5/sunrise-college (apps/api/src/modules/pages/head-html.ts). */
function writeServerHead(jsonLdPath: string) {
  document.head.innerHTML = `
    <meta charset="UTF-8">
    <title data-server-head>Sunrise College | LEARN WITHOUT LIMITS</title>
    <meta name="description" content="Engineering since 1990." data-server-head>
    <link rel="canonical" href="${SERVER_ORIGIN}/description/5/sunrise-college" data-server-head>
    <meta property="og:title" content="Sunrise College | LEARN WITHOUT LIMITS" data-server-head>
    <meta property="og:image" content="${SERVER_ORIGIN}/media/uploads/cover.jpg" data-server-head>
    <script type="application/ld+json" data-server-head="${jsonLdPath}">{"@graph":[]}</script>`;
}

/** The head as a crawler reads it. */
function head() {
  const all = (selector: string, read: (element: Element) => string | null) =>
    [...document.head.querySelectorAll(selector)].map(read);
  return {
    documentTitle: document.title,
    titles: all("title", (element) => element.textContent),
    descriptions: all('meta[name="description"]', (element) => element.getAttribute("content")),
    canonicals: all('link[rel="canonical"]', (element) => element.getAttribute("href")),
    ogTitles: all('meta[property="og:title"]', (element) => element.getAttribute("content")),
    ogImages: all('meta[property="og:image"]', (element) => element.getAttribute("content")),
    robots: all('meta[name="robots"]', (element) => element.getAttribute("content")),
    jsonLd: all('script[type="application/ld+json"]', (element) => element.getAttribute("data-server-head")),
    serverTags: document.head.querySelectorAll("[data-server-head]").length,
  };
}

function Page({ head: data }: { head: PageHeadData }) {
  return (
    <main>
      <PageHead head={data} />
    </main>
  );
}

beforeEach(() => window.history.replaceState(null, "", "/description/5/sunrise-college"));
afterEach(() => {
  // React takes its own tags out when the pages unmount; then whatever the test wrote goes.
  cleanup();
  document.head.innerHTML = "";
});

describe("PageHead", () => {
  it("takes over from the server's tags without doubling any, on the server's origin, keeping the page's JSON-LD", () => {
    writeServerHead("/description/5/sunrise-college");
    render(<Page head={listingHead(LISTING)} />);
    expect(head()).toEqual({
      documentTitle: "Sunrise College | LEARN WITHOUT LIMITS",
      titles: ["Sunrise College | LEARN WITHOUT LIMITS"],
      descriptions: ["Engineering since 1990."],
      canonicals: [`${SERVER_ORIGIN}/description/5/sunrise-college`],
      ogTitles: ["Sunrise College | LEARN WITHOUT LIMITS"],
      ogImages: [`${SERVER_ORIGIN}/media/uploads/cover.jpg`],
      robots: [],
      jsonLd: ["/description/5/sunrise-college"],
      serverTags: 1,
    });
  });

  it("changes the head on in-app navigation, and drops the JSON-LD of the page left", () => {
    writeServerHead("/description/5/sunrise-college");
    const view = render(<Page head={listingHead(LISTING)} />);
    window.history.pushState(null, "", "/news-description/9/5");
    const article = { id: 9, listingId: 5, title: "Admissions open", shortDescription: "Apply now.", imgUrl: null };
    view.rerender(<Page head={articleHead(article)} />);
    expect(head()).toEqual({
      documentTitle: "Admissions open | LEARN WITHOUT LIMITS",
      titles: ["Admissions open | LEARN WITHOUT LIMITS"],
      descriptions: ["Apply now."],
      canonicals: [`${SERVER_ORIGIN}/news-description/9/5`],
      ogTitles: ["Admissions open | LEARN WITHOUT LIMITS"],
      ogImages: [`${SERVER_ORIGIN}/images/share.png`],
      robots: [],
      jsonLd: [],
      serverTags: 0,
    });

    window.history.pushState(null, "", "/");
    view.rerender(<Page head={landingHead()} />);
    expect(head()).toMatchObject({
      titles: ["LEARN WITHOUT LIMITS: colleges, schools, tutors and events"],
      canonicals: [`${SERVER_ORIGIN}/`],
    });
  });

  it("marks a not-found page noindex, with no canonical address", () => {
    writeServerHead("/description/5/sunrise-college");
    window.history.replaceState(null, "", "/description/404/gone");
    render(<Page head={notFoundHead("listing", "/description/404/gone")} />);
    expect(head()).toMatchObject({
      titles: ["Listing not found | LEARN WITHOUT LIMITS"],
      robots: ["noindex"],
      canonicals: [],
      jsonLd: [],
      serverTags: 0,
    });
  });

  it("leaves the head empty of its tags once the page is gone", () => {
    const view = render(<Page head={listingHead(LISTING)} />);
    view.unmount();
    expect(head()).toMatchObject({ titles: [], descriptions: [], canonicals: [], ogTitles: [] });
  });
});

describe("PageTitle", () => {
  it("also replaces the server's head, on pages the server writes no head for", () => {
    writeServerHead("/description/5/sunrise-college");
    window.history.replaceState(null, "", "/login");
    render(<PageTitle title="Sign in" />);
    expect(head()).toMatchObject({
      documentTitle: "Sign in | LEARN WITHOUT LIMITS",
      titles: ["Sign in | LEARN WITHOUT LIMITS"],
      descriptions: [],
      canonicals: [],
      jsonLd: [],
      serverTags: 0,
    });
  });
});
