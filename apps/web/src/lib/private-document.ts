import { HttpError } from "./http.ts";
import { session } from "./session/session.ts";

/**
 * A claim document's bytes. Documents are private (bearer token, not a cookie), so a plain link cannot
 * open them: the page fetches the file and hands the browser a local copy.
 */
export async function fetchPrivateDocument(url: string): Promise<Blob> {
  const token = await session.validAccessToken();
  if (!token) {
    const message = "Please sign in to continue.";
    throw new HttpError(401, message, { statusCode: 401, error: "Unauthorized", message });
  }
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) {
    if (response.status === 401) session.end("rejected");
    const message =
      response.status === 404 ? "The document is not available to you." : "The document could not be opened.";
    throw new HttpError(response.status, message, { statusCode: response.status, error: response.statusText, message });
  }
  return response.blob();
}

/** Downloads the document under its name (a PDF is never opened inside the site's pages). */
export async function downloadPrivateDocument(url: string, name: string): Promise<void> {
  const blob = await fetchPrivateDocument(url);
  const address = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = address;
  link.download = name;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the local copy goes.
  setTimeout(() => URL.revokeObjectURL(address), 60_000);
}
