import type { TestProject } from "vitest/node";
import { createDatabaseTemplate, removeDatabaseTemplate } from "./helpers/database-template.ts";

/**
 * Opens and migrates the test database once per run; every test file then starts from a copy of it
 * (test/helpers/database.ts) instead of paying for its own initdb and migrations.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await createDatabaseTemplate(process.env.TEST_DATABASE_URL);
  project.provide("testDatabaseTemplate", template);
  return () => removeDatabaseTemplate(template);
}
