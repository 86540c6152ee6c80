import type { ImageVariant } from "@lwl/contracts/media";
import { srcSetOf } from "@lwl/contracts/stored-image";

// The stored-address helpers live in @lwl/contracts/stored-image, shared with the server's preload of
// each page's largest picture (the same srcset and sizes, so the browser reuses the preloaded answer).
export {
  IMAGE_SIZES,
  srcSetOf,
  storedImageProps,
  UPLOAD_VARIANT_WIDTHS,
  variantsFromUrl,
} from "@lwl/contracts/stored-image";

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
