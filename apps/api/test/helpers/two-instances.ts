import { openDatabase } from "../../src/db/client.ts";
import { createTestApp, type TestApp } from "./app.ts";
import { createTestClock } from "./clock.ts";
import { createTestDatabaseUrl } from "./database.ts";
import { ignoreConnectionErrors } from "./database-template.ts";

export interface TwoInstances {
  one: TestApp;
  two: TestApp;
  /** Closes both apps and their pools, then drops the database. */
  close(): Promise<void>;
}

/**
 * Two instances of the server on one fresh PostgreSQL database (TEST_DATABASE_URL), as a deployment
 * behind a load balancer runs them: each has its own pool, its own LISTEN connection and its own
 * caches, so what one instance does reaches the other only the way production's instances reach
 * each other.
 */
export async function openTwoInstances(): Promise<TwoInstances> {
  const created = await createTestDatabaseUrl();
  if (!created) throw new Error("TEST_DATABASE_URL is set, so a database was expected");
  const open = () =>
    openDatabase({ databaseUrl: created.url, dataDir: "memory://", onConnectionError: ignoreConnectionErrors });
  const handles = [await open(), await open()] as const;
  // One clock for both, as production's instances share the real time: moving it moves both.
  const clock = createTestClock();
  const one = await createTestApp({ database: handles[0], clock });
  const two = await createTestApp({ database: handles[1], clock });
  return {
    one,
    two,
    async close() {
      await two.close();
      await one.close();
      await Promise.all(handles.map((handle) => handle.close()));
      await created.drop();
    },
  };
}
