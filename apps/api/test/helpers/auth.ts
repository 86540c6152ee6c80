/**
 * Signing in from tests: users with a known password, tokens through the real token endpoint, and
 * the Authorization header. Other modules' tests use signInAs to act as a Reader, owner or admin.
 */

import type { TokenResponse } from "@lwl/contracts/identity";
import { DEFAULT_CLIENT_ID } from "@lwl/contracts/identity-names";
import type { Role } from "@lwl/contracts/roles";
import type { FastifyInstance } from "fastify";
import type { users } from "../../src/db/schema.ts";
import type { TestApp } from "./app.ts";
import { insertUser } from "./fixtures.ts";

export const TEST_CLIENT_ID = DEFAULT_CLIENT_ID;
export const TEST_PASSWORD = "Correct-Horse-7";

type UserRow = typeof users.$inferSelect;

/** A user (fixtures' defaults, any overrides) whose password is `password`. */
export async function insertUserWithPassword(
  t: TestApp,
  overrides: Partial<typeof users.$inferInsert> = {},
  password = TEST_PASSWORD,
): Promise<UserRow> {
  return insertUser(t.database.db, { ...overrides, passwordHash: await t.app.passwords.hash(password) });
}

/** POST /auth/oauth/token with the password grant; the raw response, for tests of refusals too. */
export function passwordGrant(
  app: FastifyInstance,
  username: string,
  password: string,
  extra: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: "POST",
    url: "/auth/oauth/token",
    headers,
    payload: { grant_type: "password", client_id: TEST_CLIENT_ID, username, password, ...extra },
  });
}

/** Signs in and returns the tokens; fails the test when the sign-in is refused. */
export async function signIn(
  app: FastifyInstance,
  username: string,
  password = TEST_PASSWORD,
  extra: Record<string, string> = {},
): Promise<TokenResponse> {
  const response = await passwordGrant(app, username, password, extra);
  if (response.statusCode !== 200) throw new Error(`sign-in refused: ${response.statusCode} ${response.body}`);
  return response.json();
}

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

export interface SignedInUser {
  user: UserRow;
  tokens: TokenResponse;
  /** Headers for app.inject: `{ authorization: "Bearer ..." }`. */
  headers: { authorization: string };
}

/** A new user of this role, signed in. */
export async function signInAs(
  t: TestApp,
  role: Role,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<SignedInUser> {
  const user = await insertUserWithPassword(t, { role, ...overrides });
  const tokens = await signIn(t.app, user.email);
  return { user, tokens, headers: bearer(tokens.access_token) };
}

/**
 * Headers that make each call come from a new client address (tests run with one trusted proxy hop),
 * so the per-address limits one test trips do not touch the next.
 */
export function newAddresses(network: string): () => { "x-forwarded-for": string } {
  let host = 0;
  return () => {
    host += 1;
    return { "x-forwarded-for": `${network}.${host}` };
  };
}
