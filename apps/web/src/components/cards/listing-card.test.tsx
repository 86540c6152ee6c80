import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { IMAGE_SIZES } from "../../lib/responsive-image.ts";
import { listingSummary } from "../../test/fixtures.ts";
import { renderWithApp } from "../../test/render.tsx";
import { ListingCard } from "./listing-card.tsx";

const upload = "/media/uploads/0b7c2f4e-8f3a-4c1e-9d2a-5a6b7c8d9e0f";
const variants = `${upload}-320.webp 320w, ${upload}-640.webp 640w, ${upload}-1280.webp 1280w`;

function coverOf(container: HTMLElement): HTMLImageElement {
  const cover = container.querySelector<HTMLImageElement>("img.cover");
  if (!cover) throw new Error("no cover picture");
  return cover;
}

describe("ListingCard pictures", () => {
  it("holds the cover's 16:10 box with its width and height, and waits for it below the fold", async () => {
    const { container } = renderWithApp(
      <ListingCard listing={listingSummary({ coverPicture: `${upload}-1280.webp` })} />,
    );
    await screen.findByRole("link", { name: "Green Valley College" });
    const cover = coverOf(container);
    expect(cover).toHaveAttribute("width", "400");
    expect(cover).toHaveAttribute("height", "250");
    expect(cover).toHaveAttribute("loading", "lazy");
    expect(cover).toHaveAttribute("srcset", variants);
    expect(cover).toHaveAttribute("sizes", IMAGE_SIZES.card);
  });

  it("fetches the first cards' covers at once, at the size a browse list draws them", async () => {
    const { container } = renderWithApp(
      <ListingCard
        listing={listingSummary({ coverPicture: `${upload}-1280.webp` })}
        eager
        imageSizes={IMAGE_SIZES.browseCard}
      />,
    );
    await screen.findByRole("link", { name: "Green Valley College" });
    const cover = coverOf(container);
    expect(cover).toHaveAttribute("loading", "eager");
    expect(cover).toHaveAttribute("sizes", "(max-width: 599.98px) 112px, (max-width: 899.98px) 50vw, 300px");
  });

  it("keeps a plain src for a picture that is not an upload, and the placeholder for none", async () => {
    const { container, unmount } = renderWithApp(
      <ListingCard listing={listingSummary({ coverPicture: "/media/demo/covers/college-16.svg" })} />,
    );
    await screen.findByRole("link", { name: "Green Valley College" });
    expect(coverOf(container)).toHaveAttribute("src", "/media/demo/covers/college-16.svg");
    expect(coverOf(container)).not.toHaveAttribute("srcset");
    unmount();

    const empty = renderWithApp(<ListingCard listing={listingSummary()} />);
    await screen.findByRole("link", { name: "Green Valley College" });
    expect(coverOf(empty.container)).toHaveAttribute("src", "/images/placeholder-card.svg");
  });
});
