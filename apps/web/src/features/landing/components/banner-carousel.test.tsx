import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { preferReducedMotion } from "../../../test/reduced-motion.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { BannerCarousel } from "./banner-carousel.tsx";
import { BANNER_SLIDES } from "./banner-slides.ts";

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** The caption group of the slide on show; the others are aria-hidden. */
function visibleSlide(): string {
  const groups = screen.getAllByRole("group", { hidden: true });
  const shown = groups.filter((group) => group.getAttribute("aria-hidden") === "false");
  expect(shown).toHaveLength(1);
  return shown[0]?.getAttribute("aria-label") ?? "";
}

describe("BannerCarousel", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows three pictures under the tagline, the first one fetched eagerly", () => {
    const { container } = renderWithApp(<BannerCarousel />);
    expect(BANNER_SLIDES).toHaveLength(3);
    expect(screen.getByRole("heading", { level: 1, name: "LEARN WITHOUT LIMITS" })).toBeInTheDocument();
    const images = container.querySelectorAll("img");
    expect(images).toHaveLength(3);
    expect(images[0]).toHaveAttribute("loading", "eager");
    expect(images[0]).toHaveAttribute("src", "/images/banner-1.svg");
  });

  it("moves to the next slide every 5 s and wraps around", async () => {
    renderWithApp(<BannerCarousel />);
    expect(visibleSlide()).toBe("1 of 3");
    await advance(4999);
    expect(visibleSlide()).toBe("1 of 3");
    await advance(1);
    expect(visibleSlide()).toBe("2 of 3");
    await advance(5000);
    expect(visibleSlide()).toBe("3 of 3");
    await advance(5000);
    expect(visibleSlide()).toBe("1 of 3");
  });

  it("pauses while the pointer is over it and resumes when it leaves", async () => {
    renderWithApp(<BannerCarousel />);
    const banner = screen.getByTestId("banner");
    fireEvent.mouseEnter(banner);
    await advance(20_000);
    expect(visibleSlide()).toBe("1 of 3");
    fireEvent.mouseLeave(banner);
    await advance(5000);
    expect(visibleSlide()).toBe("2 of 3");
  });

  it("stops and starts with the pause button", async () => {
    renderWithApp(<BannerCarousel />);
    const stop = screen.getByRole("button", { name: "Stop slide rotation" });
    fireEvent.click(stop);
    fireEvent.blur(stop);
    await advance(15_000);
    expect(visibleSlide()).toBe("1 of 3");
    fireEvent.click(screen.getByRole("button", { name: "Start slide rotation" }));
    fireEvent.blur(screen.getByRole("button", { name: "Stop slide rotation" }));
    await advance(5000);
    expect(visibleSlide()).toBe("2 of 3");
  });

  it("goes to a slide from its dot and with previous and next", () => {
    renderWithApp(<BannerCarousel />);
    fireEvent.click(screen.getByRole("button", { name: "Show slide 3 of 3" }));
    expect(visibleSlide()).toBe("3 of 3");
    expect(screen.getByRole("button", { name: "Show slide 3 of 3" })).toHaveAttribute("aria-current", "true");
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(visibleSlide()).toBe("1 of 3");
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(visibleSlide()).toBe("3 of 3");
  });

  it("changes slide on a swipe of 40 px or more, not on a shorter one", () => {
    renderWithApp(<BannerCarousel />);
    const banner = screen.getByTestId("banner");
    const swipe = (from: number, to: number) => {
      fireEvent.touchStart(banner, { touches: [{ clientX: from }] });
      fireEvent.touchEnd(banner, { changedTouches: [{ clientX: to }] });
    };
    swipe(200, 161);
    expect(visibleSlide()).toBe("1 of 3");
    swipe(200, 160);
    expect(visibleSlide()).toBe("2 of 3");
    swipe(100, 140);
    expect(visibleSlide()).toBe("1 of 3");
  });

  it("keeps hidden slides out of the tab order", () => {
    renderWithApp(<BannerCarousel />);
    const hidden = screen
      .getAllByRole("group", { hidden: true })
      .filter((group) => group.getAttribute("aria-hidden") === "true");
    expect(hidden).toHaveLength(2);
    for (const group of hidden) expect(group).toHaveAttribute("inert");
  });

  it("pauses while focus is inside it and resumes when focus leaves", async () => {
    renderWithApp(<BannerCarousel />);
    const next = screen.getByRole("button", { name: "Next slide" });
    fireEvent.focus(next);
    await advance(20_000);
    expect(visibleSlide()).toBe("1 of 3");
    fireEvent.blur(next);
    await advance(5000);
    expect(visibleSlide()).toBe("2 of 3");
  });

  it("does not advance by itself under prefers-reduced-motion, and its play button still starts it", async () => {
    preferReducedMotion(true);
    renderWithApp(<BannerCarousel />);
    await advance(30_000);
    expect(visibleSlide()).toBe("1 of 3");
    // Stopped, it says so and lets screen readers hear each slide chosen by hand.
    const play = screen.getByRole("button", { name: "Start slide rotation" });
    expect(screen.getByText(BANNER_SLIDES[0]?.title ?? "").closest("[aria-live]")).toHaveAttribute(
      "aria-live",
      "polite",
    );
    fireEvent.click(play);
    fireEvent.blur(play);
    await advance(5000);
    expect(visibleSlide()).toBe("2 of 3");
  });

  it("stops as soon as the visitor turns on reduced motion, without a reload", async () => {
    const setReducedMotion = preferReducedMotion(false);
    renderWithApp(<BannerCarousel />);
    await advance(5000);
    expect(visibleSlide()).toBe("2 of 3");
    act(() => setReducedMotion(true));
    await advance(20_000);
    expect(visibleSlide()).toBe("2 of 3");
    expect(screen.getByRole("button", { name: "Start slide rotation" })).toBeVisible();
  });
});
