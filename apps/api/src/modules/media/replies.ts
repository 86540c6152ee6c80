/** How stored uploads go out over HTTP (wiring for routes.ts): types, lengths and cache rules. */
import type { FastifyReply } from "fastify";
import type { OpenedDocument } from "./service.ts";
import type { StoredObject } from "./storage.ts";

/** Keys are new for every upload, so a URL's bytes never change: browsers and CDNs may keep them a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";

export function sendImage(reply: FastifyReply, object: StoredObject) {
  return reply
    .header("content-type", object.contentType)
    .header("content-length", object.length)
    .header("cache-control", IMMUTABLE)
    .header("x-content-type-options", "nosniff")
    .send(object.body);
}

/**
 * Private: never stored by a browser or proxy cache, never run as a page (sandboxed, no sources), and
 * a PDF is downloaded rather than opened inside the site's origin.
 */
export function sendDocument(reply: FastifyReply, document: OpenedDocument) {
  const disposition = document.contentType === "application/pdf" ? "attachment" : "inline";
  return reply
    .header("content-type", document.contentType)
    .header("content-length", document.length)
    .header("cache-control", "private, no-store")
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", "default-src 'none'; sandbox")
    .header("content-disposition", contentDisposition(disposition, document.name))
    .send(document.body);
}

/** RFC 6266: an ASCII fallback name and the real one in UTF-8 (RFC 5987). */
export function contentDisposition(kind: "attachment" | "inline", name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
