import { act, render, screen } from "@testing-library/react";
import { toast } from "react-toastify";
import { describe, expect, it } from "vitest";
import { testQueryClient } from "../test/render.tsx";
import { Providers } from "./providers.tsx";

describe("Providers", () => {
  it("shows toasts in the spec's top-right corner (styles/global.css starts it below the header)", async () => {
    render(
      <Providers queryClient={testQueryClient()}>
        <p>Page</p>
      </Providers>,
    );
    const text = "Welcome back, Asha Rao!";
    // The toast area loads once the page is idle; toasts sent before wait in react-toastify's queue.
    act(() => {
      toast.success(text);
    });
    const shown = await screen.findByText(text, {}, { timeout: 3000 });
    const container = shown.closest(".Toastify__toast-container");
    expect(container).toHaveClass("Toastify__toast-container--top-right");
  });
});
