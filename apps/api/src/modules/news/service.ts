import type { BlogSummary } from "@lwl/contracts/blogs";
import type { Database } from "../../db/client.ts";
import { toBlogSummary } from "./mappers.ts";
import { findTopPublished } from "./queries.ts";

export interface NewsDeps {
  db: Database;
}

export async function listTopNews(deps: NewsDeps, count: number): Promise<BlogSummary[]> {
  return (await findTopPublished(deps.db, count)).map(toBlogSummary);
}
