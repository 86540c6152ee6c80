import type { FastifyBaseLogger } from "fastify";
import type { AuthConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { Clock } from "../../shared/clock.ts";
import type { Mailer } from "../../shared/mailer.ts";
import type { PasswordHasher } from "./accounts/passwords.ts";
import type { ViewerLoader } from "./accounts/viewers.ts";
import type { UpstreamProvider } from "./authorize/upstream-provider.ts";
import type { SigningKeyStore } from "./tokens/signing-keys.ts";

/**
 * What the identity services use, built once by routes.ts from the app's decorations. Each service
 * asks for the part it needs (`Pick<IdentityDeps, ...>`), so another module (users) can call the
 * account services with its own, smaller deps.
 */
export interface IdentityDeps {
  db: Database;
  /** The app's clock: token, code, session, e-mail link and limit lifetimes are measured on it. */
  now: Clock;
  /** The site's public origin: e-mailed links, the token issuer, allowed return URLs. */
  publicUrl: string;
  auth: AuthConfig;
  keys: SigningKeyStore;
  passwords: PasswordHasher;
  viewers: ViewerLoader;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The provider behind "Sign in with Google", or null when it is not configured. */
  upstream: UpstreamProvider | null;
}
