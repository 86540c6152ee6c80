/**
 * Helmet's security headers on every answer, computed once. @fastify/helmet builds a new Helmet
 * middleware for every request (it parses the Content-Security-Policy directives each time), which cost
 * about 40 µs a request, more than a bare Fastify answer; our headers carry no per-request part (no
 * nonces), so they are the same every time. A route may still replace one (`reply.header(...)`), as the
 * sign-in pages and media do with their own Content-Security-Policy.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";

/** The headers Helmet sets with these options, captured from one run of its middleware. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

async function securityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = helmetHeaders(options);
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

export const securityHeadersPlugin = fp(securityHeaders, { name: "security-headers" });
