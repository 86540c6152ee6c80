import type { FieldIssue } from "@lwl/contracts/errors";

/**
 * An error a service throws to answer with a given status and message (and headers, such as
 * Retry-After, and `issues` when the refusal is about one field of a form, such as an uploaded file).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
    readonly issues?: readonly FieldIssue[],
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/** What a 404 can be about; a closed list so every 404 message reads the same way. */
export type MissingThing =
  | "Listing"
  | "Event"
  | "Post"
  | "Category"
  | "User"
  | "Site content"
  | "Route"
  | "Document"
  | "Image"
  | "Review"
  | "Reply"
  | "Enquiry";

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
/** A refusal about one field (an uploaded file): the message, and the same message beside that field. */
export const fieldRefused = (statusCode: 400 | 413, path: string, message: string) =>
  new HttpError(statusCode, message, {}, [{ path, message }]);
