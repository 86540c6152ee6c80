import { describe, expect, it } from "vitest";
import { plainTextOf } from "./calendar-links.ts";

describe("plainTextOf (an event's description in calendar links)", () => {
  it("keeps the text of sanitised HTML, a paragraph or item per line, with entities decoded", () => {
    expect(
      plainTextOf(
        "<p>Open day &amp; <strong>campus tour</strong></p><!-- note --><ul><li>Labs</li><li>Q&amp;A &lt;live&gt;</li></ul><p>Fee:&nbsp;&#8377;500 &#x2014; &quot;free&quot; for alumni</p>",
      ),
    ).toBe('Open day & campus tour\nLabs\nQ&A <live>\nFee: ₹500 — "free" for alumni');
  });

  it("works where there is no DOM (the server draws event pages too), leaving unknown entities as written", () => {
    const { DOMParser } = globalThis;
    // @ts-expect-error: the server has no DOMParser
    delete globalThis.DOMParser;
    try {
      expect(plainTextOf("<p>Line one<br>Line&nbsp;two &bogus; &#0;</p>")).toBe("Line one\nLine two &bogus; &#0;");
    } finally {
      globalThis.DOMParser = DOMParser;
    }
  });
});
