import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../test/render.tsx";
import { Header } from "./header.tsx";

describe("Header", () => {
  it("links the 48px logo home, News to /news, and both account controls to /login when signed out", () => {
    renderWithApp(<Header />, { at: "/college" });
    const home = screen.getByRole("link", { name: "LEARN WITHOUT LIMITS" });
    expect(home).toHaveAttribute("href", "/");
    const logo = home.querySelector("img");
    expect(logo).toHaveAttribute("width", "48");
    expect(logo).toHaveAttribute("height", "48");
    expect(screen.getByRole("link", { name: "News" })).toHaveAttribute("href", "/news");
    expect(screen.getByRole("link", { name: "Your account: sign in" })).toHaveAttribute("href", "/login");
    expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
  });

  it("points the logo at /news on news pages", () => {
    renderWithApp(<Header />, { at: "/news-description/4/2" });
    expect(screen.getByRole("link", { name: "LEARN WITHOUT LIMITS" })).toHaveAttribute("href", "/news");
  });
});
