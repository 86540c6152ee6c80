/**
 * Accounts of the database connection (docs/product.md section 7 "Hosted identity service"): sign-up, and the
 * account reads and profile changes other modules (users) make through this service, never through
 * SQL of their own.
 */
import { OAUTH_ERRORS, type SignupRequest, type SignupResponse } from "@lwl/contracts/identity";
import { DATABASE_CONNECTION } from "@lwl/contracts/identity-names";
import { uniqueViolation } from "../../../db/database-errors.ts";
import type { IdentityDeps } from "../deps.ts";
import { invalidRequest, OAuthError } from "../oauth-error.ts";
import { passwordPolicyMessage } from "./passwords.ts";
import * as queries from "./queries.ts";
import { chooseUsername } from "./username.ts";
import { sendVerificationEmail } from "./verification-service.ts";

/** What the account services (this file, password-service.ts, verification-service.ts) use at most. */
export type AccountServiceDeps = Pick<
  IdentityDeps,
  "db" | "now" | "publicUrl" | "mailer" | "passwords" | "viewers" | "auth"
>;

/** An account as stored: one row type for every reader (token claims, the users module's profile). */
export type Account = queries.UserRow;
export type ProfileChanges = queries.ProfileChanges;

const USER_EXISTS = () => new OAuthError(400, OAUTH_ERRORS.userExists, "The user already exists.");

export function assertDatabaseConnection(connection: string | undefined) {
  if (connection && connection !== DATABASE_CONNECTION) throw invalidRequest(`Unknown connection: ${connection}`);
}

export function assertPasswordPolicy(password: string, email: string) {
  const problem = passwordPolicyMessage(password, email);
  if (problem) throw new OAuthError(400, OAUTH_ERRORS.invalidPassword, problem);
}

export function findAccount(deps: Pick<IdentityDeps, "db">, userId: string): Promise<Account | undefined> {
  return queries.findUserById(deps.db, userId);
}

/** Changes the given profile fields; the updated account, or undefined when there is none. */
export async function updateAccountProfile(
  deps: Pick<IdentityDeps, "db" | "viewers">,
  userId: string,
  changes: ProfileChanges,
): Promise<Account | undefined> {
  const row = await queries.updateProfile(deps.db, userId, changes);
  // The name and mobile are part of the viewer; this instance's next request must see them.
  if (row) deps.viewers.forget(userId);
  return row;
}

export async function signUp(
  deps: Pick<IdentityDeps, "db" | "now" | "passwords" | "mailer" | "publicUrl" | "log">,
  body: SignupRequest,
): Promise<SignupResponse> {
  assertDatabaseConnection(body.connection);
  const email = body.email.toLowerCase();
  assertPasswordPolicy(body.password, email);
  if (await queries.findUserByEmail(deps.db, email)) throw USER_EXISTS();

  const fullName = body.user_metadata?.full_name ?? "";
  const mobile = body.user_metadata?.mobile || null;
  const passwordHash = await deps.passwords.hash(body.password);
  let user: Account | undefined;
  // A username taken between choosing and inserting is chosen again; a taken e-mail is the user's answer.
  for (let attempt = 0; !user; attempt += 1) {
    const username = await chooseUsername(deps.db, email, attempt === 0 ? body.username : undefined);
    try {
      user = await queries.insertUser(deps.db, {
        email,
        username,
        passwordHash,
        fullName,
        mobile,
        loginType: "Normal",
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === "users_email_key") throw USER_EXISTS();
      if (constraint !== "users_username_key" || attempt >= 3) throw error;
    }
  }
  const created = user;
  // The account exists whether or not the e-mail goes out; the user can ask for the link again.
  await sendVerificationEmail(deps, created).catch((error: unknown) =>
    deps.log.error({ err: error, userId: created.id }, "verification e-mail not sent"),
  );
  return {
    _id: created.id,
    email: created.email,
    email_verified: created.emailVerified,
    username: created.username,
    user_metadata: { full_name: created.fullName, ...(created.mobile ? { mobile: created.mobile } : {}) },
  };
}
