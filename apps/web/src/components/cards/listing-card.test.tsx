import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { IMAGE_SIZES } from "../../lib/responsive-image.ts";
import { listingSummary } from "../../test/fixtures.ts";
import { renderWithApp } from "../../test/render.tsx";
import { ListingCard, type ListingCardVariant } from "./listing-card.tsx";

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

describe("ListingCard rating", () => {
  const VARIANTS: ListingCardVariant[] = ["default", "college", "school", "tutorial", "top-searches"];

  /** The card's article, and a way to take it away before the next one. */
  async function cardOf(listing: ReturnType<typeof listingSummary>, variant: ListingCardVariant = "default") {
    const { unmount } = renderWithApp(<ListingCard listing={listing} variant={variant} rank={1} />);
    const link = await screen.findByRole("link", { name: listing.name });
    return { card: link.closest("article") as HTMLElement, unmount };
  }

  it("shows the stars, the average and how many reviews on every variant", async () => {
    for (const variant of VARIANTS) {
      const { card, unmount } = await cardOf(listingSummary({ rating: { average: 4.3, count: 120 } }), variant);
      expect(within(card).getByRole("img", { name: "4.3 out of 5 stars" })).toBeInTheDocument();
      // The number beside the stars is for the eye: the stars' name already says it.
      expect(within(card).getByText("4.3")).toHaveAttribute("aria-hidden", "true");
      expect(card).toHaveTextContent("4.3(120 reviews)");
      // Right under the name: the stretched link keeps the name alone as its text.
      expect(within(card).getByRole("link")).toHaveAccessibleName("Green Valley College");
      unmount();
    }
  });

  it("says the review count in words on the wide cards, and keeps the noun for screen readers on the narrow ones", async () => {
    const wide = await cardOf(listingSummary({ rating: { average: 4.3, count: 120 } }));
    expect(within(wide.card).getByText("(120 reviews)")).toBeInTheDocument();
    wide.unmount();
    // Top searches on phones show "(120)": the noun is its own element, hidden there by the stylesheet only.
    const { card: narrow } = await cardOf(listingSummary({ rating: { average: 4.3, count: 120 } }), "top-searches");
    expect(within(narrow).getByText("reviews", { exact: false })).toHaveClass("noun");
    expect(narrow).toHaveTextContent("(120 reviews)");
  });

  it("says 1 review in the singular", async () => {
    const { card } = await cardOf(listingSummary({ rating: { average: 5, count: 1 } }));
    expect(within(card).getByRole("img", { name: "5 out of 5 stars" })).toBeInTheDocument();
    expect(within(card).getByText("(1 review)")).toBeInTheDocument();
  });

  it("shows nothing of a rating without reviews, so the card keeps its height", async () => {
    for (const variant of VARIANTS) {
      const { card, unmount } = await cardOf(listingSummary({ rating: { average: null, count: 0 } }), variant);
      expect(within(card).queryByRole("img", { name: /out of 5 stars/ })).not.toBeInTheDocument();
      expect(card).not.toHaveTextContent(/review/i);
      unmount();
    }
  });

  it("draws the whole default card as before when there are no reviews: badge, name, place, excerpt", async () => {
    const plain = await cardOf(listingSummary());
    expect(plain.card).toHaveTextContent(
      /^College & UniversityGreen Valley CollegePune, MaharashtraA college of arts and sciences\.$/,
    );
    plain.unmount();
    const { card: rated } = await cardOf(listingSummary({ rating: { average: 3.46, count: 2 } }));
    expect(rated).toHaveTextContent(
      /^College & UniversityGreen Valley College3\.5\(2 reviews\)Pune, MaharashtraA college of arts and sciences\.$/,
    );
  });
});
