import { describe, expect, it } from "vitest";
import { toTextBlocks } from "./plain-text.ts";

describe("toTextBlocks", () => {
  it("splits paragraphs on blank lines, drops a repeated title, and finds headings and lists", () => {
    const text =
      "Privacy Policy\n\nLast updated: today\n\n2. What we collect\n- Account data\n- Messages\n\nA closing line.\nIt continues.";
    expect(toTextBlocks(text, "Privacy Policy")).toEqual([
      { kind: "paragraph", text: "Last updated: today" },
      { kind: "heading", text: "2. What we collect" },
      { kind: "list", items: ["Account data", "Messages"] },
      { kind: "paragraph", text: "A closing line.\nIt continues." },
    ]);
  });

  it("copes with Windows line ends and blank lines holding spaces", () => {
    expect(toTextBlocks("One.\r\n  \r\nTwo.", "Terms")).toEqual([
      { kind: "paragraph", text: "One." },
      { kind: "paragraph", text: "Two." },
    ]);
  });
});
