import type { FastifyRequest } from "fastify";
import { unsupportedMediaType } from "../shared/http-error.ts";

/**
 * A route's guard that takes JSON only (415 with `refusal` otherwise): the app also parses form bodies
 * (for the OAuth token endpoint), and a form is what any other site can post without the browser
 * asking first. Checked on the request, before the body is read.
 */
export function requireJson(refusal: string) {
  return async (request: FastifyRequest) => {
    const type = String(request.headers["content-type"] ?? "")
      .split(";")[0]
      ?.trim()
      .toLowerCase();
    if (type !== "application/json") throw unsupportedMediaType(refusal);
  };
}
