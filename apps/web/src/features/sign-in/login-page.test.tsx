import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { RequireSignedOut } from "../../app/route-guards.tsx";
import { session } from "../../lib/session/session.ts";
import { jsonResponse, mockApi, renderWithApp } from "../../test/render.tsx";
import { identityEndpoints, idTokenClaims, signToken, tokenAnswer } from "../../test/tokens.ts";
import { LoginPage } from "./login-page.tsx";

/** /login inside its signed-out guard, as in the route table, with the pages it can lead to. */
function renderLogin(at = "/login") {
  return renderWithApp(null, {
    at,
    routes: [
      { Component: RequireSignedOut, children: [{ path: "login", Component: LoginPage }] },
      { path: "/", element: <h1>Home page</h1> },
      { path: "user-profile", element: <h1>Profile page</h1> },
    ],
  });
}

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/E-mail address/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole("button", { name: "Sign in" }));
  return user;
}

describe("LoginPage", () => {
  it("asks for both fields before sending anything", async () => {
    const calls = mockApi(await identityEndpoints());
    const user = userEvent.setup();
    renderLogin();
    await user.click(await screen.findByRole("button", { name: "Sign in" }));
    expect(screen.getByLabelText(/E-mail address/)).toHaveAccessibleDescription("E-mail address is required.");
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription("Password is required.");
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("shows the server's field issues beside the field", async () => {
    mockApi({
      ...(await identityEndpoints()),
      "POST /auth/oauth/token": () =>
        jsonResponse(
          {
            error: "invalid_request",
            error_description: "username must not contain control characters",
            issues: [{ path: "username", message: "username must not contain control characters" }],
          },
          400,
        ),
    });
    renderLogin();
    await fillIn("asha@example.com", "correct horse");
    expect(await screen.findByText("E-mail address must not contain control characters.")).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail address/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Please correct the highlighted fields.")).toBeInTheDocument();
  });

  it("signs in with the password grant and goes back to the page that asked for it", async () => {
    const calls = mockApi({ ...(await identityEndpoints()), "POST /auth/oauth/token": await tokenAnswer() });
    renderLogin("/login?returnTo=%2Fuser-profile");
    expect(await screen.findByText("Please sign in to continue to that page.")).toBeInTheDocument();
    await fillIn("asha@example.com", "correct horse");
    expect(await screen.findByRole("heading", { name: "Profile page" })).toBeInTheDocument();
    expect(calls.find((call) => call.url.pathname === "/auth/oauth/token")?.body).toEqual({
      grant_type: "password",
      client_id: "learnwithoutlimits-web",
      username: "asha@example.com",
      password: "correct horse",
      scope: "openid profile email offline_access",
      connection: "Username-Password-Authentication",
      audience: "http://localhost/api",
    });
    expect(session.getSnapshot().status).toBe("signed-in");
    expect(window.localStorage.getItem("loginType")).toBe("Normal");
    expect(await screen.findByText("Welcome back, Asha Rao!")).toBeInTheDocument();
  });

  it("shows the provider's error_description when the server refuses", async () => {
    mockApi({
      ...(await identityEndpoints()),
      "POST /auth/oauth/token": () =>
        jsonResponse({ error: "invalid_grant", error_description: "Wrong email or password." }, 403),
    });
    renderLogin();
    const user = await fillIn("asha@example.com", "wrong");
    expect(await screen.findByText("Wrong email or password.")).toBeInTheDocument();
    expect(session.getSnapshot().status).toBe("signed-out");

    // Trying again with a field left empty: the field says what to fix, the old answer goes away.
    await user.clear(screen.getByLabelText(/^Password/));
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription("Password is required.");
    expect(screen.queryByText("Wrong email or password.")).not.toBeInTheDocument();
  });

  it("says a disabled account is disabled, with the way to the contact page, not the provider's 'user is blocked'", async () => {
    mockApi({
      ...(await identityEndpoints()),
      "POST /auth/oauth/token": () =>
        jsonResponse({ error: "unauthorized", error_description: "user is blocked" }, 401),
    });
    renderLogin();
    await fillIn("asha@example.com", "right password");
    const alert = await screen.findByText(/This account is disabled/);
    expect(alert).toHaveTextContent(
      "This account is disabled, so it cannot sign in. If you think this is a mistake, please contact us.",
    );
    expect(within(alert).getByRole("link", { name: "contact us" })).toHaveAttribute("href", "/contact-us");
    expect(screen.queryByText("user is blocked")).not.toBeInTheDocument();
    expect(session.getSnapshot().status).toBe("signed-out");
  });

  it("falls back to 'Login failed. Please try again.' without a description", async () => {
    mockApi({
      ...(await identityEndpoints()),
      "POST /auth/oauth/token": () => jsonResponse({ error: "server_error" }, 500),
    });
    renderLogin();
    await fillIn("asha@example.com", "whatever");
    await waitFor(() => expect(screen.getByText("Login failed. Please try again.")).toBeInTheDocument());
  });

  it("refuses tokens whose ID token fails the checks, and stays signed out", async () => {
    const answer = await tokenAnswer();
    answer.id_token = await signToken(idTokenClaims({ iss: "https://someone-else.example/" }));
    mockApi({ ...(await identityEndpoints()), "POST /auth/oauth/token": answer });
    renderLogin();
    await fillIn("asha@example.com", "correct horse");
    expect(await screen.findByText("Login failed. Please try again.")).toBeInTheDocument();
    expect(session.getSnapshot().status).toBe("signed-out");
    expect(window.localStorage.getItem("authToken")).toBeNull();
  });

  it("hides Google sign-in, and its 'or', when the server has no Google provider", async () => {
    mockApi(await identityEndpoints({ google: false }));
    const { queryClient } = renderLogin();
    await screen.findByRole("button", { name: "Sign in" });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole("button", { name: /google/i })).not.toBeInTheDocument();
    expect(screen.queryByText(/google/i)).not.toBeInTheDocument();
    expect(screen.queryByText("or")).not.toBeInTheDocument();
  });

  it("offers Google sign-in after an 'or' when the server has a Google provider", async () => {
    mockApi(await identityEndpoints({ google: true }));
    renderLogin();
    expect(await screen.findByRole("button", { name: "Continue with Google" })).toBeEnabled();
    expect(screen.getByText("or")).toBeInTheDocument();
  });

  it("says 'Failed to initiate Google login' when the sign-in cannot start", async () => {
    mockApi({}); // the identity service does not answer
    const user = userEvent.setup();
    renderLogin();
    await user.click(await screen.findByRole("button", { name: "Continue with Google" }));
    expect(await screen.findByText("Failed to initiate Google login")).toBeInTheDocument();
  });

  it("links to the password reset and to registration, keeping where to go afterwards", async () => {
    mockApi(await identityEndpoints());
    renderLogin("/login?returnTo=%2Fuser-profile");
    expect(await screen.findByRole("link", { name: "Forgot your password?" })).toHaveAttribute(
      "href",
      "/forgot-Password",
    );
    expect(screen.getByRole("link", { name: "Create an account" })).toHaveAttribute(
      "href",
      "/register?returnTo=%2Fuser-profile",
    );
  });
});
