/** Generated usernames (docs/product.md section 5): the e-mail prefix plus 3 random characters, at most 10. */
import {
  USERNAME_ALPHABET,
  USERNAME_PATTERN,
  USERNAME_SUFFIX_LENGTH,
  usernameFromEmail,
} from "@lwl/contracts/username";
import type { Database } from "../../../db/client.ts";
import { randomChars } from "../secrets.ts";
import { usernameTaken } from "./queries.ts";

const ATTEMPTS = 20;

/**
 * The client's proposal when it follows the rule and is free (the spec has the client generate it),
 * otherwise a fresh one: a generated name is nobody's choice, so replacing a taken one is no surprise.
 * 36^3 suffixes per prefix make a free one quick to find; the unique index settles any race.
 */
export async function chooseUsername(db: Database, email: string, proposed: string | undefined): Promise<string> {
  const candidate = proposed?.trim().toLowerCase();
  if (candidate && USERNAME_PATTERN.test(candidate) && !(await usernameTaken(db, candidate))) return candidate;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const generated = usernameFromEmail(email, randomChars(USERNAME_ALPHABET, USERNAME_SUFFIX_LENGTH));
    if (!(await usernameTaken(db, generated))) return generated;
  }
  throw new Error(`No free username found for ${email} after ${ATTEMPTS} attempts`);
}
