import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render.tsx";
import { SplashScreen } from "./splash-screen.tsx";
import { useFirstVisitSplash } from "./use-first-visit-splash.ts";

function SplashHost() {
  return useFirstVisitSplash() ? <SplashScreen /> : <p>page</p>;
}

describe("first-visit splash", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows for 2.5 s on the first visit and remembers it with hasVisited", async () => {
    renderWithApp(<SplashHost />);
    expect(screen.getByTestId("splash")).toBeInTheDocument();
    expect(window.localStorage.getItem("hasVisited")).toBe("true");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2499);
    });
    expect(screen.getByTestId("splash")).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.queryByTestId("splash")).not.toBeInTheDocument();
    expect(screen.getByText("page")).toBeInTheDocument();
  });

  it("does not show again once hasVisited is set", () => {
    window.localStorage.setItem("hasVisited", "true");
    renderWithApp(<SplashHost />);
    expect(screen.queryByTestId("splash")).not.toBeInTheDocument();
  });
});
