/**
 * The legal texts are plain text with paragraphs split by blank lines (docs/product.md section 7). To read well,
 * a block whose first line is a short heading ("1. About these terms") followed by more lines is shown
 * as a heading and its body; lines that all start with "- " become a list; a one-line block repeating
 * the page title is dropped because the page already shows it.
 */
export type TextBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: string[] };

const HEADING_MAX_CHARS = 80;
const BULLET = /^[-•*]\s+/;

function looksLikeHeading(line: string): boolean {
  return line.length <= HEADING_MAX_CHARS && !/[.:;,!?]$/.test(line);
}

function bodyBlock(lines: string[]): TextBlock {
  if (lines.every((line) => BULLET.test(line))) {
    return { kind: "list", items: lines.map((line) => line.replace(BULLET, "")) };
  }
  return { kind: "paragraph", text: lines.join("\n") };
}

export function toTextBlocks(text: string, pageTitle: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  const chunks = text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean);
  for (const chunk of chunks) {
    const lines = chunk.split("\n").map((line) => line.trim());
    const [first = "", ...rest] = lines;
    if (rest.length === 0) {
      if (first.toLowerCase() !== pageTitle.toLowerCase()) blocks.push(bodyBlock([first]));
    } else if (looksLikeHeading(first) && !BULLET.test(first)) {
      blocks.push({ kind: "heading", text: first });
      blocks.push(bodyBlock(rest));
    } else {
      blocks.push(bodyBlock(lines));
    }
  }
  return blocks;
}
