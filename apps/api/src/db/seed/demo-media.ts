/**
 * Images of the demo data, drawn as small SVG files at seed time (no external URLs): a logo per
 * listing, and shared variants of covers, event covers, news illustrations and generic logos.
 * The server serves mediaDir at /media/, so a file at `${mediaDir}/demo/x.svg` is `/media/demo/x.svg`.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ListingType } from "@lwl/contracts/listings";
import { EDITORIAL_CATEGORIES } from "@lwl/contracts/news-categories";

export interface MediaFile {
  /** Path under mediaDir, with forward slashes, e.g. "demo/logos/listing-1700.svg". */
  path: string;
  svg: string;
}

export const MEDIA_URL_PREFIX = "/media/";
/** Six colour scenes times three layouts per type, so a band of eight cards rarely repeats a picture. */
export const COVER_VARIANTS = 18;
export const EVENT_COVER_VARIANTS = 12;
export const GENERIC_LOGO_VARIANTS = 24;
/** The demo posts use every editorial category, in its order. */
export const NEWS_CATEGORIES = EDITORIAL_CATEGORIES.map((category) => category.slug);
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];
export const NEWS_IMAGE_VARIANTS = 2;

/** Colour families of the design: blue for colleges, green for schools, orange for tutors. */
export const TYPE_PALETTES: Record<ListingType, readonly string[]> = {
  COLLEGE: ["#1565c0", "#0d47a1", "#1976d2", "#283593", "#1e5aa8", "#0277bd"],
  SCHOOL: ["#2e7d32", "#1b5e20", "#388e3c", "#00695c", "#43a047", "#2f6b3a"],
  TUTORIAL: ["#f57c00", "#e65100", "#ef6c00", "#bf360c", "#d35400", "#c76a00"],
};

const pad = (n: number) => String(n).padStart(2, "0");
const typeFolder = (type: ListingType) => type.toLowerCase();

export const mediaUrl = (file: string) => `${MEDIA_URL_PREFIX}${file}`;
export const listingLogoPath = (id: number) => `demo/logos/listing-${id}.svg`;
export const genericLogoPath = (type: ListingType, variant: number) =>
  `demo/logos/${typeFolder(type)}-${pad(variant + 1)}.svg`;
export const coverPath = (type: ListingType, variant: number) =>
  `demo/covers/${typeFolder(type)}-${pad(variant + 1)}.svg`;
export const eventCoverPath = (variant: number) => `demo/events/event-${pad(variant + 1)}.svg`;
export const newsImagePath = (category: NewsCategory, variant: number) =>
  `demo/news/${category}-${pad(variant + 1)}.svg`;
export const avatarPath = (username: string) => `demo/avatars/${username}.svg`;

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

const FONT = 'font-family="Arial, Helvetica, sans-serif"';

function svgDocument(width: number, height: number, title: string, body: string, defs = ""): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="t">` +
    `<title id="t">${escapeXml(title)}</title>${defs ? `<defs>${defs}</defs>` : ""}${body}</svg>`
  );
}

/** Up to three capital letters from the significant words of a name. */
export function initialsOf(name: string): string {
  const skip = new Set(["of", "and", "the", "for", "by", "st", "dr", "shri", "smt", "prof"]);
  const words = name
    .replace(/[^A-Za-z\s]/g, " ")
    .split(/\s+/)
    .filter((w) => w.length > 0 && !skip.has(w.toLowerCase()));
  const letters = words.map((w) => w.charAt(0).toUpperCase()).join("");
  return (letters || "LW").slice(0, 3);
}

const EMBLEMS: Record<ListingType, string> = {
  // A mortarboard, an open book and a pencil.
  COLLEGE:
    '<path d="M100 30l38 14-38 14-38-14z" fill="#fff" opacity=".9"/><path d="M80 51v9c12 7 28 7 40 0v-9l-20 7z" fill="#fff" opacity=".9"/>',
  SCHOOL:
    '<path d="M100 40c-10-6-24-8-36-6v26c12-2 26 0 36 6 10-6 24-8 36-6V34c-12-2-26 0-36 6z" fill="#fff" opacity=".9"/><path d="M100 40v26" stroke="rgba(0,0,0,.25)" stroke-width="2"/>',
  TUTORIAL:
    '<path d="M70 62l44-30 8 12-44 30-12 2z" fill="#fff" opacity=".9"/><path d="M114 32l8 12 6-4-8-12z" fill="#fff"/>',
};

/** A rounded badge with the initials on a colour of the type's family. */
export function logoSvg(name: string, type: ListingType, colourIndex: number): string {
  const palette = TYPE_PALETTES[type];
  const colour = palette[colourIndex % palette.length] ?? "#1565c0";
  const initials = initialsOf(name);
  const size = initials.length >= 3 ? 50 : 64;
  return svgDocument(
    200,
    200,
    `${name} logo`,
    `<rect width="200" height="200" rx="44" fill="${colour}"/>` +
      `<circle cx="100" cy="108" r="80" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="5"/>` +
      EMBLEMS[type] +
      `<text x="100" y="142" text-anchor="middle" ${FONT} font-size="${size}" font-weight="700" fill="#fff">${escapeXml(initials)}</text>`,
  );
}

interface Scene {
  skyTop: string;
  skyBottom: string;
  hillFar: string;
  hillNear: string;
  accent: string;
  wall: string;
  sun: string;
}

const SCENES: readonly Scene[] = [
  {
    skyTop: "#8ec5ff",
    skyBottom: "#e3f2fd",
    hillFar: "#a5d6a7",
    hillNear: "#66bb6a",
    accent: "#f57c00",
    wall: "#fff8e1",
    sun: "#ffd54f",
  },
  {
    skyTop: "#ffb74d",
    skyBottom: "#ffe0b2",
    hillFar: "#c5e1a5",
    hillNear: "#7cb342",
    accent: "#1565c0",
    wall: "#fffde7",
    sun: "#fff176",
  },
  {
    skyTop: "#4fc3f7",
    skyBottom: "#e1f5fe",
    hillFar: "#80cbc4",
    hillNear: "#2e7d32",
    accent: "#c62828",
    wall: "#eceff1",
    sun: "#ffee58",
  },
  {
    skyTop: "#7986cb",
    skyBottom: "#f8bbd0",
    hillFar: "#9fa8da",
    hillNear: "#558b2f",
    accent: "#ffb300",
    wall: "#f3e5f5",
    sun: "#ffcc80",
  },
  {
    skyTop: "#81d4fa",
    skyBottom: "#fff3e0",
    hillFar: "#dce775",
    hillNear: "#9e9d24",
    accent: "#6a1b9a",
    wall: "#fbe9e7",
    sun: "#ffca28",
  },
  {
    skyTop: "#26a69a",
    skyBottom: "#e0f2f1",
    hillFar: "#b2dfdb",
    hillNear: "#00796b",
    accent: "#ef6c00",
    wall: "#e8f5e9",
    sun: "#fff59d",
  },
];

const sceneOf = (variant: number): Scene => SCENES[variant % SCENES.length] as Scene;

function landscape(s: Scene, variant: number): { defs: string; body: string } {
  const sunX = variant % 2 === 0 ? 1010 : 190;
  return {
    defs:
      `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.skyTop}"/><stop offset="1" stop-color="${s.skyBottom}"/></linearGradient>` +
      `<pattern id="win" width="44" height="56" patternUnits="userSpaceOnUse"><rect x="10" y="12" width="24" height="30" rx="3" fill="#bbdefb" stroke="#90a4ae" stroke-width="2"/></pattern>`,
    body:
      `<rect width="1200" height="600" fill="url(#sky)"/><circle cx="${sunX}" cy="120" r="60" fill="${s.sun}"/>` +
      `<path d="M0 420q300-120 600-40t600-20v240H0z" fill="${s.hillFar}"/>` +
      `<path d="M0 470q320-70 640 0t560-10v140H0z" fill="${s.hillNear}"/>`,
  };
}

/**
 * The second axis of variety besides the colour scene: where the buildings stand. Layout 0 as drawn,
 * 1 mirrored (the main block on the other side), 2 smaller and further back with a grove in front.
 */
function layoutOf(variant: number): 0 | 1 | 2 {
  return (Math.floor(variant / SCENES.length) % 3) as 0 | 1 | 2;
}

function placed(variant: number, drawing: string, s: Scene): string {
  const layout = layoutOf(variant);
  if (layout === 1) return `<g transform="translate(1200 0) scale(-1 1)">${drawing}</g>`;
  if (layout === 2) {
    const grove = [90, 300, 900, 1110]
      .map((x, i) => tree(x, 480 + (i % 2) * 20, 40 + (i % 2) * 10, s.hillNear))
      .join("");
    return `<g transform="translate(180 110) scale(0.7)">${drawing}</g>${grove}`;
  }
  return drawing;
}

const tree = (x: number, y: number, r: number, colour: string) =>
  `<rect x="${x - 6}" y="${y}" width="12" height="${r + 10}" fill="#6d4c41"/><circle cx="${x}" cy="${y - r / 3}" r="${r}" fill="${colour}"/>`;

function campusCover(variant: number, title: string): string {
  const s = sceneOf(variant);
  const { defs, body } = landscape(s, variant);
  const dome =
    variant % 3 === 0
      ? `<path d="M530 210a70 70 0 0 1 140 0z" fill="${s.accent}"/><rect x="596" y="120" width="8" height="24" fill="#455a64"/>`
      : `<path d="M480 215l120-70 120 70z" fill="${s.accent}"/>`;
  const columns = [510, 550, 590, 630, 670]
    .map((x) => `<rect x="${x}" y="230" width="18" height="170" fill="#fff"/>`)
    .join("");
  return svgDocument(
    1200,
    600,
    title,
    body +
      placed(
        variant,
        `<rect x="250" y="260" width="230" height="190" fill="${s.wall}"/><rect x="250" y="260" width="230" height="190" fill="url(#win)"/>` +
          `<rect x="720" y="260" width="230" height="190" fill="${s.wall}"/><rect x="720" y="260" width="230" height="190" fill="url(#win)"/>` +
          `<rect x="470" y="210" width="260" height="240" fill="${s.wall}"/>${dome}${columns}` +
          `<rect x="570" y="360" width="60" height="90" rx="30" fill="#5d4037"/>` +
          `<path d="M560 600l40-150 40 150z" fill="#d7ccc8"/>` +
          tree(170, 440, 46, s.hillNear) +
          tree(1040, 430, 54, s.hillNear) +
          tree(1120, 470, 34, s.hillFar),
        s,
      ),
    defs,
  );
}

function schoolCover(variant: number, title: string): string {
  const s = sceneOf(variant + 2);
  const { defs, body } = landscape(s, variant);
  const towerX = variant % 2 === 0 ? 560 : 360;
  return svgDocument(
    1200,
    600,
    title,
    body +
      placed(
        variant,
        `<rect x="300" y="270" width="520" height="190" fill="${s.wall}"/><rect x="300" y="270" width="520" height="190" fill="url(#win)"/>` +
          `<path d="M280 275l280-60 280 60z" fill="${s.accent}"/>` +
          `<rect x="${towerX}" y="150" width="80" height="130" fill="${s.wall}"/><path d="M${towerX - 10} 155l50-45 50 45z" fill="${s.accent}"/>` +
          `<circle cx="${towerX + 40}" cy="195" r="24" fill="#fff" stroke="#455a64" stroke-width="4"/><path d="M${towerX + 40} 195v-15m0 15h12" stroke="#455a64" stroke-width="4"/>` +
          `<rect x="530" y="380" width="60" height="80" fill="#5d4037"/>` +
          `<rect x="900" y="240" width="6" height="200" fill="#78909c"/><path d="M906 244h70l-14 20 14 20h-70z" fill="${s.accent}"/>` +
          `<path d="M960 520h160M980 520v-60h120v60" stroke="#fff" stroke-width="8" fill="none"/>` +
          `<circle cx="1030" cy="540" r="14" fill="#fff"/>` +
          tree(180, 450, 50, s.hillNear),
        s,
      ),
    defs,
  );
}

function studyCover(variant: number, title: string): string {
  const s = sceneOf(variant + 4);
  const formulas = ["a² + b² = c²", "E = mc²", "H₂O + CO₂", "∫ x dx = x²/2", "A B C  1 2 3", "sin²θ + cos²θ = 1"];
  const layout = layoutOf(variant);
  // The board's words stay readable (never mirrored): the layouts change the formula and the wall instead.
  const formula = formulas[(variant + layout * 2) % formulas.length] ?? "";
  const wall = [s.wall, s.skyBottom, "#fff3e0"][layout] ?? s.wall;
  const bookColours = [s.accent, "#1565c0", "#2e7d32", "#f57c00", "#6a1b9a"];
  const books = bookColours
    .map(
      (c, i) => `<rect x="${820 - i * 6}" y="${430 - i * 34}" width="${220 - i * 10}" height="30" rx="4" fill="${c}"/>`,
    )
    .join("");
  return svgDocument(
    1200,
    600,
    title,
    `<rect width="1200" height="600" fill="${wall}"/><rect y="470" width="1200" height="130" fill="#8d6e63"/>` +
      `<rect x="140" y="80" width="560" height="300" rx="10" fill="#263238" stroke="#6d4c41" stroke-width="14"/>` +
      `<text x="420" y="250" text-anchor="middle" ${FONT} font-size="56" fill="#eceff1">${escapeXml(formula)}</text>` +
      `<rect x="100" y="460" width="1000" height="22" fill="#5d4037"/>` +
      books +
      `<path d="M1120 460v-200l-60-40" stroke="#455a64" stroke-width="10" fill="none"/><path d="M1020 200l80 0-30 50z" fill="${s.sun}"/>` +
      `<rect x="300" y="400" width="90" height="60" rx="8" fill="${s.accent}"/><circle cx="345" cy="380" r="36" fill="${s.hillNear}"/>`,
  );
}

export function coverSvg(type: ListingType, variant: number): string {
  const title = `${type === "COLLEGE" ? "Campus" : type === "SCHOOL" ? "School" : "Study room"} illustration ${variant + 1}`;
  if (type === "COLLEGE") return campusCover(variant, title);
  if (type === "SCHOOL") return schoolCover(variant, title);
  return studyCover(variant, title);
}

const EVENT_MOTIFS = ["stage", "calendar", "trophy", "podium", "laptop", "fair"] as const;

export function eventCoverSvg(variant: number): string {
  const motif = EVENT_MOTIFS[variant % EVENT_MOTIFS.length] ?? "stage";
  const s = sceneOf(variant + 1);
  const bg =
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${variant < 6 ? "#1565c0" : "#2e7d32"}"/>` +
    `<stop offset="1" stop-color="${variant < 6 ? "#42a5f5" : "#81c784"}"/></linearGradient>`;
  const confetti = [120, 260, 980, 1080, 900, 200]
    .map(
      (x, i) =>
        `<rect x="${x}" y="${60 + i * 70}" width="18" height="10" transform="rotate(${i * 35} ${x} ${60 + i * 70})" fill="${i % 2 ? s.sun : s.accent}"/>`,
    )
    .join("");
  const motifs: Record<(typeof EVENT_MOTIFS)[number], string> = {
    stage:
      `<path d="M300 0l-120 600h240zM900 0l-120 600h240z" fill="#fff" opacity=".15"/><rect x="200" y="440" width="800" height="60" fill="#4e342e"/>` +
      `<path d="M0 0h260q-40 300 0 600H0zM1200 0H940q40 300 0 600h260z" fill="#c62828"/>`,
    calendar:
      `<rect x="420" y="110" width="360" height="380" rx="24" fill="#fff"/><rect x="420" y="110" width="360" height="90" rx="24" fill="${s.accent}"/>` +
      `<text x="600" y="390" text-anchor="middle" ${FONT} font-size="170" font-weight="700" fill="#37474f">${(variant % 28) + 1}</text>`,
    trophy:
      `<path d="M480 140h240v90a120 120 0 0 1-240 0z" fill="#ffca28"/><path d="M480 170h-60a60 60 0 0 0 60 70M720 170h60a60 60 0 0 1-60 70" stroke="#ffca28" stroke-width="18" fill="none"/>` +
      `<rect x="580" y="340" width="40" height="70" fill="#ffb300"/><rect x="510" y="410" width="180" height="50" rx="8" fill="#6d4c41"/>`,
    podium:
      `<rect x="500" y="320" width="200" height="200" fill="#fff"/><rect x="480" y="300" width="240" height="30" fill="${s.accent}"/>` +
      `<path d="M600 300v-90" stroke="#37474f" stroke-width="10"/><rect x="580" y="150" width="40" height="70" rx="20" fill="#37474f"/>`,
    laptop:
      `<rect x="380" y="150" width="440" height="280" rx="16" fill="#263238"/><rect x="400" y="170" width="400" height="240" fill="#e3f2fd"/>` +
      `<path d="M320 430h560l-40 40H360z" fill="#90a4ae"/><circle cx="600" cy="260" r="44" fill="${s.accent}"/><path d="M530 370a70 60 0 0 1 140 0z" fill="${s.accent}"/>`,
    fair:
      `<path d="M180 460l120-160 120 160zM480 460l120-200 120 200zM780 460l120-160 120 160z" fill="#fff"/>` +
      `<path d="M180 460h240M480 460h240M780 460h240" stroke="${s.accent}" stroke-width="16"/>` +
      `<path d="M0 90q300 80 600 0t600 0" stroke="#fff" stroke-width="4" fill="none"/>`,
  };
  return svgDocument(
    1200,
    600,
    `Event illustration ${variant + 1}: ${motif}`,
    `<rect width="1200" height="600" fill="url(#bg)"/>${confetti}${motifs[motif]}`,
    bg,
  );
}

const NEWS_MOTIFS: Record<NewsCategory, (accent: string) => string> = {
  admissions: (a) =>
    `<rect x="400" y="170" width="400" height="260" rx="12" fill="#fff"/><path d="M400 180l200 140 200-140" stroke="${a}" stroke-width="12" fill="none"/>` +
    `<circle cx="780" cy="180" r="50" fill="#2e7d32"/><path d="M755 180l18 18 32-36" stroke="#fff" stroke-width="12" fill="none"/>`,
  exams: (a) =>
    `<rect x="420" y="110" width="300" height="390" rx="10" fill="#fff"/>` +
    [180, 240, 300, 360, 420]
      .map((y) => `<rect x="460" y="${y}" width="220" height="14" rx="7" fill="#cfd8dc"/>`)
      .join("") +
    `<circle cx="820" cy="200" r="70" fill="#fff" stroke="${a}" stroke-width="12"/><path d="M820 200v-40m0 40h30" stroke="#37474f" stroke-width="8"/>`,
  scholarships: (a) =>
    `<path d="M560 100l-60 150h200l-60-150z" fill="${a}"/><circle cx="600" cy="340" r="110" fill="#ffca28"/>` +
    `<circle cx="600" cy="340" r="80" fill="#ffb300"/><path d="M600 290l15 32 35 4-26 24 7 35-31-18-31 18 7-35-26-24 35-4z" fill="#fff8e1"/>`,
  careers: (a) =>
    `<rect x="380" y="230" width="300" height="210" rx="20" fill="#6d4c41"/><rect x="480" y="200" width="100" height="40" rx="10" fill="none" stroke="#6d4c41" stroke-width="14"/>` +
    `<path d="M720 440l80-100 60 50 100-150" stroke="${a}" stroke-width="18" fill="none"/><path d="M920 230h50v50" stroke="${a}" stroke-width="18" fill="none"/>`,
  technology: (a) =>
    `<rect x="420" y="160" width="360" height="240" rx="16" fill="#263238"/><rect x="440" y="180" width="320" height="200" fill="#0d47a1"/>` +
    `<path d="M480 230h80v60h60M560 330h140M640 230h80" stroke="${a}" stroke-width="8" fill="none"/><path d="M360 400h480l-30 40H390z" fill="#90a4ae"/>`,
  "campus-life": (a) =>
    [460, 600, 740]
      .map(
        (x, i) =>
          `<circle cx="${x}" cy="250" r="50" fill="${["#ffcc80", "#a1887f", "#ffe0b2"][i]}"/><path d="M${x - 80} 460a80 120 0 0 1 160 0z" fill="${i === 1 ? a : "#1565c0"}"/>`,
      )
      .join(""),
  policy: (a) =>
    `<path d="M400 220l200-90 200 90z" fill="${a}"/><rect x="400" y="220" width="400" height="20" fill="#eceff1"/>` +
    [430, 510, 590, 670, 750].map((x) => `<rect x="${x}" y="245" width="24" height="170" fill="#fff"/>`).join("") +
    `<rect x="380" y="415" width="440" height="30" fill="#eceff1"/>`,
  "study-abroad": (a) =>
    `<circle cx="560" cy="300" r="160" fill="#4fc3f7"/><path d="M470 200q60 40 30 100t40 90M620 160q-40 80 30 120t20 120" stroke="#66bb6a" stroke-width="40" fill="none"/>` +
    `<path d="M760 170l120-40-20 20 60 10-10 14-60-4-30 40h-20l14-40z" fill="${a}"/>`,
  events: (a) =>
    `<rect x="440" y="140" width="320" height="320" rx="20" fill="#fff"/><rect x="440" y="140" width="320" height="80" rx="20" fill="${a}"/>` +
    `<path d="M520 330l50 50 110-110" stroke="#2e7d32" stroke-width="22" fill="none"/>`,
};

export function newsImageSvg(category: NewsCategory, variant: number): string {
  const [from, to, accent] = variant % 2 === 0 ? ["#e3f2fd", "#bbdefb", "#f57c00"] : ["#fff3e0", "#ffe0b2", "#1565c0"];
  return svgDocument(
    1200,
    600,
    `News illustration: ${category.replace("-", " ")} ${variant + 1}`,
    `<rect width="1200" height="600" fill="url(#bg)"/><circle cx="1080" cy="90" r="140" fill="#fff" opacity=".5"/>` +
      `<circle cx="120" cy="540" r="180" fill="#fff" opacity=".4"/>` +
      `<g transform="translate(600 300) scale(1.35) translate(-600 -300)">${NEWS_MOTIFS[category](accent)}</g>`,
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
  );
}

/** A round avatar with initials, for the demo accounts. */
export function avatarSvg(fullName: string, colour: string): string {
  return svgDocument(
    160,
    160,
    `${fullName} avatar`,
    `<circle cx="80" cy="80" r="80" fill="${colour}"/><text x="80" y="100" text-anchor="middle" ${FONT} font-size="56" font-weight="700" fill="#fff">${escapeXml(initialsOf(fullName).slice(0, 2))}</text>`,
  );
}

/** The shared images: covers, event covers, news illustrations and generic logos. */
export function sharedMediaFiles(): MediaFile[] {
  const files: MediaFile[] = [];
  for (const type of ["COLLEGE", "SCHOOL", "TUTORIAL"] as const) {
    for (let v = 0; v < COVER_VARIANTS; v++) files.push({ path: coverPath(type, v), svg: coverSvg(type, v) });
    for (let v = 0; v < GENERIC_LOGO_VARIANTS / 3; v++) {
      const label = type === "COLLEGE" ? "College" : type === "SCHOOL" ? "School" : "Tutor";
      files.push({ path: genericLogoPath(type, v), svg: logoSvg(`${label} ${String.fromCharCode(65 + v)}`, type, v) });
    }
  }
  for (let v = 0; v < EVENT_COVER_VARIANTS; v++) files.push({ path: eventCoverPath(v), svg: eventCoverSvg(v) });
  for (const category of NEWS_CATEGORIES) {
    for (let v = 0; v < NEWS_IMAGE_VARIANTS; v++) {
      files.push({ path: newsImagePath(category, v), svg: newsImageSvg(category, v) });
    }
  }
  return files;
}

/** Writes the files under mediaDir, making folders as needed; existing files are overwritten. */
export async function writeMediaFiles(mediaDir: string, files: readonly MediaFile[]): Promise<void> {
  const folders = new Set(files.map((f) => path.dirname(path.join(mediaDir, f.path))));
  for (const folder of folders) await mkdir(folder, { recursive: true });
  const chunk = 64;
  for (let i = 0; i < files.length; i += chunk) {
    await Promise.all(files.slice(i, i + chunk).map((f) => writeFile(path.join(mediaDir, f.path), f.svg, "utf8")));
  }
}
