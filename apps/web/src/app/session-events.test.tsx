import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { session } from "../lib/session/session.ts";
import { renderWithApp } from "../test/render.tsx";
import { storeSession } from "../test/tokens.ts";
import { SESSION_ENDED } from "./session-events.tsx";

describe("SessionEvents", () => {
  it("tells people when their session ends by itself", async () => {
    await storeSession();
    await session.restore();
    renderWithApp(<p>page</p>);
    act(() => session.end("rejected"));
    expect(await screen.findByText(SESSION_ENDED)).toBeInTheDocument();
  });

  it("forgets the previous person's private data when they sign out, and keeps public data", async () => {
    await storeSession();
    await session.restore();
    const { queryClient } = renderWithApp(<p>page</p>);
    queryClient.setQueryData(["private", "users", "u1"], { fullName: "Asha" });
    queryClient.setQueryData(["site-content", "terms-of-service"], { data: "terms" });
    act(() => session.signOut());
    await waitFor(() => expect(queryClient.getQueryData(["private", "users", "u1"])).toBeUndefined());
    expect(queryClient.getQueryData(["site-content", "terms-of-service"])).toEqual({ data: "terms" });
  });
});
