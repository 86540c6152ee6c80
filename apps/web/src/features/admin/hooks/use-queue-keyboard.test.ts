import { describe, expect, it } from "vitest";
import { isTypingTarget } from "./use-queue-keyboard.ts";

describe("what counts as typing", () => {
  it("is a text box, a text area, a select or an editable element (the rich-text editor)", () => {
    const editable = document.createElement("div");
    editable.setAttribute("contenteditable", "true");
    document.body.append(editable);
    for (const element of [
      document.createElement("input"),
      document.createElement("textarea"),
      document.createElement("select"),
      editable,
    ]) {
      expect(isTypingTarget(element), element.tagName).toBe(true);
    }
    expect(isTypingTarget(document.createElement("button"))).toBe(false);
    expect(isTypingTarget(document.body)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
    editable.remove();
  });
});
