import type { TestProject } from "vitest/node";
import { startBuiltServer } from "./server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One server for the whole run; every test file gets its address through inject("baseUrl"). */
export default async function setup(project: TestProject) {
  const server = await startBuiltServer();
  project.provide("baseUrl", server.baseUrl);
  return server.stop;
}
