import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { session } from "../../lib/session/session.ts";
import { userProfile } from "../../test/fixtures.ts";
import { jsonResponse, mockApi, renderWithApp } from "../../test/render.tsx";
import { storeSession, TEST_USER_ID } from "../../test/tokens.ts";
import { userKey } from "./api/user-cache.ts";
import { VerifyEmailPage } from "./verify-email-page.tsx";

describe("VerifyEmailPage (/verify)", () => {
  it("confirms the token once and shows the outcome, dropping the stale cached profile", async () => {
    await storeSession();
    await session.restore();
    const calls = mockApi({
      "POST /api/users/verify-email/confirm": {
        message: "Thank you! Your e-mail address is verified.",
        userId: TEST_USER_ID,
        emailVerified: true,
      },
    });
    const { queryClient } = renderWithApp(<VerifyEmailPage />, { at: "/verify?token=tok-1" });
    queryClient.setQueryData(userKey(TEST_USER_ID), userProfile());
    expect(await screen.findByText("Thank you! Your e-mail address is verified.")).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ token: "tok-1" });
    expect(queryClient.getQueryData(userKey(TEST_USER_ID))).toBeUndefined();
    expect(screen.getByRole("link", { name: "Go to your profile" })).toHaveAttribute("href", "/user-profile");
  });

  it("shows the server's reason when the link is used or expired, and offers to sign in", async () => {
    mockApi({
      "POST /api/users/verify-email/confirm": () =>
        jsonResponse(
          {
            statusCode: 400,
            error: "Bad Request",
            message: "This verification link has expired or was already used. Ask for a new one from your profile.",
          },
          400,
        ),
    });
    renderWithApp(<VerifyEmailPage />, { at: "/verify?token=used" });
    expect(await screen.findByText(/expired or was already used/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  });

  it("explains a link without its token", () => {
    const calls = mockApi({});
    renderWithApp(<VerifyEmailPage />, { at: "/verify" });
    expect(screen.getByText(/This verification link is incomplete/)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
