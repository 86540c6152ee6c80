import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi, renderWithApp } from "../../test/render.tsx";
import { identityEndpoints } from "../../test/tokens.ts";
import { ForgotPasswordPage } from "./forgot-password-page.tsx";

const SENT = "We've just sent you an email to reset your password.";

describe("ForgotPasswordPage: asking for the link", () => {
  it("checks the address, then asks the server to e-mail the link", async () => {
    const calls = mockApi({
      ...(await identityEndpoints()),
      "POST /auth/dbconnections/change_password": () =>
        new Response(SENT, { status: 200, headers: { "content-type": "text/plain; charset=utf-8" } }),
    });
    const user = userEvent.setup();
    renderWithApp(<ForgotPasswordPage />, { at: "/forgot-Password" });
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(screen.getByLabelText(/E-mail address/)).toHaveAccessibleDescription("E-mail address is required.");
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);

    await user.type(screen.getByLabelText(/E-mail address/), "asha@example.com");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText(/If asha@example.com has an account/)).toHaveTextContent(SENT);
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      client_id: "learnwithoutlimits-web",
      email: "asha@example.com",
      connection: "Username-Password-Authentication",
    });
  });

  it("says 'Failed to send password reset email. Please try again.' when it fails", async () => {
    mockApi({
      ...(await identityEndpoints()),
      "POST /auth/dbconnections/change_password": () => jsonResponse({ error: "server_error" }, 500),
    });
    const user = userEvent.setup();
    renderWithApp(<ForgotPasswordPage />, { at: "/forgot-Password" });
    await user.type(screen.getByLabelText(/E-mail address/), "asha@example.com");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText("Failed to send password reset email. Please try again.")).toBeInTheDocument();
  });
});

describe("ForgotPasswordPage: opened from the e-mailed link", () => {
  async function choose(password: string, confirmation: string) {
    const user = userEvent.setup();
    renderWithApp(<ForgotPasswordPage />, { at: "/forgot-Password?ticket=t-123" });
    expect(screen.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New password/), password);
    await user.type(screen.getByLabelText(/^Confirm new password/), confirmation);
    await user.click(screen.getByRole("button", { name: "Set new password" }));
  }

  it("keeps a too-short password and a mismatch from being sent", async () => {
    const calls = mockApi(await identityEndpoints());
    await choose("short", "shorter");
    expect(screen.getByText("Password must be at least 8 characters long.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription(
      "The new password and its confirmation do not match.",
    );
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("sets the new password with the ticket and offers to sign in", async () => {
    const calls = mockApi({
      ...(await identityEndpoints()),
      "POST /auth/reset_password": {
        message: "Your password has been changed. You can now sign in with your new password.",
      },
    });
    await choose("a brand new passphrase", "a brand new passphrase");
    expect(await screen.findByText(/Your password has been changed/, { selector: "p" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      client_id: "learnwithoutlimits-web",
      ticket: "t-123",
      new_password: "a brand new passphrase",
    });
  });

  it("shows the provider's description of a used link, or the fallback message", async () => {
    mockApi({
      ...(await identityEndpoints()),
      "POST /auth/reset_password": () =>
        jsonResponse(
          {
            error: "invalid_ticket",
            error_description: "This password reset link has expired or was already used. Please ask for a new one.",
          },
          400,
        ),
    });
    await choose("a brand new passphrase", "a brand new passphrase");
    expect(await screen.findByText(/link has expired or was already used/)).toBeInTheDocument();
  });

  it("shows the server's field issues beside the field", async () => {
    mockApi({
      ...(await identityEndpoints()),
      "POST /auth/reset_password": () =>
        jsonResponse(
          {
            error: "invalid_request",
            error_description: "new_password must not contain control characters",
            issues: [{ path: "new_password", message: "new_password must not contain control characters" }],
          },
          400,
        ),
    });
    await choose("a brand new passphrase", "a brand new passphrase");
    expect(await screen.findByText("New password must not contain control characters.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute("aria-invalid", "true");
  });

  it("falls back to 'Failed to reset password. Please try again.'", async () => {
    mockApi({ ...(await identityEndpoints()), "POST /auth/reset_password": () => jsonResponse({}, 502) });
    await choose("a brand new passphrase", "a brand new passphrase");
    expect(await screen.findByText("Failed to reset password. Please try again.")).toBeInTheDocument();
  });
});
