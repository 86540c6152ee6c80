import { describe, expect, it } from "vitest";
import { looksLikeHtml, plainTextToHtml } from "./plain-text-html.ts";

describe("opening a plain legal text in the editor", () => {
  it("keeps the public page's structure: headings, paragraphs with line breaks, lists", () => {
    const text =
      "Terms and Conditions\n\nLast updated: 1 November 2026\n\n1. About these terms\nBy using the site you agree.\n\n- one <b>\n- two & three";
    expect(plainTextToHtml(text)).toBe(
      "<p>Terms and Conditions</p><p>Last updated: 1 November 2026</p>" +
        "<h2>1. About these terms</h2><p>By using the site you agree.</p>" +
        "<ul><li>one &lt;b&gt;</li><li>two &amp; three</li></ul>",
    );
  });

  it("leaves a text that is already HTML as it is", () => {
    expect(looksLikeHtml("  <h2>Terms</h2>")).toBe(true);
    expect(looksLikeHtml("Terms < conditions")).toBe(false);
    expect(plainTextToHtml("<p>Saved</p>")).toBe("<p>Saved</p>");
  });
});
