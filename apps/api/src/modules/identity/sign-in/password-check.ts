/**
 * The one password sign-in rule, shared by the password grant and the hosted login page: the limits
 * of limits.ts, the same refusal for an unknown account and a wrong password, and blocked accounts.
 */
import { OAUTH_ERRORS } from "@lwl/contracts/identity";
import { findUserByLogin, recordSignIn, setPasswordHash, type UserRow } from "../accounts/queries.ts";
import type { IdentityDeps } from "../deps.ts";
import { invalidGrant, OAuthError } from "../oauth-error.ts";
import { accountKeyOf, awaitSignInTurn, signInSucceeded, tooManyAttemptsMessage } from "./limits.ts";

/** One message for an unknown account and a wrong password, so the answer does not tell which. */
export const WRONG_CREDENTIALS = "Wrong email or password.";
export const USER_BLOCKED = "user is blocked";
export const blocked = () => new OAuthError(401, OAUTH_ERRORS.unauthorized, USER_BLOCKED);

/**
 * The account whose e-mail address or username and password these are, signed in (last sign-in
 * recorded, hash upgraded); OAuthError 429 over the limits, 403 for wrong credentials, 401 blocked.
 */
export async function checkPasswordSignIn(
  deps: Pick<IdentityDeps, "db" | "now" | "passwords" | "auth">,
  login: string,
  password: string,
  clientIp: string,
): Promise<UserRow> {
  const user = await findUserByLogin(deps.db, login);
  const accountKey = accountKeyOf(user, login);
  const refusal = await awaitSignInTurn(deps, accountKey, clientIp);
  if (refusal) {
    const { retryAfterSeconds } = refusal;
    throw new OAuthError(
      429,
      OAUTH_ERRORS.tooManyAttempts,
      tooManyAttemptsMessage(retryAfterSeconds),
      retryAfterSeconds,
    );
  }
  const valid = user?.passwordHash
    ? await deps.passwords.verify(user.passwordHash, password)
    : await deps.passwords.verifyNobody(password);
  if (!user?.passwordHash || !valid) throw invalidGrant(WRONG_CREDENTIALS);

  await signInSucceeded(deps.db, accountKey, clientIp);
  if (user.disabled) throw blocked();
  if (deps.passwords.needsRehash(user.passwordHash)) {
    await setPasswordHash(deps.db, user.id, await deps.passwords.hash(password));
  }
  await recordSignIn(deps.db, user.id);
  return user;
}
