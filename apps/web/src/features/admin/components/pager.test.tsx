import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PagedList } from "../hooks/use-paged-list.ts";
import { Pager } from "./pager.tsx";

/** A list of `total` items on pages of ten, showing the first. */
function listOf(total: number): PagedList<unknown> {
  const totalPages = Math.ceil(total / 10);
  return {
    items: [],
    pagination: { page: 0, size: 10, totalElements: total, totalPages, hasNext: totalPages > 1, hasPrevious: false },
    loading: false,
    next: () => true,
    previous: () => false,
    goTo: () => true,
    setSize: () => {},
    refresh: () => {},
  };
}

const ACCOUNTS = { one: "account", other: "accounts" };

describe("the admin pager's count", () => {
  it.each([
    [0, "No accounts"],
    [1, "Page 1 of 1 · 1 account"],
    [2, "Page 1 of 1 · 2 accounts"],
    [25, "Page 1 of 3 · 25 accounts"],
  ])("says %i as “%s”", (total, text) => {
    render(<Pager list={listOf(total)} noun={ACCOUNTS} />);
    expect(screen.getByRole("navigation", { name: "Pages of accounts" })).toHaveTextContent(text);
  });
});
