import { describe, expect, it } from "vitest";
import { absoluteUrlOf, descriptionOf, headTagsOf, landingHead } from "../src/page-head.ts";
import { listingHead, newsTagHead, notFoundHead } from "../src/page-head-kinds.ts";
import { eventPagePathOf, listingPagePathOf } from "../src/page-paths.ts";

const ORIGIN = "https://learn.example";

describe("descriptionOf", () => {
  it("keeps short text on one line", () => {
    expect(descriptionOf("  Engineering\n and  design. ")).toBe("Engineering and design.");
  });
  it("cuts long text at a word before 160 characters, with an ellipsis", () => {
    const text = `${"word ".repeat(40)}end`;
    const cut = descriptionOf(text);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/^word( word)+…$/);
  });
});

describe("addresses", () => {
  it("makes site paths absolute and keeps absolute URLs", () => {
    expect(absoluteUrlOf(ORIGIN, "/media/a.jpg")).toBe(`${ORIGIN}/media/a.jpg`);
    expect(absoluteUrlOf(ORIGIN, "https://cdn.example/a.jpg")).toBe("https://cdn.example/a.jpg");
  });
  it("slugs detail pages by their title, with a fixed word when nothing is left", () => {
    expect(listingPagePathOf({ id: 7, name: "St. Xavier's College" })).toBe("/description/7/st-xaviers-college");
    expect(listingPagePathOf({ id: 7, name: "विद्यालय" })).toBe("/description/7/listing");
    expect(eventPagePathOf({ id: 3, title: "हिंदी" })).toBe("/eventdescription/3/event");
  });
  it("lower-cases and encodes a tag", () => {
    expect(newsTagHead("Exam Tips").path).toBe("/news-tag/exam%20tips");
  });
});

describe("headTagsOf", () => {
  const listing = {
    id: 5,
    name: "Sunrise",
    type: "SCHOOL" as const,
    city: "Pune",
    state: "",
    excerpt: "",
    coverPicture: null,
    logo: "/media/demo/logos/school-01.svg",
  };

  it("writes the canonical, Open Graph and Twitter tags, with the site's PNG in place of an SVG image", () => {
    const tags = headTagsOf(listingHead(listing), ORIGIN);
    const value = (name: string) =>
      tags
        .map((tag) => (tag.tag === "meta" ? tag.name === name && tag.content : tag.rel === name && tag.href))
        .find(Boolean);
    expect({
      description: value("description"),
      canonical: value("canonical"),
      ogImage: value("og:image"),
      twitterCard: value("twitter:card"),
      robots: value("robots"),
    }).toEqual({
      description: "School in Pune: Sunrise on LEARN WITHOUT LIMITS.",
      canonical: `${ORIGIN}/description/5/sunrise`,
      ogImage: `${ORIGIN}/images/share.png`,
      twitterCard: "summary_large_image",
      robots: undefined,
    });
  });

  it("gives a not-found page noindex and no canonical address", () => {
    const tags = headTagsOf(notFoundHead("listing", "/description/9"), ORIGIN);
    expect(tags.filter((tag) => tag.tag === "link" || tag.name === "og:url" || tag.name === "robots")).toEqual([
      { tag: "meta", key: "name", name: "robots", content: "noindex" },
    ]);
  });

  it("names the landing page by the site's tagline", () => {
    expect(landingHead()).toEqual({
      title: "LEARN WITHOUT LIMITS: colleges, schools, tutors and events",
      description: expect.stringMatching(/^Discover colleges/),
      path: "/",
    });
  });
});
