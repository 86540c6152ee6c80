/**
 * The first legal texts are plain text (paragraphs split by blank lines); the editor works in HTML.
 * A plain text is turned into paragraphs, a short first line of a block into a heading and "- " lines
 * into a list, the way the public pages read them, so the first save keeps the structure.
 */
const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

const BULLET = /^[-•*]\s+/;

export function looksLikeHtml(text: string): boolean {
  return /^\s*<[a-z]/i.test(text);
}

export function plainTextToHtml(text: string): string {
  if (looksLikeHtml(text)) return text;
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) => {
      const lines = chunk.split("\n").map((line) => line.trim());
      const [first = "", ...rest] = lines;
      if (lines.every((line) => BULLET.test(line))) {
        return `<ul>${lines.map((line) => `<li>${escapeHtml(line.replace(BULLET, ""))}</li>`).join("")}</ul>`;
      }
      if (rest.length > 0 && first.length <= 80 && !/[.:;,!?]$/.test(first)) {
        const body = rest.every((line) => BULLET.test(line))
          ? `<ul>${rest.map((line) => `<li>${escapeHtml(line.replace(BULLET, ""))}</li>`).join("")}</ul>`
          : `<p>${rest.map(escapeHtml).join("<br>")}</p>`;
        return `<h2>${escapeHtml(first)}</h2>${body}`;
      }
      return `<p>${lines.map(escapeHtml).join("<br>")}</p>`;
    })
    .join("");
}
