import { act, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useNearViewport } from "./use-near-viewport.ts";

function Probe({ now = false }: { now?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, "600px 0px", now);
  return <div ref={ref}>{near ? "near" : "far"}</div>;
}

/** A stand-in IntersectionObserver the test drives: `cross()` tells every observer its element came near. */
function fakeObserver() {
  const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
  class FakeObserver {
    constructor(
      readonly callback: IntersectionObserverCallback,
      readonly options?: IntersectionObserverInit,
    ) {
      observers.push({ callback, options });
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  return {
    observers,
    cross(isIntersecting: boolean) {
      for (const { callback } of observers) {
        callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("useNearViewport", () => {
  it("stays false until the element comes within the margin, then stays true", () => {
    const viewport = fakeObserver();
    render(<Probe />);
    expect(screen.getByText("far")).toBeInTheDocument();
    expect(viewport.observers[0]?.options).toEqual({ rootMargin: "600px 0px" });

    act(() => viewport.cross(false));
    expect(screen.getByText("far")).toBeInTheDocument();
    act(() => viewport.cross(true));
    expect(screen.getByText("near")).toBeInTheDocument();
  });

  it("is true at once when the address points at it, with no observer", () => {
    const viewport = fakeObserver();
    render(<Probe now />);
    expect(screen.getByText("near")).toBeInTheDocument();
    expect(viewport.observers).toEqual([]);
  });

  it("is true at once where there is no IntersectionObserver", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    render(<Probe />);
    expect(screen.getByText("near")).toBeInTheDocument();
  });
});
