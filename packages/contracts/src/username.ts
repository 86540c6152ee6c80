/** Generated usernames (docs/product.md section 5). Free of zod. */
export const USERNAME_MAX_LENGTH = 10;
export const USERNAME_SUFFIX_LENGTH = 3;
export const USERNAME_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
export const USERNAME_PATTERN = /^[a-z0-9]{1,10}$/;

/**
 * docs/product.md section 5: the e-mail prefix plus 3 random characters, at most 10 characters. The prefix is
 * lower-cased, keeps letters and digits only and is cut so the whole name fits. `suffix` is the caller's
 * random characters from USERNAME_ALPHABET (the server uses crypto; a browser uses crypto.getRandomValues).
 */
export function usernameFromEmail(email: string, suffix: string): string {
  const prefix = (email.split("@")[0] ?? "").toLowerCase().replace(/[^a-z0-9]/g, "") || "user";
  return `${prefix.slice(0, USERNAME_MAX_LENGTH - suffix.length)}${suffix}`;
}
