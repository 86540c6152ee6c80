import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { collegeDetails } from "../../test/fixtures.ts";
import { ownerListing } from "../../test/owner-fixtures.ts";
import { jsonResponse, mockApi } from "../../test/render.tsx";
import { badRequest, notYours, prepareFormPageTests, renderFormPages, signInAs } from "./form-pages-test-kit.tsx";
import { AddListingPage, EditListingPage } from "./listing-form-pages.tsx";

prepareFormPageTests();

function renderAt(at: string) {
  return renderFormPages(at, [
    { path: "add-listing", Component: AddListingPage },
    { path: "edit-listing/:id", Component: EditListingPage },
  ]);
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^Name/), "Little Stars School");
  await user.type(screen.getByLabelText(/^Street address/), "4 Lake View");
  await user.type(screen.getByLabelText(/^City/), "Pune");
  await user.type(screen.getByLabelText(/^State/), "Maharashtra");
}

describe("AddListingPage (/add-listing)", () => {
  it("goes back to the type cards without a known ?type=", async () => {
    await signInAs();
    renderAt("/add-listing?type=university");
    expect(await screen.findByRole("heading", { name: "Choose a type" })).toBeInTheDocument();
  });

  it("checks the fields with the contract before sending anything", async () => {
    await signInAs();
    const calls = mockApi({});
    const user = userEvent.setup();
    renderAt("/add-listing?type=school");
    expect(await screen.findByRole("heading", { level: 1, name: "Add a school" })).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Country/));
    await user.type(screen.getByLabelText(/^Latitude/), "95");
    await user.click(screen.getByRole("button", { name: "Submit listing" }));

    expect(await screen.findByLabelText(/^Name/)).toHaveAccessibleDescription("Name is required.");
    expect(screen.getByLabelText(/^Street address/)).toHaveAccessibleDescription("Street address is required.");
    expect(screen.getByLabelText(/^Country/)).toHaveAccessibleDescription("Country is required.");
    expect(screen.getByLabelText(/^Latitude/)).toHaveAccessibleDescription(
      "For example 12.971599 Latitude must be between -90 and 90.",
    );
    expect(calls.filter((call) => call.method !== "GET")).toEqual([]);
  });

  it("sends the write body with the chosen type's details, and says the new listing is pending review", async () => {
    await signInAs("ListingOwner");
    const calls = mockApi({
      "POST /api/listings": () =>
        jsonResponse(ownerListing({ id: 42, name: "Little Stars School", status: "PENDING" }), 201),
    });
    const user = userEvent.setup();
    renderAt("/add-listing?type=SCHOOL");
    await fillRequired(user);
    await user.type(screen.getByLabelText(/^Boards/), "CBSE");
    await user.type(screen.getByLabelText(/^Latitude/), "18.52");
    await user.type(screen.getByLabelText(/^Longitude/), "73.85");
    await user.type(screen.getByLabelText(/^Website/), "https://stars.example");
    await user.click(screen.getByRole("button", { name: "Submit listing" }));

    expect(await screen.findByText("Your listing is pending review")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(
      "An administrator will check it before it appears on the site.",
    );
    expect(screen.getByRole("link", { name: "Edit it again" })).toHaveAttribute("href", "/edit-listing/42");
    expect(screen.queryByRole("link", { name: "View it on the site" })).not.toBeInTheDocument();
    const post = calls.find((call) => call.method === "POST");
    expect(post?.body).toEqual({
      type: "SCHOOL",
      name: "Little Stars School",
      description: "",
      address: {
        line1: "4 Lake View",
        line2: null,
        city: "Pune",
        state: "Maharashtra",
        postalCode: "",
        country: "India",
        latitude: 18.52,
        longitude: 73.85,
      },
      contact: { phone: null, email: null, website: "https://stars.example" },
      logo: null,
      coverPicture: null,
      details: {
        kind: "SCHOOL",
        boards: ["CBSE"],
        grades: null,
        gradesNote: null,
        medium: null,
        annualFee: null,
        feeNote: null,
        studentsPerTeacher: null,
        boarding: null,
        transport: null,
        admission: null,
        facilities: [],
      },
    });
  });

  describe("once saved", () => {
    const scrolled = vi.fn();
    afterEach(() => {
      // jsdom has no scrollIntoView; the browsers have it.
      Reflect.deleteProperty(Element.prototype, "scrollIntoView");
      scrolled.mockReset();
    });

    it("brings the outcome into view and moves the focus to it, with the next steps after it", async () => {
      Element.prototype.scrollIntoView = scrolled;
      await signInAs("Administrator");
      mockApi({ "POST /api/listings": () => jsonResponse(ownerListing({ id: 42, name: "Little Stars" }), 201) });
      const user = userEvent.setup();
      renderAt("/add-listing?type=school");
      await fillRequired(user);
      await user.click(screen.getByRole("button", { name: "Submit listing" }));

      const title = await screen.findByRole("heading", { level: 2, name: "Your listing is published" });
      expect(title).toHaveFocus();
      expect(scrolled).toHaveBeenCalledWith({ block: "start" });
      expect(scrolled.mock.contexts[0]).toBe(screen.getByRole("status"));
      expect(screen.getByRole("status")).toHaveAccessibleName("Your listing is published");
      expect(screen.getByRole("link", { name: "View it on the site" })).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Go to your profile" })).toHaveAttribute("href", "/user-profile");
    });
  });

  it("tells an administrator the listing is published, with a link to it", async () => {
    await signInAs("Administrator");
    mockApi({ "POST /api/listings": () => jsonResponse(ownerListing({ id: 42, name: "Little Stars" }), 201) });
    const user = userEvent.setup();
    renderAt("/add-listing?type=school");
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Submit listing" }));
    expect(await screen.findByText("Your listing is published")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View it on the site" })).toHaveAttribute(
      "href",
      "/description/42/little-stars",
    );
  });

  it("shows the server's field issues of a 400 beside their fields", async () => {
    await signInAs();
    mockApi({
      "POST /api/listings": badRequest([
        { path: "address.city", message: "address.city must not contain control characters" },
        { path: "details.kind", message: "details.kind must match type" },
      ]),
    });
    const user = userEvent.setup();
    renderAt("/add-listing?type=school");
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Submit listing" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please correct the highlighted fields.");
    expect(screen.getByLabelText(/^City/)).toHaveAccessibleDescription("City must not contain control characters.");
    expect(screen.getByLabelText(/^Type/)).toHaveAccessibleDescription("Type must match type.");
  });

  it("shows the type's own details: courses for a college, subjects and modes for a tutor", async () => {
    await signInAs();
    const calls = mockApi({ "POST /api/listings": () => jsonResponse(ownerListing({ status: "PENDING" }), 201) });
    const user = userEvent.setup();
    renderAt("/add-listing?type=tutorial");
    expect(await screen.findByLabelText(/^Subjects/)).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Courses" })).not.toBeInTheDocument();
    await fillRequired(user);
    await user.type(screen.getByLabelText(/^Subjects/), "Maths{Enter}  {Enter}Physics");
    await user.click(screen.getByRole("checkbox", { name: "Online" }));
    await user.click(screen.getByRole("button", { name: "Submit listing" }));
    await screen.findByText("Your listing is pending review");
    const body = calls.find((call) => call.method === "POST")?.body as { details: unknown } | undefined;
    expect(body?.details).toEqual({
      kind: "TUTORIAL",
      subjects: ["Maths", "Physics"],
      levels: [],
      modes: ["ONLINE"],
      fee: null,
      feeNote: null,
      batchSize: null,
      demoClass: null,
      experienceYears: null,
    });
  });
});

describe("EditListingPage (/edit-listing/{id})", () => {
  it("sends someone else's listing to /not-belogs-to-you (the server answers 403)", async () => {
    await signInAs();
    mockApi({
      "GET /api/listings/5/manage": notYours("This listing is not yours."),
    });
    renderAt("/edit-listing/5");
    expect(await screen.findByRole("heading", { name: "Not yours" })).toBeInTheDocument();
  });

  it("sends a listing that does not exist, or a malformed id, to /error", async () => {
    await signInAs();
    mockApi({});
    const first = renderAt("/edit-listing/5");
    expect(await screen.findByRole("heading", { name: "Error page" })).toBeInTheDocument();
    first.unmount();
    renderAt("/edit-listing/abc");
    expect(await screen.findByRole("heading", { name: "Error page" })).toBeInTheDocument();
  });

  it("sends a listing of another author to /not-belogs-to-you even if the server answered it", async () => {
    await signInAs();
    mockApi({ "GET /api/listings/5/manage": ownerListing({ id: 5, authorId: "someone-else" }) });
    renderAt("/edit-listing/5");
    expect(await screen.findByRole("heading", { name: "Not yours" })).toBeInTheDocument();
  });

  it("lets an administrator edit anyone's listing", async () => {
    await signInAs("Administrator");
    mockApi({ "GET /api/listings/5/manage": ownerListing({ id: 5, authorId: "someone-else" }) });
    renderAt("/edit-listing/5");
    expect(await screen.findByRole("heading", { level: 1, name: "Edit Green Valley College" })).toBeInTheDocument();
    expect(screen.getByText(/As an administrator, changes you save are published at once/)).toBeInTheDocument();
  });

  it("edits a published listing: the changes wait for review while the live version stays online", async () => {
    await signInAs();
    const calls = mockApi({
      "GET /api/listings/5/manage": ownerListing({ id: 5 }),
      "PUT /api/listings/5": ownerListing({ id: 5, pendingSince: "2026-11-23T10:00:00.000Z" }),
    });
    const user = userEvent.setup();
    renderAt("/edit-listing/5");
    const name = await screen.findByLabelText(/^Name/);
    expect(name).toHaveValue("Green Valley College");
    expect(screen.getAllByLabelText(/^Course name/).map((box) => (box as HTMLInputElement).value)).toEqual([
      "B.Sc. Physics",
      "M.A. Economics",
    ]);
    expect(screen.getByLabelText(/^Year established/)).toHaveValue("1990");
    await user.clear(name);
    await user.type(name, "Green Valley University");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("Your changes are pending review")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(
      "The live version of your listing stays online unchanged until an administrator approves the changes.",
    );
    const put = calls.find((call) => call.method === "PUT")?.body as { name: string; details: unknown };
    expect(put.name).toBe("Green Valley University");
    // Every saved fact went into a box and comes back out unchanged.
    expect(put.details).toEqual(collegeDetails());
  });

  it("shows why the last version was rejected", async () => {
    await signInAs();
    mockApi({
      "GET /api/listings/5/manage": ownerListing({
        id: 5,
        status: "REJECTED",
        rejectReason: "The phone number does not answer.",
        pendingChanges: null,
      }),
    });
    renderAt("/edit-listing/5");
    expect(
      await screen.findByText(/An administrator rejected this listing: “The phone number does not answer.”/),
    ).toBeInTheDocument();
    expect(screen.getByText("Rejected")).toBeInTheDocument();
  });

  it("shows the proposed changes in the form when an edit is waiting", async () => {
    await signInAs();
    mockApi({
      "GET /api/listings/5/manage": ownerListing({
        id: 5,
        pendingSince: "2026-11-20T10:00:00.000Z",
        pendingChanges: { name: "Green Valley University" },
      }),
    });
    renderAt("/edit-listing/5");
    expect(await screen.findByLabelText(/^Name/)).toHaveValue("Green Valley University");
    expect(screen.getByText(/Changes you sent on Nov 20, 2026 are waiting for review/)).toBeInTheDocument();
  });

  it("asks before leaving with unsaved changes, and stays when asked to", async () => {
    await signInAs();
    mockApi({ "GET /api/listings/5/manage": ownerListing({ id: 5 }) });
    const user = userEvent.setup();
    const { router } = renderAt("/edit-listing/5");
    await user.type(await screen.findByLabelText(/^Name/), " Campus");
    void router.navigate("/user-profile");
    const dialog = await screen.findByRole("alertdialog", {
      name: "You have unsaved changes. Leave this page and lose them?",
    });
    expect(screen.getByRole("button", { name: "Stay on this page" })).toHaveFocus();
    // A modal question: Tab goes round its two answers, not to the form behind it.
    await user.tab();
    expect(screen.getByRole("button", { name: "Leave without saving" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Stay on this page" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Stay on this page" }));
    expect(dialog).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/edit-listing/5");
    expect(screen.getByLabelText(/^Name/)).toHaveValue("Green Valley College Campus");
    // Staying gives focus back to where the visitor was typing.
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();

    void router.navigate("/user-profile");
    await user.click(await screen.findByRole("button", { name: "Leave without saving" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/user-profile"));
  });

  it("warns the browser before the tab closes with unsaved changes, and not otherwise", async () => {
    await signInAs();
    mockApi({ "GET /api/listings/5/manage": ownerListing({ id: 5 }) });
    const user = userEvent.setup();
    renderAt("/edit-listing/5");
    const name = await screen.findByLabelText(/^Name/);
    const clean = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await user.type(name, "!");
    const dirty = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
