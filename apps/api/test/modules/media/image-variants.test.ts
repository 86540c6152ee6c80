import { describe, expect, it } from "vitest";
import { documentThumbnail } from "../../../src/modules/media/image-variants.ts";
import { plain } from "./media-fixtures.ts";

describe("the thumbnail that proves an image document readable", () => {
  it("is never larger than the image: a 1 x 20 scan stays 1 x 20, a 3,000 x 2,000 one becomes 64 x 43", async () => {
    // Scaling a thin image up to 64 wide multiplied its pixels by 64 squared (issue 23).
    for (const [width, height, made] of [
      [1, 20, [1, 20]],
      [20, 1, [20, 1]],
      [3_000, 2_000, [64, 43]],
      [2_000, 3_000, [43, 64]],
    ] as const) {
      const { info } = await documentThumbnail(await plain(width, height)).toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual(made);
    }
  });
});
