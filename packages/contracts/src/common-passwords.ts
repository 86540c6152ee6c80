/**
 * The passwords people pick first, long enough to pass the length rule (shorter ones are refused
 * anyway): from the published top lists (the UK NCSC's top 100,000 and the leaked-password
 * frequency lists), with the Indian favourites added. Compact on purpose: it ships with the forms.
 * A word here is refused as it is, with capitals, with common letter swaps (p@ssw0rd) and with
 * digits or symbols on the end (sunshine2026!). Free of zod.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  (
    "password passwords passw0rd password1 password12 password123 passwort motdepasse contrasena " +
    "12345678 123456789 1234567890 0123456789 87654321 987654321 0987654321 11111111 111111111 " +
    "00000000 22222222 88888888 99999999 12341234 11223344 12344321 123123123 123321123 147258369 " +
    "159753159 741852963 963852741 12121212 13131313 69696969 55555555 66666666 77777777 " +
    "qwerty qwertyui qwertyuiop qwerty12 qwerty123 qwertyu1 1qaz2wsx zaq12wsx zaq1zaq1 1q2w3e4r " +
    "1q2w3e4r5t q1w2e3r4 qweasdzxc 123qweasd qazwsxedc qwe123qwe asdfghjk asdfghjkl asdfasdf " +
    "zxcvbnm zxcvbnm1 azertyui azerty123 abcd1234 abc12345 abcdefgh a1b2c3d4 aa123456 1234qwer " +
    "12qwaszx qwer1234 asdf1234 zxcv1234 " +
    "iloveyou iloveyou1 iloveyou2 loveyou ilovegod iloveindia lovelove sweetheart babygirl " +
    "sunshine princess football baseball basketball cricket hockey soccer superman batman spiderman " +
    "starwars pokemon naruto whatever trustno1 letmein welcome welcome1 welcome12 welcome123 " +
    "changeme changeit default secret secret123 administrator password! letmein1 access " +
    "monkey dragon master shadow freedom mustang michael jennifer michelle jordan23 charlie " +
    "computer internet corvette mercedes ferrari midnight chocolate butterfly blink182 " +
    "liverpool chelsea arsenal manchester barcelona realmadrid " +
    "india india123 indian bharat hindustan jaihind mumbai delhi bangalore chennai kolkata hyderabad " +
    "krishna ganesh jaishreeram shreeram omnamahshivaya saibaba ramram sairam " +
    "learnwithoutlimits learnwithout"
  ).split(" "),
);

/** Letter swaps people use to dress up a word: p@ssw0rd is still password. */
const SWAPS: Record<string, string> = { "@": "a", "4": "a", "0": "o", $: "s", "5": "s", "3": "e", "!": "i", "1": "i" };

function undressed(word: string): string {
  return word.replace(/[@40$53!1]/g, (character) => SWAPS[character] ?? character);
}

/** Whether a password is a common one, dressed up or not. */
export function isCommonPassword(password: string): boolean {
  const plain = password.trim().toLowerCase().replace(/\s+/g, "");
  // The word without what people add on the end: digits, symbols and years.
  const stem = plain.replace(/[^a-z]+$/, "");
  return [plain, stem, undressed(plain), undressed(stem)].some((candidate) => COMMON_PASSWORDS.has(candidate));
}
