/**
 * modules/content/html.ts: the article sanitiser against an XSS corpus (OWASP filter-evasion
 * cheat-sheet vectors and mutation-XSS cases), checked by parsing its output the way a browser does
 * (parse5, with scripting on and off); and the one HTML-to-text function.
 */
import { describe, expect, it } from "vitest";
import { excerptOf, htmlToText, ownMediaPath, sanitizeArticleHtml } from "../../../src/modules/content/html.ts";
import { HEX_JS, MUTATION, OWASP, problemsIn } from "../../helpers/xss-corpus.ts";

const options = { publicUrl: "http://localhost:3000" };
const clean = (html: string) => sanitizeArticleHtml(html, options);

describe("sanitizeArticleHtml on the XSS corpus", () => {
  it.each([...OWASP, ...MUTATION])("neutralises %s", (vector) => {
    const output = clean(vector);
    expect(problemsIn(output, true)).toEqual([]);
    expect(problemsIn(output, false)).toEqual([]);
    // Cleaning again changes nothing: the output does not mutate into something else when re-parsed.
    expect(clean(output)).toBe(output);
    // Text such as "javascript:" or "onerror=" may remain as inert, escaped text; markup may not.
    expect(output).not.toMatch(/<(script|style|iframe|svg|math|object|embed|form|noscript|template)\b/i);
  });

  it("checks a corpus of real size", () => {
    expect(OWASP.length + MUTATION.length).toBeGreaterThanOrEqual(100);
  });

  it("keeps the text of a dropped link but not its script URL", () => {
    expect(clean(`<a href="${HEX_JS}">hex</a>`)).toBe('<a rel="noopener nofollow">hex</a>');
    expect(clean(`<a href="jav&#x09;ascript:alert(1)">tab</a>`)).toBe('<a rel="noopener nofollow">tab</a>');
  });

  it("drops script, style, noscript and svg with their content", () => {
    expect(clean(`<p>before</p><script>alert(1)</script><style>p{}</style><p>after</p>`)).toBe(
      "<p>before</p><p>after</p>",
    );
    expect(clean(`<noscript><p title="</noscript><img src=x onerror=alert(1)>">`)).toBe("");
    expect(clean(`<svg><style><img src=x onerror=alert(1)></style></svg>`)).toBe("");
  });

  it("escapes markup left in text and attribute values", () => {
    expect(clean(`<scr<script>ipt>alert(1)</script>`)).toBe("ipt&gt;alert(1)");
    expect(clean(`<abbr title="</noscript><img src=x onerror=alert(1)>">N</abbr>`)).toBe(
      '<abbr title="&lt;/noscript&gt;&lt;img src=x onerror=alert(1)&gt;">N</abbr>',
    );
  });
});

describe("sanitizeArticleHtml on article markup", () => {
  const article = [
    "<h2>Admissions 2026</h2>",
    '<p>Forms open on <strong>1 March</strong>; see the <em>prospectus</em> and <a href="https://college.example/fees">fees</a>.</p>',
    "<h3>Documents</h3>",
    '<ol start="2"><li>Mark sheet</li><li>Transfer certificate <small>(original)</small></li></ol>',
    '<ul><li>Photo</li><li>Aadhaar <abbr title="Unique Identification">UID</abbr></li></ul>',
    '<figure><img src="/media/listings/12/campus.webp" alt="Campus" width="640" height="360" /><figcaption>The campus</figcaption></figure>',
    "<blockquote><p>Learning never exhausts the mind.</p></blockquote>",
    '<table><caption>Fees</caption><thead><tr><th scope="col">Course</th><th scope="col">Fee</th></tr></thead>',
    '<tbody><tr><td>B.Sc.</td><td rowspan="2">₹40,000</td></tr><tr><td>B.A.</td></tr></tbody></table>',
    '<pre><code class="language-text">apply --now</code></pre>',
    "<p>H<sub>2</sub>O, x<sup>2</sup>, <mark>note</mark>, <s>old</s> <u>new</u>, <q>quoted</q>, <cite>A Book</cite>.</p>",
    "<hr /><dl><dt>Term</dt><dd>Definition</dd></dl>",
    '<p>Write to <a href="mailto:office@college.example">the office</a> or call <a href="tel:+911234567890">us</a>.</p>',
  ].join("");

  it("keeps allowed markup intact, adding rel to links", () => {
    expect(clean(article)).toBe(article.replace(/<a href=("[^"]*")>/g, '<a href=$1 rel="noopener nofollow">'));
  });

  it("turns an h1 into an h2: the page has its own h1", () => {
    expect(clean("<h1>Title</h1>")).toBe("<h2>Title</h2>");
  });

  it("keeps target=_blank with rel, and drops any other target and the author's rel", () => {
    expect(clean('<a href="https://x.example" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener nofollow">x</a>',
    );
    expect(clean('<a href="/about" target="_top">about</a>')).toBe(
      '<a href="/about" rel="noopener nofollow">about</a>',
    );
  });

  it("keeps images from our media, relative or on the public origin, and drops all others", () => {
    expect(clean('<img src="http://localhost:3000/media/a.png?v=2" alt="a" />')).toBe(
      '<img src="/media/a.png?v=2" alt="a" />',
    );
    expect(clean('<p>x<img src="https://elsewhere.example/media/a.png" />y</p>')).toBe("<p>xy</p>");
    expect(clean('<p>x<img src="/uploads/a.png" />y</p>')).toBe("<p>xy</p>");
  });

  it("drops style, class and id attributes outside the code highlighting classes", () => {
    expect(clean('<p style="color:red" class="big" id="x">t</p><code class="language-ts">c</code>')).toBe(
      '<p>t</p><code class="language-ts">c</code>',
    );
  });
});

describe("ownMediaPath", () => {
  it.each([
    ["/media/a.png", "/media/a.png"],
    ["http://localhost:3000/media/b/c.webp", "/media/b/c.webp"],
    ["/media/x/../y.png", "/media/y.png"],
    ["/media/../api/users", null],
    ["https://localhost:3000/media/a.png", null],
    ["//localhost:3000/media/a.png", null],
    ["media/a.png", null],
    ["/media\\..\\api", null],
  ])("maps %s to %s", (src, expected) => {
    expect(ownMediaPath(src, "http://localhost:3000")).toBe(expected);
  });
});

describe("htmlToText", () => {
  it("reads HTML as a reader would: tags gone, block edges spaced, entities decoded", () => {
    expect(htmlToText("<p>A <strong>test</strong> listing.</p><ul><li>one</li><li>two</li></ul>")).toBe(
      "A test listing. one two",
    );
    expect(htmlToText("<p>Fees &amp; dates&nbsp;&lt;2026&gt;</p>")).toBe("Fees & dates <2026>");
    expect(htmlToText("te<em>st</em>ing<br>next")).toBe("testing next");
  });

  it("drops script and style content and collapses whitespace", () => {
    expect(htmlToText("<p>a</p>\n\n<script>alert(1)</script><style>p{}</style>\t<p> b </p>")).toBe("a b");
  });

  it("answers plain text unchanged and empty HTML as empty text", () => {
    expect(htmlToText("plain words")).toBe("plain words");
    expect(htmlToText("<p> </p>")).toBe("");
  });
});

describe("excerptOf", () => {
  it("is the first 200 characters of the text", () => {
    const html = `<p>${"word ".repeat(100)}</p>`;
    expect(excerptOf(html)).toBe("word ".repeat(40).trimEnd());
    expect(excerptOf(html).length).toBeLessThanOrEqual(200);
    expect(excerptOf("<p>short</p>")).toBe("short");
  });

  it("takes another length when asked", () => {
    expect(excerptOf("<p>abcdef</p>", 3)).toBe("abc");
  });

  it("reads a long description only until it has the excerpt, and says the same as the whole text would", () => {
    // Entities, tags, dropped script and runs of white space at every distance from where reading stops.
    const pieces = [
      "Fees &amp; dates",
      "<p>",
      "</p>",
      "<strong>bold</strong>",
      "&nbsp;",
      "  \n ",
      "<script>x()</script>",
    ];
    for (let shift = 0; shift < 40; shift++) {
      const html = `${"a".repeat(shift)} ${Array.from({ length: 600 }, (_, i) => `${pieces[(i * 7 + shift) % pieces.length]}w${i}`).join(" ")}`;
      for (const chars of [1, 50, 200, 255, 256, 257, 1000]) {
        expect(excerptOf(html, chars)).toBe(htmlToText(html).slice(0, chars).trimEnd());
      }
    }
  });
});
