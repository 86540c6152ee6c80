/** Password hashing (argon2id through @node-rs/argon2) and the password policy's server side. */
import { passwordProblems } from "@lwl/contracts/password-policy";
import { hash, type Options, parseOptions, verify } from "@node-rs/argon2";
import type { AuthConfig } from "../../../config.ts";

/**
 * "standard" passes no options: the library's defaults are argon2id, 19 MiB, 2 passes, 1 lane, which is
 * OWASP's recommendation. The test cost (1 MiB, 1 pass) is a fortieth of the work; it is chosen only when
 * NODE_ENV=test (config.ts), so a production server can never run with it.
 */
const FAST_FOR_TESTS = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
/** The parameters the library's defaults produce: stored hashes weaker than these are upgraded. */
const LIBRARY_DEFAULTS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const ARGON2ID = 2;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a stored value that is not an argon2 hash. */
  verify(storedHash: string, password: string): Promise<boolean>;
  /** Spends the time of a real check, so an unknown account answers as slowly as a wrong password. */
  verifyNobody(password: string): Promise<false>;
  /** True when the stored hash is weaker than what hash() makes now, so a sign-in should upgrade it. */
  needsRehash(storedHash: string): boolean;
}

export function createPasswordHasher(mode: AuthConfig["passwordHashing"]): PasswordHasher {
  const options: Options = mode === "standard" ? {} : FAST_FOR_TESTS;
  const wanted = mode === "standard" ? LIBRARY_DEFAULTS : FAST_FOR_TESTS;
  let nobodyHash: Promise<string> | null = null;
  const check = async (storedHash: string, password: string) => {
    try {
      return await verify(storedHash, password);
    } catch {
      return false;
    }
  };
  return {
    hash: (password) => hash(password, options),
    verify: check,
    async verifyNobody(password) {
      nobodyHash ??= hash("no account has this password", options);
      await check(await nobodyHash, password);
      return false;
    },
    needsRehash(storedHash) {
      try {
        const used = parseOptions(storedHash);
        return used.memoryCost < wanted.memoryCost || used.timeCost < wanted.timeCost || used.algorithm !== ARGON2ID;
      } catch {
        return false;
      }
    },
  };
}

/** Every rule the password breaks, as one message, or null when it is acceptable. */
export function passwordPolicyMessage(password: string, email: string): string | null {
  const problems = passwordProblems(password, email);
  return problems.length === 0 ? null : problems.join(" ");
}
