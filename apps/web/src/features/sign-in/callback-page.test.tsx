import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { session } from "../../lib/session/session.ts";
import { jsonResponse, mockApi, renderWithApp } from "../../test/render.tsx";
import { identityEndpoints, tokenAnswer } from "../../test/tokens.ts";
import { saveTransaction } from "./authorization-transaction.ts";
import { CallbackPage } from "./callback-page.tsx";

const TRANSACTION = {
  state: "state-abc",
  nonce: "nonce-xyz",
  codeVerifier: "v".repeat(43),
  redirectUri: "http://localhost/callback",
  returnTo: "/user-profile",
  loginType: "Google" as const,
};

function renderCallback(at: string) {
  return renderWithApp(null, {
    at,
    routes: [
      { path: "callback", Component: CallbackPage },
      { path: "user-profile", element: <h1>Profile page</h1> },
    ],
  });
}

describe("CallbackPage (/callback)", () => {
  it("exchanges the code with the stored PKCE verifier, checks the nonce and returns to the page", async () => {
    saveTransaction({ ...TRANSACTION, startedAt: Date.now() });
    const calls = mockApi({
      ...(await identityEndpoints({ google: true })),
      "POST /auth/oauth/token": await tokenAnswer({ nonce: TRANSACTION.nonce }),
    });
    renderCallback("/callback?code=the-code&state=state-abc");
    expect(await screen.findByRole("heading", { name: "Profile page" })).toBeInTheDocument();
    expect(calls.find((call) => call.url.pathname === "/auth/oauth/token")?.body).toEqual({
      grant_type: "authorization_code",
      client_id: "learnwithoutlimits-web",
      code: "the-code",
      code_verifier: TRANSACTION.codeVerifier,
      redirect_uri: TRANSACTION.redirectUri,
    });
    expect(session.getSnapshot()).toMatchObject({ status: "signed-in", loginType: "Google" });
    expect(window.localStorage.getItem("loginType")).toBe("Google");
  });

  it("accepts the implicit answer in the fragment when its state and nonce match", async () => {
    saveTransaction({ ...TRANSACTION, startedAt: Date.now() });
    mockApi(await identityEndpoints({ google: true }));
    const answer = await tokenAnswer({ nonce: TRANSACTION.nonce });
    const fragment = new URLSearchParams({
      access_token: answer.access_token,
      id_token: answer.id_token,
      token_type: "Bearer",
      expires_in: "900",
      state: TRANSACTION.state,
    });
    renderCallback(`/callback#${fragment}`);
    expect(await screen.findByRole("heading", { name: "Profile page" })).toBeInTheDocument();
    expect(window.localStorage.getItem("authToken")).toBe(answer.access_token);
  });

  it("says 'No valid authentication data found' when there is nothing to complete", async () => {
    mockApi(await identityEndpoints());
    renderCallback("/callback");
    expect(await screen.findByText("No valid authentication data found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to sign in" })).toHaveAttribute("href", "/login");
  });

  it("refuses an answer whose state this tab did not send", async () => {
    saveTransaction({ ...TRANSACTION, startedAt: Date.now() });
    const calls = mockApi(await identityEndpoints({ google: true }));
    renderCallback("/callback?code=the-code&state=forged");
    expect(await screen.findByText(/did not start in this browser tab/)).toBeInTheDocument();
    expect(calls.some((call) => call.url.pathname === "/auth/oauth/token")).toBe(false);
    expect(session.getSnapshot().status).toBe("signed-out");
  });

  it("refuses an ID token without the nonce this tab sent", async () => {
    saveTransaction({ ...TRANSACTION, startedAt: Date.now() });
    mockApi({
      ...(await identityEndpoints({ google: true })),
      "POST /auth/oauth/token": await tokenAnswer({ nonce: "someone-elses-nonce" }),
    });
    renderCallback("/callback?code=the-code&state=state-abc");
    expect(await screen.findByText("The sign-in's nonce does not match this browser's request.")).toBeInTheDocument();
    expect(session.getSnapshot().status).toBe("signed-out");
  });

  it("shows the provider's error_description from the return address, or from the code exchange", async () => {
    saveTransaction({ ...TRANSACTION, startedAt: Date.now() });
    mockApi(await identityEndpoints({ google: true }));
    const view = renderCallback(
      "/callback?error=access_denied&error_description=Google%20sign-in%20was%20cancelled.&state=state-abc",
    );
    expect(await screen.findByText("Google sign-in was cancelled.")).toBeInTheDocument();
    view.unmount();

    saveTransaction({ ...TRANSACTION, startedAt: Date.now() });
    mockApi({
      ...(await identityEndpoints({ google: true })),
      "POST /auth/oauth/token": () =>
        jsonResponse({ error: "invalid_grant", error_description: "Failed PKCE verification" }, 403),
    });
    renderCallback("/callback?code=other-code&state=state-abc");
    expect(await screen.findByText("Failed PKCE verification")).toBeInTheDocument();
  });

  it("says a disabled account is disabled, with the way to the contact page", async () => {
    saveTransaction({ ...TRANSACTION, startedAt: Date.now() });
    mockApi(await identityEndpoints({ google: true }));
    renderCallback("/callback?error=unauthorized&error_description=user%20is%20blocked&state=state-abc");
    const alert = await screen.findByText(/This account is disabled/);
    expect(within(alert).getByRole("link", { name: "contact us" })).toHaveAttribute("href", "/contact-us");
    expect(screen.queryByText("user is blocked")).not.toBeInTheDocument();
  });
});
