import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { SigningKeyStore } from "../../plugins/auth-keys.ts";
import type { PasswordHasher } from "../../plugins/auth-passwords.ts";
import type { Mailer } from "../../plugins/mailer.ts";

/** What the identity services need from the app, passed explicitly so they stay plain functions. */
export interface IdentityContext {
  db: Database;
  config: AppConfig;
  keys: SigningKeyStore;
  passwords: PasswordHasher;
  mailer: Mailer;
  log: FastifyBaseLogger;
}
