import { PRIVATE_QUERY_ROOT } from "../../private-queries.ts";

/** The signed-in user's shortlist: private, so it is dropped when they sign out. */
export const shortlistKey = (userId: string) => [PRIVATE_QUERY_ROOT, "shortlist", userId] as const;
