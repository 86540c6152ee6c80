/**
 * The app's router stands on three of React Router's unstable exports (ADR 0017): `unstable_HistoryRouter`,
 * `UNSAFE_createBrowserHistory` and `UNSAFE_createMemoryHistory`. Their names promise nothing across
 * releases, so this file states exactly what the app relies on; an upgrade that breaks any of it fails
 * here, with what to do (ADR 0017, "Leaving the unstable router"), before any journey breaks in a
 * browser.
 */
import { act, render, screen } from "@testing-library/react";
import * as ReactRouter from "react-router";
import { Link, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { createGuardedHistory, type History } from "./guarded-history.ts";

type Update = Parameters<Parameters<History["listen"]>[0]>[0];

const LEAVE =
  "React Router changed an unstable API the app's router uses: see docs/decisions/0017-declarative-router.md";

const exportsUsed = ["unstable_HistoryRouter", "UNSAFE_createBrowserHistory", "UNSAFE_createMemoryHistory"] as const;

describe("React Router's unstable surface the app's router stands on", () => {
  it.each(exportsUsed)("still exports %s", (name) => {
    expect(typeof (ReactRouter as Record<string, unknown>)[name], `${name}: ${LEAVE}`).toBe("function");
  });

  it("gives a v5-compatible browser history: location, action, push, replace, go, listen with the pop's delta, createHref", () => {
    window.history.replaceState(null, "", "/first");
    const history = ReactRouter.UNSAFE_createBrowserHistory({ v5Compat: true });
    expect(history.location.pathname, LEAVE).toBe("/first");
    expect(history.action, LEAVE).toBe("POP");
    const updates: Update[] = [];
    const stop = history.listen((update) => updates.push(update));
    history.push("/second?tab=1");
    history.replace("/third");
    stop();
    expect(
      updates.map(({ action, location }) => `${action} ${location.pathname}${location.search}`),
      LEAVE,
    ).toEqual(["PUSH /second?tab=1", "REPLACE /third"]);
    expect(history.createHref({ pathname: "/x", search: "?a=1" }), LEAVE).toBe("/x?a=1");
    expect(typeof history.go, LEAVE).toBe("function");
  });

  it("reports the delta of a back or forward step, which the navigation guard undoes (guarded-history.ts)", () => {
    const history = ReactRouter.UNSAFE_createMemoryHistory({
      initialEntries: ["/a", "/b", "/c"],
      initialIndex: 2,
      v5Compat: true,
    });
    const deltas: (number | null)[] = [];
    history.listen((update) => deltas.push(update.delta));
    act(() => history.go(-2));
    expect(deltas, LEAVE).toEqual([-2]);
    expect(history.location.pathname, LEAVE).toBe("/a");
  });

  it("routes on a history of the app's own, and follows it when it moves", () => {
    const memory = ReactRouter.UNSAFE_createMemoryHistory({ initialEntries: ["/one"], v5Compat: true });
    const history = createGuardedHistory(memory);
    const HistoryRouter = ReactRouter.unstable_HistoryRouter;
    render(
      <HistoryRouter history={history}>
        <Routes>
          <Route path="/one" element={<Link to="/two">Go to two</Link>} />
          <Route path="/two" element={<h1>Page two</h1>} />
        </Routes>
      </HistoryRouter>,
    );
    act(() => screen.getByRole("link", { name: "Go to two" }).click());
    expect(screen.getByRole("heading", { name: "Page two" }), LEAVE).toBeTruthy();
    expect(memory.location.pathname, LEAVE).toBe("/two");
  });
});
