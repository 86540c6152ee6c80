import { act, configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { FakeUploadRequest } from "../../test/fake-upload-request.ts";
import { richTextBox } from "../../test/rich-text.ts";
import { linkHref } from "./editor-toolbar.tsx";
import { RichTextField } from "./rich-text-field.tsx";

// The editor's chunk loads slowly on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout; ProseMirror measures ranges to scroll the caret into view.
beforeAll(() => {
  const noRect = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getBoundingClientRect = noRect;
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  document.elementFromPoint = () => null;
});

/** The field inside a little form that keeps its value, as react-hook-form's Controller would. */
function Harness({
  initial = "",
  onValue,
  Field = RichTextField,
}: {
  initial?: string;
  onValue?: (html: string) => void;
  Field?: typeof RichTextField;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Field
        label="Description"
        name="description"
        value={value}
        onChange={(html) => {
          setValue(html);
          onValue?.(html);
        }}
        required
      />
      <button type="button" onClick={() => setValue("<p>Loaded from the server</p>")}>
        Load saved text
      </button>
      <output data-testid="value">{value}</output>
    </>
  );
}

const editorBox = () => richTextBox("Description");

/** Puts the caret inside the editor's first block (jsdom has no layout to click into). */
async function focusEditor(box: HTMLElement) {
  await act(async () => {
    box.focus();
  });
}

describe("RichTextField", () => {
  it("is a plain labelled text box while the editor loads, editing the same value", async () => {
    // A fresh copy of the field, whose editor chunk arrives only when the test lets it: the other
    // tests of this file may already have loaded the editor, in any order.
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    vi.resetModules();
    vi.doMock("./rich-text-editor.tsx", async (importOriginal) => {
      await arrived;
      return importOriginal();
    });
    try {
      const { RichTextField: LoadingField } = await import("./rich-text-field.tsx");
      const onValue = vi.fn();
      render(<Harness onValue={onValue} Field={LoadingField} />);
      const plain = screen.getByRole("textbox", { name: /Description/ });
      expect(plain.tagName).toBe("TEXTAREA");
      await userEvent.type(plain, "Hi");
      expect(onValue).toHaveBeenLastCalledWith("Hi");
      arrive();
      expect((await editorBox()).textContent).toBe("Hi");
    } finally {
      vi.doUnmock("./rich-text-editor.tsx");
    }
  });

  it("shows the value as formatted text with a labelled toolbar of every tool", async () => {
    render(<Harness initial="<p>Hello <strong>world</strong></p>" />);
    const box = await editorBox();
    expect(box).toHaveAttribute("role", "textbox");
    expect(box).toHaveAttribute("aria-label", "Description");
    expect(box).toHaveAttribute("aria-required", "true");
    expect(box.innerHTML).toContain("<strong>world</strong>");
    const names = screen
      .getAllByRole("button")
      .filter((button) => button.closest('[role="toolbar"]'))
      .map((button) => button.getAttribute("aria-label"));
    expect(names).toEqual([
      "Bold",
      "Italic",
      "Heading",
      "Subheading",
      "Bulleted list",
      "Numbered list",
      "Quote",
      "Link",
      "Image",
      "Undo",
      "Redo",
    ]);
  });

  it("names every tool with the words it shows, so a speech user can say what they see (WCAG 2.5.3)", async () => {
    render(<Harness initial="<p>Hello</p>" />);
    await editorBox();
    const tools = screen.getAllByRole("button").filter((button) => button.closest('[role="toolbar"]'));
    // The glyph is drawn by CSS from data-glyph: it is what the button shows.
    const shown = tools.map((button) => button.querySelector("[data-glyph]")?.getAttribute("data-glyph"));
    for (const [index, button] of tools.entries()) {
      const glyph = shown[index] ?? "";
      // Letters are text a visitor reads (and may speak); symbols are pictures of the action.
      if (!/\p{L}/u.test(glyph)) continue;
      expect(button.getAttribute("aria-label")?.toLowerCase()).toContain(glyph.toLowerCase());
    }
    expect(shown).toEqual(["B", "I", "Heading", "Subheading", "•", "1.", "“”", "Link", "Image", "↶", "↷"]);
  });

  it("gives out HTML: a heading made with the toolbar, and empty text as an empty string", async () => {
    const onValue = vi.fn();
    render(<Harness initial="<p>Admissions</p>" onValue={onValue} />);
    const box = await editorBox();
    await focusEditor(box);
    await userEvent.click(screen.getByRole("button", { name: "Heading" }));
    expect(onValue).toHaveBeenLastCalledWith("<h2>Admissions</h2>");
    expect(screen.getByRole("button", { name: "Heading" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Subheading" })).toHaveAttribute("aria-pressed", "false");

    await userEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(onValue).toHaveBeenLastCalledWith("<p>Admissions</p>");

    await userEvent.keyboard("{Control>}a{/Control}{Backspace}");
    expect(onValue).toHaveBeenLastCalledWith("");
  });

  it("turns lists and quotes on for the current paragraph", async () => {
    const onValue = vi.fn();
    render(<Harness initial="<p>Small classes</p>" onValue={onValue} />);
    await focusEditor(await editorBox());
    await userEvent.click(screen.getByRole("button", { name: "Bulleted list" }));
    expect(onValue).toHaveBeenLastCalledWith("<ul><li><p>Small classes</p></li></ul>");
    await userEvent.click(screen.getByRole("button", { name: "Numbered list" }));
    expect(onValue).toHaveBeenLastCalledWith("<ol><li><p>Small classes</p></li></ol>");
    await userEvent.click(screen.getByRole("button", { name: "Numbered list" }));
    await userEvent.click(screen.getByRole("button", { name: "Quote" }));
    expect(onValue).toHaveBeenLastCalledWith("<blockquote><p>Small classes</p></blockquote>");
  });

  it("takes a new value from outside (a saved item loading) without echoing it back", async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const box = await editorBox();
    await userEvent.click(screen.getByRole("button", { name: "Load saved text" }));
    await waitFor(() => expect(box).toHaveTextContent("Loaded from the server"));
    expect(onValue).not.toHaveBeenCalled();
  });

  it("is keyboard-usable: one tab stop, arrows move along the toolbar, Escape goes back to the text", async () => {
    render(<Harness initial="<p>Text</p>" />);
    const box = await editorBox();
    const bold = screen.getByRole("button", { name: "Bold" });
    const italic = screen.getByRole("button", { name: "Italic" });
    const redo = screen.getByRole("button", { name: "Redo" });
    expect(bold).toHaveAttribute("tabindex", "0");
    expect(italic).toHaveAttribute("tabindex", "-1");
    act(() => bold.focus());
    await userEvent.keyboard("{ArrowRight}");
    expect(italic).toHaveFocus();
    expect(italic).toHaveAttribute("tabindex", "0");
    await userEvent.keyboard("{End}");
    expect(redo).toHaveFocus();
    expect(redo).toHaveAttribute("aria-disabled", "true");
    await userEvent.keyboard("{ArrowRight}");
    expect(bold).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(box).toHaveFocus());
  });

  it("adds a link from the link box, and refuses an address that is not web, mail or phone", async () => {
    const onValue = vi.fn();
    render(<Harness initial="<p>Visit</p>" onValue={onValue} />);
    await focusEditor(await editorBox());
    await userEvent.click(screen.getByRole("button", { name: "Link" }));
    const address = screen.getByRole("textbox", { name: "Link address" });
    expect(address).toHaveFocus();
    await userEvent.type(address, "javascript:alert(1){Enter}");
    expect(screen.getByRole("alert")).toHaveTextContent("Enter a web address");
    expect(onValue).not.toHaveBeenCalled();

    await userEvent.clear(address);
    await userEvent.type(address, "example.org{Enter}");
    expect(screen.queryByRole("textbox", { name: "Link address" })).not.toBeInTheDocument();
    const html = onValue.mock.lastCall?.[0] as string;
    expect(html).toContain('<a rel="noopener nofollow" href="https://example.org">https://example.org</a>');
  });
});

describe("RichTextField's image box", () => {
  const uploaded = {
    url: "/media/uploads/0b7c2f4e-8f3a-4c1e-9d2a-5a6b7c8d9e0f-1280.webp",
    variants: [{ width: 1280, url: "/media/uploads/0b7c2f4e-8f3a-4c1e-9d2a-5a6b7c8d9e0f-1280.webp" }],
    width: 1280,
    height: 720,
  };
  const jpeg = () =>
    new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1])], "lab.jpg", {
      type: "image/jpeg",
    });

  it("uploads the chosen image at once and puts it in the text only with its description, at its size", async () => {
    FakeUploadRequest.sent = [];
    vi.stubGlobal("XMLHttpRequest", FakeUploadRequest);
    // The session the editor's chunk uses: the first test of this file reset the module registry, and the
    // chunk was loaded from the new one, which a dynamic import reaches too.
    const { session } = await import("../../lib/session/session.ts");
    vi.spyOn(session, "validAccessToken").mockResolvedValue("access-token-1");
    const onValue = vi.fn();
    render(<Harness initial="<p>Our new lab</p>" onValue={onValue} />);
    await focusEditor(await editorBox());
    await userEvent.click(screen.getByRole("button", { name: "Image" }));
    const insert = screen.getByRole("button", { name: "Insert image" });

    // Nothing chosen yet: the box says so and the text stays as it was.
    await userEvent.click(insert);
    expect(screen.getByRole("alert")).toHaveTextContent("Choose an image file first.");
    expect(screen.getByLabelText("Image file")).toHaveAttribute("aria-invalid", "true");

    await userEvent.upload(screen.getByLabelText("Image file"), jpeg());
    await waitFor(() => expect(FakeUploadRequest.sent).toHaveLength(1));
    const request = FakeUploadRequest.sent[0] as FakeUploadRequest;
    expect([request.method, request.url, request.headers.authorization]).toEqual([
      "POST",
      "/api/media",
      "Bearer access-token-1",
    ]);
    act(() => request.answer(201, uploaded));
    const box = screen.getByRole("group", { name: "Image" });
    await waitFor(() => expect(within(box).getByRole("status")).toHaveTextContent("Image uploaded. Now describe it."));
    // The preview is decorative (alt=""): the description is still to come.
    expect(box.querySelector("img")).toHaveAttribute("src", uploaded.url);

    // A description is required: an image without one is not inserted.
    const description = screen.getByRole("textbox", { name: "Description (alt text)" });
    expect(description).toHaveAccessibleDescription(
      "What the image shows, in a sentence: read aloud to people who cannot see it.",
    );
    await userEvent.type(description, "   ");
    await userEvent.click(insert);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Describe the image: the description is read to people who cannot see it.",
    );
    expect(description).toHaveAttribute("aria-invalid", "true");
    expect(onValue).not.toHaveBeenCalled();

    await userEvent.clear(description);
    await userEvent.type(description, "Students at the new robotics lab{Enter}");
    await waitFor(() =>
      expect(onValue).toHaveBeenLastCalledWith(
        expect.stringContaining(
          `<img src="${uploaded.url}" alt="Students at the new robotics lab" width="1280" height="720">`,
        ),
      ),
    );
    expect(screen.queryByRole("textbox", { name: "Description (alt text)" })).not.toBeInTheDocument();
  });

  it("closes with Escape, leaving the text as it was", async () => {
    const onValue = vi.fn();
    render(<Harness initial="<p>Our new lab</p>" onValue={onValue} />);
    await focusEditor(await editorBox());
    await userEvent.click(screen.getByRole("button", { name: "Image" }));
    expect(screen.getByLabelText("Image file")).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByLabelText("Image file")).not.toBeInTheDocument();
    expect(onValue).not.toHaveBeenCalled();
  });
});

describe("linkHref", () => {
  it("adds https to a bare address and keeps mail and phone links", () => {
    expect(linkHref(" example.org/a ")).toBe("https://example.org/a");
    expect(linkHref("mailto:office@example.org")).toBe("mailto:office@example.org");
    expect(linkHref("tel:+911234")).toBe("tel:+911234");
  });

  it("refuses script and data addresses and empty text", () => {
    expect(linkHref("javascript:alert(1)")).toBeNull();
    expect(linkHref("JaVaScRiPt:alert(1)")).toBeNull();
    expect(linkHref("data:text/html,<script>")).toBeNull();
    expect(linkHref("  ")).toBeNull();
  });
});
