/** An error a service throws to answer with a given status and message (and headers, such as Retry-After). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/** What a 404 can be about; a closed list so every 404 message reads the same way. */
export type MissingThing = "Listing" | "Event" | "Post" | "Category" | "User" | "Site content" | "Route";

/** The one 404: "Listing 12 not found" (or "Listing not found" when there is no id to name). */
export const notFound = (thing: MissingThing, id?: number | string) =>
  new HttpError(404, id === undefined ? `${thing} not found` : `${thing} ${id} not found`);
export const badRequest = (message: string) => new HttpError(400, message);
export const conflict = (message: string) => new HttpError(409, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
/** A 429 always says when to come back, in seconds (at least 1). */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { "retry-after": String(Math.max(1, Math.ceil(retryAfterSeconds))) });
