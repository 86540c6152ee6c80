import { IMAGE_VARIANT_WIDTHS } from "@lwl/contracts/media";
import { describe, expect, it } from "vitest";
import { PLACEHOLDER_IMAGE } from "./media.ts";
import {
  responsiveImageProps,
  srcSetOf,
  storedImageProps,
  UPLOAD_VARIANT_WIDTHS,
  variantsFromUrl,
} from "./responsive-image.ts";

const base = "/media/uploads/0b7c2f4e-8f3a-4c1e-9d2a-5a6b7c8d9e0f";

describe("responsive images from upload variants", () => {
  it("lists the variants narrowest first as a srcset", () => {
    expect(
      srcSetOf([
        { width: 1280, url: `${base}-1280.webp` },
        { width: 320, url: `${base}-320.webp` },
      ]),
    ).toBe(`${base}-320.webp 320w, ${base}-1280.webp 1280w`);
  });

  it("gives src, srcSet and sizes, or a plain src without variants", () => {
    expect(
      responsiveImageProps({ url: `${base}-640.webp`, variants: [{ width: 640, url: `${base}-640.webp` }] }, "100vw"),
    ).toEqual({
      src: `${base}-640.webp`,
      srcSet: `${base}-640.webp 640w`,
      sizes: "100vw",
    });
    expect(responsiveImageProps({ url: "https://example.org/logo.png" }, "100vw")).toEqual({
      src: "https://example.org/logo.png",
    });
  });

  it("works the variants out from a stored upload URL, and only from one", () => {
    expect(variantsFromUrl(`${base}-1000.webp`, IMAGE_VARIANT_WIDTHS)).toEqual([
      { width: 320, url: `${base}-320.webp` },
      { width: 640, url: `${base}-640.webp` },
      { width: 1000, url: `${base}-1000.webp` },
    ]);
    expect(variantsFromUrl("/media/demo/logos/listing-1700.svg", IMAGE_VARIANT_WIDTHS)).toBeNull();
  });

  it("knows the server's variant widths without loading the contract's schemas", () => {
    expect(UPLOAD_VARIANT_WIDTHS).toEqual(IMAGE_VARIANT_WIDTHS);
  });

  it("gives a stored upload address its variants as a srcset with the slot's sizes", () => {
    expect(storedImageProps(`${base}-1280.webp`, "100vw")).toEqual({
      src: `${base}-1280.webp`,
      srcSet: `${base}-320.webp 320w, ${base}-640.webp 640w, ${base}-1280.webp 1280w`,
      sizes: "100vw",
    });
  });

  it("keeps a plain src for other addresses, a picture with one variant, and the placeholder for none", () => {
    expect(storedImageProps("/media/demo/covers/college-16.svg", "100vw")).toEqual({
      src: "/media/demo/covers/college-16.svg",
    });
    expect(storedImageProps(`${base}-300.webp`, "100vw")).toEqual({ src: `${base}-300.webp` });
    expect(storedImageProps(null, "100vw")).toEqual({ src: PLACEHOLDER_IMAGE });
    expect(storedImageProps("  ", "100vw")).toEqual({ src: PLACEHOLDER_IMAGE });
  });
});
