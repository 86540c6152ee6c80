import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { session } from "../../lib/session/session.ts";
import { jsonResponse, mockApi, renderWithApp } from "../../test/render.tsx";
import { identityEndpoints, storeSession, tokenAnswer } from "../../test/tokens.ts";
import { ChangePasswordPage } from "./change-password-page.tsx";

function renderPage() {
  return renderWithApp(null, {
    at: "/change-password",
    routes: [
      { path: "change-password", Component: ChangePasswordPage },
      { path: "user-profile", element: <h1>Profile page</h1> },
    ],
  });
}

async function fill(old: string, next: string, confirmation: string) {
  const user = userEvent.setup();
  if (old) await user.type(await screen.findByLabelText(/^Current password/), old);
  if (next) await user.type(screen.getByLabelText(/^New password/), next);
  if (confirmation) await user.type(screen.getByLabelText(/^Confirm new password/), confirmation);
  await user.click(screen.getByRole("button", { name: "Change password" }));
}

describe("ChangePasswordPage", () => {
  it("checks the three fields (the policy knows the e-mail address) before sending", async () => {
    await storeSession();
    await session.restore();
    const calls = mockApi({});
    renderPage();
    await fill("", "asha@example.com", "asha@example.com!");
    expect(await screen.findByLabelText(/^Current password/)).toHaveAccessibleDescription(
      "Current password is required.",
    );
    expect(screen.getByText("Password must not be your e-mail address.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription(
      "The new password and its confirmation do not match.",
    );
    expect(calls).toEqual([]);
  });

  it("shows the server's field issues beside the fields", async () => {
    await storeSession();
    await session.restore();
    mockApi({
      "POST /api/users/change-password": () =>
        jsonResponse(
          {
            statusCode: 400,
            error: "Bad Request",
            message: "oldPassword (additionalProp1) must not contain control characters",
            issues: [
              { path: "oldPassword", message: "oldPassword (additionalProp1) must not contain control characters" },
            ],
          },
          400,
        ),
    });
    renderPage();
    await fill("old passphrase", "a new passphrase", "a new passphrase");
    expect(await screen.findByText("Current password must not contain control characters.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current password/)).toHaveAttribute("aria-invalid", "true");
  });

  it("sends additionalProp1..3, signs in again with the new password and returns to the profile", async () => {
    await storeSession({ refreshToken: "refresh-old" });
    await session.restore();
    const calls = mockApi({
      ...(await identityEndpoints()),
      "POST /api/users/change-password": {
        message: "Your password has been changed. Other devices have been signed out.",
      },
      "POST /auth/oauth/token": await tokenAnswer({ refreshToken: "refresh-new" }),
    });
    renderPage();
    await fill("old passphrase", "a new passphrase", "a new passphrase");
    expect(await screen.findByRole("heading", { name: "Profile page" })).toBeInTheDocument();
    expect(calls.find((call) => call.url.pathname === "/api/users/change-password")?.body).toEqual({
      additionalProp1: "old passphrase",
      additionalProp2: "a new passphrase",
      additionalProp3: "a new passphrase",
    });
    expect(calls.find((call) => call.url.pathname === "/auth/oauth/token")?.body).toMatchObject({
      grant_type: "password",
      username: "asha@example.com",
      password: "a new passphrase",
    });
    // The server revoked the old refresh token; the new sign-in's one replaces it.
    expect(window.localStorage.getItem("refreshToken")).toBe("refresh-new");
    expect(await screen.findByText(/Other devices have been signed out/)).toBeInTheDocument();
  });

  it("shows the server's message, else 'Failed to change password'", async () => {
    await storeSession();
    await session.restore();
    mockApi({
      "POST /api/users/change-password": () =>
        jsonResponse({ statusCode: 400, error: "Bad Request", message: "The current password is wrong." }, 400),
    });
    const view = renderPage();
    await fill("wrong", "a new passphrase", "a new passphrase");
    expect(await screen.findByText("The current password is wrong.")).toBeInTheDocument();
    view.unmount();

    mockApi({ "POST /api/users/change-password": () => new Response("", { status: 500 }) });
    renderPage();
    await fill("old passphrase", "a new passphrase", "a new passphrase");
    expect(await screen.findByText("Failed to change password")).toBeInTheDocument();
  });
});
