import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";
import { forgetIdentityConfig } from "../lib/session/identity-config.ts";
import { session } from "../lib/session/session.ts";

// Lazy routes compile on first use; on a busy two-core CI machine that can outlast the default 1 s wait.
configure({ asyncUtilTimeout: 4000 });

// Each test starts from what is stored (nothing, unless the test stores tokens and restores again).
beforeEach(async () => {
  forgetIdentityConfig();
  await session.restore();
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// jsdom has no layout: ScrollRestoration's scrolling is a no-op here rather than a console error.
window.scrollTo = () => {};
