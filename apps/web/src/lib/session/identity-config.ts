import { SERVICE_BASE } from "@lwl/contracts/constants";
import type { Connections } from "@lwl/contracts/identity";
import { queryOptions } from "@tanstack/react-query";
import { getJson } from "../http.ts";

/** What the app needs to talk to the identity service: from GET /auth/connections and the discovery document. */
export interface IdentityConfig {
  clientId: string;
  /** The API the access tokens are for (the token requests' `audience`). */
  audience: string;
  /** False when the server has no Google (upstream) provider configured. */
  google: boolean;
  /** The `iss` every token of this server carries. */
  issuer: string;
}

export const IDENTITY_PATHS = {
  connections: `${SERVICE_BASE.identity}/connections`,
  discovery: `${SERVICE_BASE.identity}/.well-known/openid-configuration`,
  // Read from this origin rather than the discovery document's jwks_uri, which names PUBLIC_URL: behind
  // the dev server's proxy that is another origin the browser would refuse to read.
  jwks: `${SERVICE_BASE.identity}/.well-known/jwks.json`,
  token: `${SERVICE_BASE.identity}/oauth/token`,
  revoke: `${SERVICE_BASE.identity}/oauth/revoke`,
  authorize: `${SERVICE_BASE.identity}/authorize`,
  signup: `${SERVICE_BASE.identity}/dbconnections/signup`,
  resetEmail: `${SERVICE_BASE.identity}/dbconnections/change_password`,
  resetPassword: `${SERVICE_BASE.identity}/reset_password`,
} as const;

async function fetchIdentityConfig(): Promise<IdentityConfig> {
  const [connections, discovery] = await Promise.all([
    getJson<Connections>(IDENTITY_PATHS.connections),
    getJson<{ issuer: string }>(IDENTITY_PATHS.discovery),
  ]);
  return {
    clientId: connections.clientId,
    audience: connections.audience,
    google: connections.google,
    issuer: discovery.issuer,
  };
}

let loading: Promise<IdentityConfig> | null = null;

/** Loaded once per page; a failed load is forgotten so the next sign-in attempt asks again. */
export function loadIdentityConfig(): Promise<IdentityConfig> {
  loading ??= fetchIdentityConfig().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** For tests that answer the identity endpoints differently from one test to the next. */
export function forgetIdentityConfig(): void {
  loading = null;
}

export function identityConfigQuery() {
  return queryOptions({
    queryKey: ["identity-config"] as const,
    queryFn: loadIdentityConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
