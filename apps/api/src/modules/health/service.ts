import type { FastifyBaseLogger } from "fastify";
import type { DatabaseHandle } from "../../db/client.ts";
import * as queries from "./queries.ts";

export interface HealthDeps {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
}

export type Readiness = "ready" | "database unreachable" | "database cannot write";

/** A probe that hangs is as bad as one that fails: a load balancer waits for neither. */
export const READINESS_TIMEOUT_MS = 3000;

/** Ready when the database answers and accepts a write, within READINESS_TIMEOUT_MS. */
export async function checkReadiness(deps: HealthDeps): Promise<Readiness> {
  try {
    await withinTimeout(deps.database.ping(), "ping");
  } catch (error) {
    deps.log.warn({ err: error }, "database not reachable");
    return "database unreachable";
  }
  try {
    await withinTimeout(queries.writeHeartbeat(deps.database.db), "heartbeat write");
  } catch (error) {
    deps.log.warn({ err: error }, "database cannot write");
    return "database cannot write";
  }
  return "ready";
}

async function withinTimeout(work: Promise<unknown>, what: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${READINESS_TIMEOUT_MS} ms`)), READINESS_TIMEOUT_MS);
  });
  try {
    await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
