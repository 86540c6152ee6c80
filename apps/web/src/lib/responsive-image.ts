import type { ImageVariant } from "@lwl/contracts/media";

/** `srcset` of an uploaded image's variants: "/media/uploads/x-320.webp 320w, ...". Empty for none. */
export function srcSetOf(variants: readonly ImageVariant[]): string {
  return [...variants]
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(", ");
}

/**
 * Props for an <img> of an uploaded image: the browser picks the smallest variant that fills the slot
 * `sizes` describes (e.g. "(max-width: 900px) 100vw, 400px"). Without variants (an older image or an
 * address from elsewhere) it is a plain src.
 */
export function responsiveImageProps(image: { url: string; variants?: readonly ImageVariant[] }, sizes: string) {
  const variants = image.variants ?? [];
  if (variants.length === 0) return { src: image.url };
  return { src: image.url, srcSet: srcSetOf(variants), sizes };
}

const UPLOADED_VARIANT = /^(\/media\/uploads\/[0-9a-f-]{36})-(\d+)\.webp$/;

/**
 * The variants of an uploaded image from its stored URL alone (listings store only the URL): the
 * standard widths below the stored one exist too, as the server made them. Null for other addresses.
 */
export function variantsFromUrl(url: string, standardWidths: readonly number[]): ImageVariant[] | null {
  const match = UPLOADED_VARIANT.exec(url);
  if (!match) return null;
  const [, base, widthText] = match;
  const width = Number(widthText);
  return [...standardWidths.filter((w) => w < width), width].map((w) => ({ width: w, url: `${base}-${w}.webp` }));
}
