import type { ImageVariant } from "./media.ts";

/**
 * The pictures the app draws from a stored address (listings, events and posts keep only the URL),
 * shared by the web app's <img> tags and the server's `<link rel="preload" as="image">` for a page's
 * largest picture: both must name the same `srcset` and `sizes`, or the browser downloads the picture
 * twice. Plain functions, no zod (the web app's public pages must not load the schemas).
 */

/** The spec's placeholder default card image, used whenever a listing, event or article has no picture. */
export const PLACEHOLDER_IMAGE = "/images/placeholder-card.svg";

export function imageOrPlaceholder(url: string | null | undefined): string {
  return url?.trim() ? url : PLACEHOLDER_IMAGE;
}

/** `srcset` of an uploaded image's variants: "/media/uploads/x-320.webp 320w, ...". Empty for none. */
export function srcSetOf(variants: readonly ImageVariant[]): string {
  return [...variants]
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(", ");
}

const UPLOADED_VARIANT = /^(\/media\/uploads\/[0-9a-f-]{36})-(\d+)\.webp$/;

/**
 * The variants of an uploaded image from its stored URL alone: the standard widths below the stored
 * one exist too, as the server made them. Null for other addresses.
 */
export function variantsFromUrl(url: string, standardWidths: readonly number[]): ImageVariant[] | null {
  const match = UPLOADED_VARIANT.exec(url);
  if (!match) return null;
  const [, base, widthText] = match;
  const width = Number(widthText);
  return [...standardWidths.filter((w) => w < width), width].map((w) => ({ width: w, url: `${base}-${w}.webp` }));
}

/**
 * `sizes` of the picture slots the app draws, so the browser fetches the smallest variant that fills
 * them (the layouts in card-grid.module.css, card.module.css, detail-hero.module.css and news.module.css).
 */
export const IMAGE_SIZES = {
  /** A card in a grid: the whole row on phones, half of it on tablets, a quarter of the content width beyond. */
  card: "(max-width: 599.98px) 100vw, (max-width: 899.98px) 50vw, 300px",
  /** Browse lists on phones draw cards as rows with a 112px picture. */
  browseCard: "(max-width: 599.98px) 112px, (max-width: 899.98px) 50vw, 300px",
  /** The full-width cover at the top of a listing or event page. */
  hero: "100vw",
  /** An article's picture: the reading column, at most 960px wide. */
  article: "(max-width: 1007.98px) 100vw, 960px",
  /** The landing page's featured story: the whole width on phones, about half the content width beyond. */
  featured: "(max-width: 899.98px) 100vw, 600px",
  /** /news's featured story: the whole width on phones, three fifths of the content width beyond. */
  newsFeatured: "(max-width: 899.98px) 100vw, 720px",
} as const;

/**
 * The widths the server makes of every uploaded image (IMAGE_VARIANT_WIDTHS of ./media.ts, checked
 * equal by the tests). Copied rather than imported: that module's zod schemas would add about 26 KB
 * to every public page that shows a picture.
 */
export const UPLOAD_VARIANT_WIDTHS: readonly number[] = [320, 640, 1280];

export interface StoredImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * Props for an <img> of a stored address: the uploaded image's variants as a srcset when it is an
 * upload, else a plain src; the placeholder when empty.
 */
export function storedImageProps(url: string | null | undefined, sizes: string): StoredImage {
  const src = imageOrPlaceholder(url);
  const variants = variantsFromUrl(src, UPLOAD_VARIANT_WIDTHS);
  // One variant (a picture narrower than 320px) gives the browser nothing to choose from.
  if (!variants || variants.length < 2) return { src };
  return { src, srcSet: srcSetOf(variants), sizes };
}
