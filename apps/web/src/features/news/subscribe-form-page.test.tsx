import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { subscribeFormPath } from "../../lib/paths.ts";
import { mockApi, renderWithApp } from "../../test/render.tsx";
import { SubscribeFormPage } from "./subscribe-form-page.tsx";

describe("SubscribeFormPage", () => {
  it("fills in the address from the link", async () => {
    mockApi({ "GET /api/blogs/categories": [] });
    renderWithApp(<SubscribeFormPage />, {
      at: subscribeFormPath("kiran@example.com"),
      path: "/subscribeform/:email?",
    });
    expect(await screen.findByRole("textbox", { name: /E-mail address/ })).toHaveValue("kiran@example.com");
  });

  it("takes the address the footer's box sends while the page is open", async () => {
    mockApi({ "GET /api/blogs/categories": [] });
    const { router } = renderWithApp(<SubscribeFormPage />, {
      at: subscribeFormPath(),
      path: "/subscribeform/:email?",
    });
    expect(await screen.findByRole("textbox", { name: /E-mail address/ })).toHaveValue("");

    await act(() => router.navigate(subscribeFormPath("kiran@example.com")));

    expect(await screen.findByRole("textbox", { name: /E-mail address/ })).toHaveValue("kiran@example.com");
    expect(screen.queryByText("E-mail address is required.")).not.toBeInTheDocument();
  });
});
