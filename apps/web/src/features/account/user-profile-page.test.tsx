import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { session } from "../../lib/session/session.ts";
import { userProfile } from "../../test/fixtures.ts";
import { jsonResponse, mockApi, renderWithApp } from "../../test/render.tsx";
import { storeSession, TEST_USER_ID } from "../../test/tokens.ts";
import { userKey } from "./api/user-cache.ts";
import { UserProfilePage } from "./user-profile-page.tsx";

const USER_PATH = `/api/users/${TEST_USER_ID}`;

async function signedIn() {
  await storeSession();
  await session.restore();
}

describe("UserProfilePage", () => {
  it("shows the profile from GET /api/users/{userId}, sent with the Bearer token", async () => {
    await signedIn();
    let authorization: string | null = null;
    mockApi({
      [`GET ${USER_PATH}`]: (_url: URL, init?: RequestInit) => {
        authorization = new Headers(init?.headers).get("authorization");
        return jsonResponse(userProfile({ mobile: "+91 98765 43210" }));
      },
    });
    renderWithApp(<UserProfilePage />, { at: "/user-profile" });
    expect(await screen.findByRole("heading", { level: 2, name: "Asha Rao" })).toBeInTheDocument();
    expect(screen.getByText("asha@example.com")).toBeInTheDocument();
    expect(screen.getByText("Not verified")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Change password" })).toHaveAttribute("href", "/change-password");
    expect(screen.getByLabelText(/Mobile number/)).toHaveValue("+91 98765 43210");
    expect(authorization).toBe(`Bearer ${window.localStorage.getItem("authToken")}`);
  });

  it("saves the three fields and merges the answer into the cached user", async () => {
    await signedIn();
    const calls = mockApi({
      [`GET ${USER_PATH}`]: userProfile(),
      [`PATCH ${USER_PATH}`]: {
        userId: TEST_USER_ID,
        fullName: "Asha R. Rao",
        mobile: "+91 98765 43210",
        pictureUrl: "https://images.example/asha.png",
      },
    });
    const user = userEvent.setup();
    const { queryClient } = renderWithApp(<UserProfilePage />, { at: "/user-profile" });
    const name = await screen.findByLabelText(/Full name/);
    await user.clear(name);
    await user.type(name, "Asha R. Rao");
    await user.type(screen.getByLabelText(/Mobile number/), "+91 98765 43210");
    await user.type(screen.getByLabelText(/Picture URL/), "https://images.example/asha.png");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("Your profile has been saved.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({
      fullName: "Asha R. Rao",
      mobile: "+91 98765 43210",
      pictureUrl: "https://images.example/asha.png",
    });
    expect(queryClient.getQueryData(userKey(TEST_USER_ID))).toMatchObject({
      fullName: "Asha R. Rao",
      mobile: "+91 98765 43210",
      pictureUrl: "https://images.example/asha.png",
      email: "asha@example.com",
    });
    expect(screen.getByRole("heading", { level: 2, name: "Asha R. Rao" })).toBeInTheDocument();
    // One read only: the updated profile came from the answer, not from reading it again.
    expect(calls.filter((call) => call.method === "GET")).toHaveLength(1);
  });

  it("checks the fields before saving", async () => {
    await signedIn();
    const calls = mockApi({ [`GET ${USER_PATH}`]: userProfile() });
    const user = userEvent.setup();
    renderWithApp(<UserProfilePage />, { at: "/user-profile" });
    await user.clear(await screen.findByLabelText(/Full name/));
    await user.type(screen.getByLabelText(/Picture URL/), "ftp://example.com/me.png");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(screen.getByLabelText(/Full name/)).toHaveAccessibleDescription("Full name must not be empty.");
    expect(screen.getByLabelText(/Picture URL/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText(/^Picture URL must be an http or https address/)).toBeInTheDocument();
    expect(calls.some((call) => call.method === "PATCH")).toBe(false);
  });

  it("shows the server's field issues beside the fields", async () => {
    await signedIn();
    mockApi({
      [`GET ${USER_PATH}`]: userProfile(),
      [`PATCH ${USER_PATH}`]: () =>
        jsonResponse(
          {
            statusCode: 400,
            error: "Bad Request",
            message: "fullName must be at most 100 characters",
            issues: [{ path: "fullName", message: "fullName must be at most 100 characters" }],
          },
          400,
        ),
    });
    const user = userEvent.setup();
    renderWithApp(<UserProfilePage />, { at: "/user-profile" });
    await user.type(await screen.findByLabelText(/Full name/), " Junior");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Full name must be at most 100 characters.")).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("alert")).toHaveTextContent("Please correct the highlighted fields.");
  });

  it("uses the server's message when saving fails, else 'Failed to update user data'", async () => {
    await signedIn();
    const refused = mockApi({
      [`GET ${USER_PATH}`]: userProfile(),
      [`PATCH ${USER_PATH}`]: () =>
        jsonResponse(
          { statusCode: 403, error: "Forbidden", message: "You can only do this for your own account." },
          403,
        ),
    });
    const first = renderWithApp(<UserProfilePage />, { at: "/user-profile" });
    await userEvent.setup().type(await screen.findByLabelText(/Mobile number/), "+91 98765 43210");
    await userEvent.setup().click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("You can only do this for your own account.")).toBeInTheDocument();
    expect(refused.some((call) => call.method === "PATCH")).toBe(true);
    first.unmount();

    mockApi({
      [`GET ${USER_PATH}`]: userProfile(),
      [`PATCH ${USER_PATH}`]: () => jsonResponse({ error: "boom" }, 500),
    });
    const user = userEvent.setup();
    renderWithApp(<UserProfilePage />, { at: "/user-profile" });
    await user.type(await screen.findByLabelText(/Mobile number/), "+91 98765 43210");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Failed to update user data")).toBeInTheDocument();
  });

  it("says 'Failed to get user data' when the profile cannot be read", async () => {
    await signedIn();
    mockApi({ [`GET ${USER_PATH}`]: () => new Response("not json", { status: 502 }) });
    renderWithApp(<UserProfilePage />, { at: "/user-profile" });
    expect(await screen.findByText("Failed to get user data")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("sends the verification e-mail again, and reports a failure without throwing", async () => {
    await signedIn();
    let answer: Response = jsonResponse({ message: "We have sent a verification link to asha@example.com." });
    const calls = mockApi({
      [`GET ${USER_PATH}`]: userProfile(),
      [`POST ${USER_PATH}/verify-email`]: () => answer,
    });
    const user = userEvent.setup();
    renderWithApp(<UserProfilePage />, { at: "/user-profile" });
    await user.click(await screen.findByRole("button", { name: "Verify e-mail" }));
    expect(await screen.findAllByText("We have sent a verification link to asha@example.com.")).not.toHaveLength(0);
    expect(calls.find((call) => call.method === "POST")?.body).toBeUndefined();

    answer = new Response("", { status: 503 });
    await user.click(screen.getByRole("button", { name: "Verify e-mail" }));
    await waitFor(() => expect(screen.getAllByText("Failed to verify email")).not.toHaveLength(0));
  });

  it("hides the action once the address is verified", async () => {
    await signedIn();
    mockApi({ [`GET ${USER_PATH}`]: userProfile({ emailVerified: true, role: "ListingOwner" }) });
    renderWithApp(<UserProfilePage />, { at: "/user-profile" });
    expect(await screen.findByText("Verified")).toBeInTheDocument();
    expect(screen.getByText("Listing owner")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Verify e-mail" })).not.toBeInTheDocument();
  });
});
