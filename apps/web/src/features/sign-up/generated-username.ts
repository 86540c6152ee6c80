import { USERNAME_ALPHABET, USERNAME_SUFFIX_LENGTH, usernameFromEmail } from "@lwl/contracts/username";

/** Random characters from the username alphabet; bytes past the last whole round are drawn again so every character is equally likely. */
function randomSuffix(length: number): string {
  const limit = 256 - (256 % USERNAME_ALPHABET.length);
  let suffix = "";
  while (suffix.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit && suffix.length < length) suffix += USERNAME_ALPHABET[byte % USERNAME_ALPHABET.length];
    }
  }
  return suffix;
}

/** docs/product.md section 5: the e-mail prefix plus 3 random characters, at most 10 characters. */
export function generatedUsername(email: string): string {
  return usernameFromEmail(email, randomSuffix(USERNAME_SUFFIX_LENGTH));
}
