import type { EventSummary } from "@lwl/contracts/events";
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
