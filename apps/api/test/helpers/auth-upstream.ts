/**
 * A local upstream OpenID Connect provider standing in for Google: the `oidc-provider` package (a
 * certified OpenID provider) with its development sign-in form, which accepts any login. The login
 * typed (an e-mail address) becomes the account; its claims are e-mail, email_verified and name.
 *
 * In tests: `const upstream = await startAuthUpstream({ redirectUris: [...] })`, build the app with
 * `upstream.env`, and walk the browser leg headless with `signInAtUpstream`.
 * For the end-to-end suite, as a process of its own:
 *   npx tsx apps/api/test/helpers/auth-upstream.ts --port 4400 \
 *     --redirect-uri http://localhost:3000/auth/login/callback
 * It prints the GOOGLE_* variables to start the server with. In a browser the form has the fields
 * `login` (type the e-mail) and `password` (anything) and the button "Sign-in".
 */
import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { exportJWK, generateKeyPair } from "jose";
import Provider, { type KoaContextWithOIDC } from "oidc-provider";

export interface UpstreamAccount {
  email: string;
  /** Whether the provider vouches for the address; true unless set. */
  emailVerified?: boolean;
  name?: string;
  picture?: string;
}

export interface AuthUpstreamOptions {
  /** Where the provider may send the browser back to: the server's /auth/login/callback. */
  redirectUris: string[];
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  clientId?: string;
  clientSecret?: string;
  /** Claims of particular logins; any other login is an account with a verified e-mail. */
  accounts?: UpstreamAccount[];
}

export interface AuthUpstream {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** GOOGLE_ISSUER, GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET for the server under test. */
  env: { GOOGLE_ISSUER: string; GOOGLE_CLIENT_ID: string; GOOGLE_CLIENT_SECRET: string };
  /** Adds or replaces an account's claims while running. */
  setAccount(account: UpstreamAccount): void;
  close(): Promise<void>;
}

function nameFromEmail(email: string): string {
  const local = email.split("@")[0] ?? email;
  return local
    .split(/[._-]+/)
    .filter((part) => part !== "")
    .map((part) => part[0]?.toUpperCase() + part.slice(1))
    .join(" ");
}

export async function startAuthUpstream(options: AuthUpstreamOptions): Promise<AuthUpstream> {
  const host = options.host ?? "127.0.0.1";
  const clientId = options.clientId ?? "lwl-upstream-client";
  const clientSecret = options.clientSecret ?? randomBytes(24).toString("base64url");
  const accounts = new Map((options.accounts ?? []).map((account) => [account.email.toLowerCase(), account]));

  // Listen first: the issuer must name the real port.
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${host}:${port}`;

  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: "upstream-1", alg: "RS256", use: "sig" };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString("base64url")] },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "picture"] },
    // Put the e-mail and name in the ID token itself, as Google does.
    conformIdTokenClaims: false,
    pkce: { methods: ["S256"], required: () => true },
    // Explicit lifetimes (the defaults work, but the library asks for them on every use).
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx: KoaContextWithOIDC, id: string) {
      const login = id.trim().toLowerCase();
      const known = accounts.get(login);
      return {
        accountId: id,
        async claims() {
          return {
            sub: id,
            email: login,
            email_verified: known?.emailVerified ?? true,
            name: known?.name ?? nameFromEmail(login),
            ...(known?.picture ? { picture: known.picture } : {}),
          };
        },
      };
    },
    // A first-party stand-in: consent is taken as given, so the only page is the sign-in form.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const client = ctx.oidc.client;
      const accountId = ctx.oidc.session?.accountId;
      if (!client || !accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
  });
  server.on("request", provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    env: { GOOGLE_ISSUER: issuer, GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret },
    setAccount(account) {
      accounts.set(account.email.toLowerCase(), account);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A cookie jar that is just enough for one provider on one host. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const separator = pair?.indexOf("=") ?? -1;
      if (!pair || separator < 1) continue;
      this.cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

/**
 * Plays the browser at the upstream provider without a browser: follows its redirects with a cookie
 * jar and submits the sign-in form with `login`. Returns the first redirect to a URL starting with
 * `returnPrefix` (the server's /auth/login/callback?code=...&state=...), without following it.
 */
export async function signInAtUpstream(authorizeUrl: string, login: string, returnPrefix: string): Promise<string> {
  const jar = new CookieJar();
  let url = authorizeUrl;
  let method: "GET" | "POST" = "GET";
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 12; hop += 1) {
    const response = await fetch(url, {
      method,
      body,
      redirect: "manual",
      headers: { cookie: jar.header(), ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
    });
    jar.store(response);
    const location = response.headers.get("location");
    if (location) {
      const next = new URL(location, url).toString();
      if (next.startsWith(returnPrefix)) return next;
      url = next;
      method = "GET";
      body = undefined;
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (response.status !== 200 || !action || !html.includes('name="login"')) {
      throw new Error(`upstream sign-in stopped at ${url} (${response.status}): ${html.slice(0, 300)}`);
    }
    url = new URL(action, url).toString();
    method = "POST";
    body = new URLSearchParams({ prompt: "login", login, password: "any password" });
  }
  throw new Error("upstream sign-in did not come back");
}

// Run as a process: the end-to-end suite's stand-in for Google.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: "4400" },
      host: { type: "string", default: "127.0.0.1" },
      "redirect-uri": { type: "string", multiple: true, default: ["http://localhost:3000/auth/login/callback"] },
      "client-id": { type: "string", default: "lwl-upstream-client" },
      "client-secret": { type: "string", default: "lwl-upstream-secret" },
    },
  });
  const upstream = await startAuthUpstream({
    port: Number(values.port),
    host: values.host,
    redirectUris: values["redirect-uri"],
    clientId: values["client-id"],
    clientSecret: values["client-secret"],
  });
  for (const [name, value] of Object.entries(upstream.env)) console.log(`${name}=${value}`);
  const stop = () => void upstream.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
