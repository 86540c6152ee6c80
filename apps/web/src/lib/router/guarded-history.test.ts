import { UNSAFE_createMemoryHistory as createMemoryHistory, type Location } from "react-router";
import { describe, expect, it } from "vitest";
import { createGuardedHistory } from "./guarded-history.ts";

/** A guarded history in memory at the last of `entries`, with what its router would have seen. */
function historyAt(entries: string[], scrollY = () => 0) {
  const history = createGuardedHistory(
    createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1, v5Compat: true }),
    { scrollY },
  );
  const seen: string[] = [];
  history.listen(({ action, location }) => seen.push(`${action} ${location.pathname}`));
  return { history, seen };
}

const leavingTheForm = ({ currentLocation, nextLocation }: { currentLocation: Location; nextLocation: Location }) =>
  currentLocation.pathname === "/edit" && nextLocation.pathname !== "/edit";

describe("the app's history: navigation guards", () => {
  it("lets navigations through while no guard is installed, and after it is removed", () => {
    const { history, seen } = historyAt(["/edit"]);
    const remove = history.guard(leavingTheForm);
    remove();
    history.push("/user-profile");
    expect(seen).toEqual(["PUSH /user-profile"]);
    expect(history.held()).toBeNull();
  });

  it("holds a link or redirect away from the page until it is let go, and tells its watchers", () => {
    const { history, seen } = historyAt(["/edit"]);
    history.guard(leavingTheForm);
    let changes = 0;
    history.subscribe(() => changes++);

    history.push("/edit?tab=2");
    expect(seen).toEqual(["PUSH /edit"]);

    history.push("/user-profile");
    expect(seen).toEqual(["PUSH /edit"]);
    expect(history.location.pathname).toBe("/edit");
    expect(changes).toBe(1);

    history.held()?.reset();
    expect(history.held()).toBeNull();
    expect(history.location.pathname).toBe("/edit");

    history.replace("/news");
    history.held()?.proceed();
    expect(seen).toEqual(["PUSH /edit", "REPLACE /news"]);
    expect(history.held()).toBeNull();
    expect(changes).toBe(4);
  });

  it("puts the back button's step back while it asks, and takes it when told to go on", () => {
    const { history, seen } = historyAt(["/user-profile", "/edit"]);
    history.guard(leavingTheForm);

    history.go(-1);
    expect(history.location.pathname).toBe("/edit");
    expect(seen).toEqual([]);
    expect(history.held()).not.toBeNull();

    history.held()?.reset();
    history.go(-1);
    history.held()?.proceed();
    expect(history.location.pathname).toBe("/user-profile");
    expect(seen).toEqual(["POP /user-profile"]);
    expect(history.held()).toBeNull();
  });
});

describe("the app's history: what scroll restoration needs", () => {
  it("remembers how far each page was scrolled when it was left, and which navigations keep the position", () => {
    let y = 640;
    const { history } = historyAt(["/college"], () => y);
    const first = history.location;
    history.push("/college?page=2", undefined, { preventScrollReset: true });
    const second = history.location;
    y = 120;
    history.push("/description/1/green-valley-college");

    expect(history.scrollPositions.get(first.key)).toBe(640);
    expect(history.scrollPositions.get(second.key)).toBe(120);
    expect(history.keepsScroll(second)).toBe(true);
    expect(history.keepsScroll(history.location)).toBe(false);
  });
});
