import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// jsdom has no layout: ScrollRestoration's scrolling is a no-op here rather than a console error.
window.scrollTo = () => {};
