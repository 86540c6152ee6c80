import underPressure from "@fastify/under-pressure";
import type { FastifyInstance } from "fastify";
import { HttpError } from "../shared/http-error.ts";

export interface LoadSheddingOptions {
  /** Mean event-loop delay over one sample above which requests are refused (0 turns the check off). */
  maxEventLoopDelayMs: number;
  /** Share of one sample the event loop was busy (0 to 1) above which requests are refused (0 turns it off). */
  maxEventLoopUtilization: number;
  sampleIntervalMs: number;
  /** Sent as `Retry-After` with every refusal. */
  retryAfterSeconds: number;
}

/**
 * Measured with bench/load-bench.ts (bench/RESULTS.md, ADR 0006): with the database in its own thread,
 * 100 connections keep the event loop's mean delay in tens of milliseconds, so a second means the
 * process is starved (a runaway synchronous task, swapping) and queued requests would time out anyway.
 */
export const DEFAULT_LOAD_SHEDDING: LoadSheddingOptions = {
  maxEventLoopDelayMs: 1000,
  maxEventLoopUtilization: 0,
  sampleIntervalMs: 1000,
  retryAfterSeconds: 5,
};

/** Where the dear work is: the API's calls. Media under /media/ are files, and so is everything else. */
const SHED_PREFIXES = ["/api/", "/auth/", "/searchservice/", "/adminservice/"];

/**
 * Whether a request is API work that waits its turn while the event loop lags. Static files (the app's
 * scripts, the logo, media), the health routes (a load balancer must still see the process alive and
 * its database reachable) and the page shell are cheap, and refusing them breaks the page a visitor
 * already has (a missing logo, a script that never loads) for no gain.
 */
export function isSheddable(url: string): boolean {
  const path = url.split("?")[0] ?? url;
  return SHED_PREFIXES.some((prefix) => path.startsWith(prefix)) || path === "/api";
}

const WARN_EVERY_MS = 10_000;

/**
 * Refuses API requests with 503 and `Retry-After` while the event loop lags, instead of letting every
 * request wait behind it; health routes, static files and pages always answer (`isSheddable`).
 */
export async function registerLoadShedding(app: FastifyInstance, options: LoadSheddingOptions) {
  let lastWarning = 0;
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    maxEventLoopUtilization: options.maxEventLoopUtilization,
    // The busy share of the last sample, not since the process started (the library's default).
    eventLoopUtilizationMode: "interval",
    sampleInterval: options.sampleIntervalMs,
    retryAfter: options.retryAfterSeconds,
    pressureHandler: async (request, reply, type, value) => {
      if (!isSheddable(request.url)) return;
      // One line per episode rather than one per refused request. The real time, not the app's clock
      // (shared/clock.ts): this spaces log lines, it decides nothing a test sets an instant for.
      if (Date.now() - lastWarning > WARN_EVERY_MS) {
        lastWarning = Date.now();
        request.log.warn({ pressure: type, value }, "shedding load: answering 503 until the event loop catches up");
      }
      reply.header("retry-after", String(options.retryAfterSeconds));
      throw new HttpError(503, `The server is busy. Try again in ${options.retryAfterSeconds} seconds.`);
    },
  });
}
