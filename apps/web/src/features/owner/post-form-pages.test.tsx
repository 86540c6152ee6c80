import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ownerListing, ownerPost } from "../../test/owner-fixtures.ts";
import { jsonResponse, mockApi } from "../../test/render.tsx";
import { richTextBox } from "../../test/rich-text.ts";
import { notYours, prepareFormPageTests, renderFormPages, signInAs } from "./form-pages-test-kit.tsx";
import { CreatePostPage, EditPostPage } from "./post-form-pages.tsx";

prepareFormPageTests();

function renderAt(at: string) {
  return renderFormPages(at, [
    { path: "create-post/:id", Component: CreatePostPage },
    { path: "edit-post/:id", Component: EditPostPage },
  ]);
}

const articleEditor = () => richTextBox("Article");

describe("CreatePostPage (/create-post/{listingId})", () => {
  it("sends a listing that is not published to /error, and someone else's to /not-belogs-to-you", async () => {
    await signInAs();
    mockApi({
      "GET /api/listings/5/manage": ownerListing({ id: 5, status: "REJECTED" }),
      "GET /api/listings/6/manage": notYours("This listing is not yours."),
    });
    const first = renderAt("/create-post/5");
    expect(await screen.findByRole("heading", { name: "Error page" })).toBeInTheDocument();
    first.unmount();
    renderAt("/create-post/6");
    expect(await screen.findByRole("heading", { name: "Not yours" })).toBeInTheDocument();
  });

  it("checks the fields with the contract before sending anything", async () => {
    await signInAs();
    const calls = mockApi({ "GET /api/listings/5/manage": ownerListing({ id: 5 }) });
    const user = userEvent.setup();
    renderAt("/create-post/5");
    await articleEditor();
    await user.click(screen.getByRole("button", { name: "Submit post" }));
    expect(await screen.findByLabelText(/^Title/)).toHaveAccessibleDescription("Title is required.");
    expect(screen.getByLabelText(/^Category/)).toHaveAccessibleDescription("Category is required.");
    expect(screen.getByLabelText(/^Short description/)).toHaveAccessibleDescription(
      "Shown in lists and on cards; at most 300 characters. Short description is required.",
    );
    expect(screen.getByText("Article is required.")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("sends the post with its tags as a list and the article as HTML, and says it is pending review", async () => {
    await signInAs();
    const calls = mockApi({
      "GET /api/listings/5/manage": ownerListing({ id: 5 }),
      "POST /api/blogs": () => jsonResponse(ownerPost({ id: 12, status: "PENDING" }), 201),
    });
    const user = userEvent.setup();
    renderAt("/create-post/5");
    await user.type(await screen.findByLabelText(/^Title/), "Admissions open");
    await user.selectOptions(screen.getByLabelText(/^Category/), "Scholarships");
    await user.type(screen.getByLabelText(/^Tags/), "Open Day, forms,, open day");
    await user.type(screen.getByLabelText(/^Short description/), "Forms are out.");
    const editor = await articleEditor();
    await act(async () => editor.focus());
    // Pasted rather than typed: jsdom has no layout for ProseMirror to place typed characters.
    await user.paste("Apply now");
    await user.keyboard("{Control>}a{/Control}");
    await user.click(screen.getByRole("button", { name: "Bold" }));
    await user.click(screen.getByRole("button", { name: "Submit post" }));

    expect(await screen.findByText("Your post is pending review")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      listingId: 5,
      title: "Admissions open",
      category: "scholarships",
      tags: ["open day", "forms"],
      shortDescription: "Forms are out.",
      content: "<p><strong>Apply now</strong></p>",
      imgUrl: null,
    });
  });
});

describe("EditPostPage (/edit-post/{id})", () => {
  it("loads the post and its listing, and saves as an administrator: published at once", async () => {
    await signInAs("Administrator");
    const calls = mockApi({
      "GET /api/blogs/3/manage": ownerPost({ id: 3, listingId: 1, authorId: "another-owner" }),
      "GET /api/listings/1/manage": ownerListing({ id: 1, authorId: "another-owner" }),
      "PUT /api/blogs/3": ownerPost({ id: 3 }),
    });
    const user = userEvent.setup();
    renderAt("/edit-post/3");
    expect(await screen.findByLabelText(/^Title/)).toHaveValue("Admissions open early this year");
    expect(screen.getByLabelText(/^Tags/)).toHaveValue("admissions");
    expect((await articleEditor()).innerHTML).toContain("Forms open on 1 March.");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Your post is published")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      title: "Admissions open early this year",
      category: "admissions",
      tags: ["admissions"],
      shortDescription: "Colleges are opening their admission forms earlier than ever.",
      content: "<p>Forms open on 1 March.</p>",
      imgUrl: null,
    });
  });

  it("sends a post of someone else's listing to /not-belogs-to-you", async () => {
    await signInAs();
    mockApi({
      "GET /api/blogs/3/manage": ownerPost({ id: 3, listingId: 1 }),
      "GET /api/listings/1/manage": ownerListing({ id: 1, authorId: "another-owner" }),
    });
    renderAt("/edit-post/3");
    expect(await screen.findByRole("heading", { name: "Not yours" })).toBeInTheDocument();
  });
});
