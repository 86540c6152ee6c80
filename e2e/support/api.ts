import type { EventSummary } from "@lwl/contracts/events";
import { DEFAULT_CLIENT_ID } from "@lwl/contracts/identity-names";
import type { ListingSummary } from "@lwl/contracts/listings";
import type { Page } from "@lwl/contracts/paging";

/** Reads the demo data straight from the API, so tests follow whatever the seed produced. */
export async function getJson<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

export async function firstListing(baseUrl: string, type = "college"): Promise<ListingSummary> {
  const page = await getJson<Page<ListingSummary>>(baseUrl, `/api/listings/type/${type}?size=1`);
  const listing = page.content[0];
  if (!listing) throw new Error(`the demo data has no ${type} listing`);
  return listing;
}

export async function firstEvent(baseUrl: string): Promise<EventSummary> {
  const page = await getJson<Page<EventSummary>>(baseUrl, "/api/events?size=1&when=upcoming");
  const event = page.content[0];
  if (!event) throw new Error("the demo data has no upcoming event");
  return event;
}

/** An access token straight from the identity service's token endpoint (the password grant), and its user's id. */
export async function passwordToken(
  baseUrl: string,
  account: { email: string; password: string },
): Promise<{ token: string; userId: string }> {
  const response = await fetch(`${baseUrl}/auth/oauth/token`, {
    method: "POST",
    headers: { accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "password",
      client_id: DEFAULT_CLIENT_ID,
      username: account.email,
      password: account.password,
      scope: "openid",
    }).toString(),
  });
  if (!response.ok) throw new Error(`signing ${account.email} in answered ${response.status}`);
  const bearer = ((await response.json()) as { access_token: string }).access_token;
  const payload = JSON.parse(Buffer.from(bearer.split(".")[1] ?? "", "base64url").toString()) as { sub: string };
  return { token: bearer, userId: payload.sub };
}

/** GET with a bearer token, as getJson. */
export async function getJsonAs<T>(baseUrl: string, bearer: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { accept: "application/json", authorization: `Bearer ${bearer}` },
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}
