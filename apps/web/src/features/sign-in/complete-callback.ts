import type { TokenResponse } from "@lwl/contracts/identity";
import { requestErrorMessage } from "../../lib/request-errors.ts";
import { session } from "../../lib/session/session.ts";
import { verifiedTokens } from "../../lib/session/verified-tokens.ts";
import { exchangeCode } from "./api/exchange-code.ts";
import { takeTransaction } from "./authorization-transaction.ts";

/** docs/product.md section 8's messages for the return to /callback. */
export const CALLBACK_MESSAGES = {
  noData: "No valid authentication data found",
  failed: "Login failed. Please try again.",
  stateMismatch: "This sign-in did not start in this browser tab, or it took too long. Please start the sign-in again.",
} as const;

export class CallbackError extends Error {
  override name = "CallbackError";
}

/** The implicit answer (`#access_token=...&id_token=...`) in the shape of a token endpoint answer. */
function implicitResponse(fragment: URLSearchParams): TokenResponse | null {
  const accessToken = fragment.get("access_token");
  const idToken = fragment.get("id_token");
  if (!accessToken || !idToken) return null;
  return {
    access_token: accessToken,
    id_token: idToken,
    token_type: "Bearer",
    expires_in: Number(fragment.get("expires_in") ?? 0),
    scope: fragment.get("scope") ?? "",
  };
}

/**
 * Finishes a browser sign-in at /callback: the code flow (`?code=...&state=...`, exchanged with the
 * stored PKCE verifier) or the implicit answer in the fragment. The state must match the one this tab
 * sent and the ID token must carry its nonce. Resolves to the page to go to next.
 */
export async function completeCallback(href: string): Promise<string> {
  const url = new URL(href);
  const query = url.searchParams;
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ""));
  const transaction = takeTransaction();

  const error = query.get("error") ?? fragment.get("error");
  if (error) {
    throw new CallbackError(
      query.get("error_description") ?? fragment.get("error_description") ?? CALLBACK_MESSAGES.failed,
    );
  }
  const code = query.get("code");
  const implicit = code ? null : implicitResponse(fragment);
  if (!code && !implicit) throw new CallbackError(CALLBACK_MESSAGES.noData);

  const state = code ? query.get("state") : fragment.get("state");
  if (!transaction || !state || state !== transaction.state) throw new CallbackError(CALLBACK_MESSAGES.stateMismatch);

  let response: TokenResponse;
  try {
    response = implicit ?? (await exchangeCode(code ?? "", transaction.codeVerifier, transaction.redirectUri));
  } catch (failure) {
    throw new CallbackError(requestErrorMessage(failure, CALLBACK_MESSAGES.failed), { cause: failure });
  }
  session.establish(await verifiedTokens(response, { loginType: transaction.loginType, nonce: transaction.nonce }));
  return transaction.returnTo;
}
