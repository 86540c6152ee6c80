import type { TestProject } from "vitest/node";
import { startAuthUpstream } from "../../apps/api/test/helpers/auth-upstream.ts";
import { freePort, snapshotBuild, startBuiltServer } from "./server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR, to read the e-mails it wrote to its outbox. */
    dataDir: string;
    /** Issuer of the local OpenID Connect provider standing in for Google. */
    upstreamIssuer: string;
  }
}

/**
 * One server for the whole run; every test file gets its address through inject("baseUrl"). A local
 * OpenID Connect provider stands in for Google: it must know the server's return address, and the
 * server its issuer, so the server's port is chosen first. Every server of the run (this one and those
 * the specs start) runs from a copy of the build taken here, which a rebuild in the checkout meanwhile
 * does not touch (support/server.ts snapshotBuild).
 */
export default async function setup(project: TestProject) {
  const removeBuild = await snapshotBuild();
  const port = await freePort();
  const upstream = await startAuthUpstream({ redirectUris: [`http://127.0.0.1:${port}/auth/login/callback`] });
  const server = await startBuiltServer({ port, env: upstream.env }).catch(async (error: unknown) => {
    await upstream.close();
    await removeBuild();
    throw error;
  });
  project.provide("baseUrl", server.baseUrl);
  project.provide("dataDir", server.dataDir);
  project.provide("upstreamIssuer", upstream.issuer);
  return async () => {
    await server.stop();
    await upstream.close();
    await removeBuild();
  };
}
