/**
 * What the tests of the owner's create and edit pages (`*-form-pages.test.tsx`) share; imported by tests only.
 */
import { configure } from "@testing-library/react";
import type { RouteObject } from "react-router";
import { beforeAll, vi } from "vitest";
import { session } from "../../lib/session/session.ts";
import { jsonResponse, renderWithApp } from "../../test/render.tsx";
import { storeSession } from "../../test/tokens.ts";

/**
 * Call once at the top of a test file. Typing into a whole form is slow in jsdom on a busy machine, and
 * jsdom has no layout, while the rich-text editor measures ranges to scroll the caret into view.
 */
export function prepareFormPageTests() {
  vi.setConfig({ testTimeout: 30_000 });
  configure({ asyncUtilTimeout: 5000 });
  beforeAll(() => {
    Range.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
    Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  });
}

export async function signInAs(role: "ListingOwner" | "Administrator" = "ListingOwner") {
  await storeSession({ role });
  await session.restore();
}

/** The app at `at` with the pages under test, and stand-ins for the pages they send people to. */
export function renderFormPages(at: string, pages: RouteObject[]) {
  return renderWithApp(null, {
    at,
    routes: [
      ...pages,
      { path: "add-listing-card", element: <h1>Choose a type</h1> },
      { path: "not-belogs-to-you", element: <h1>Not yours</h1> },
      { path: "error", element: <h1>Error page</h1> },
      { path: "user-profile", element: <h1>Profile page</h1> },
    ],
  });
}

/** The server's 403 for someone else's content. */
export const notYours = (message: string) => () => jsonResponse({ statusCode: 403, error: "Forbidden", message }, 403);

/** The server's 400 with its field issues. */
export const badRequest = (issues: { path: string; message: string }[]) => () =>
  jsonResponse({ statusCode: 400, error: "Bad Request", message: issues[0]?.message ?? "", issues }, 400);
