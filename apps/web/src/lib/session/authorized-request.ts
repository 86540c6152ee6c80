import { HttpError, type RequestOptions, requestJson } from "../http.ts";
import { session } from "./session.ts";

/**
 * An authenticated call (docs/product.md section 7): sends `Authorization: Bearer <authToken>`, renewing an
 * expired token first. A 401 answer ends the session and clears the stored tokens (docs/product.md section 4).
 */
export async function authorizedJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = await session.validAccessToken();
  if (!token) throw new HttpError(401, "Please sign in to continue.", null);
  try {
    return await requestJson<T>(path, {
      ...options,
      headers: { ...options.headers, Authorization: `Bearer ${token}` },
    });
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) session.end("rejected");
    throw error;
  }
}
