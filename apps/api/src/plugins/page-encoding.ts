import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * Pages are answered by the not-found handler (every address that is not an API route or a file), and
 * @fastify/compress only hooks real routes: the HTML went out uncompressed (84 KB for a browse page
 * instead of 14), the largest single cost of a phone's first paint. So pages are compressed here.
 */

export type PageEncoding = "br" | "gzip";

/** Brotli or gzip, whichever the browser takes (brotli first), or null for neither. */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith("q="));
    const weight = quality === undefined ? 1 : Number(quality.slice(2));
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const takes = (name: string) => (weights.get(name) ?? weights.get("*") ?? 0) > 0;
  if (takes("br")) return "br";
  if (takes("gzip")) return "gzip";
  return null;
}

/** The page's HTML in that encoding; quick settings, since every visit pays them (about 1 ms for 80 KB). */
export function encodePage(html: string, encoding: PageEncoding): Buffer {
  if (encoding === "gzip") return gzipSync(html, { level: 6 });
  return brotliCompressSync(html, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
    },
  });
}
