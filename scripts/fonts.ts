/**
 * `npm run fonts`: makes the headings' display face, app/fonts/display.woff2, and its @font-face rules,
 * app/fonts/display.css (docs/decisions/033-display-face.md).
 *
 * - The face is Bricolage Grotesque (SIL OFL 1.1, from @fontsource-variable/bricolage-grotesque), pinned to one
 *   instance (bold, a display optical size) and cut down to the characters that the English and Indonesian
 *   pages can show: printable ASCII plus every Latin letter and punctuation mark of their messages and content.
 *   Japanese, Korean and Chinese pages never use it.
 * - The header's wordmark (the brand name, Latin letters in every language) is set in the face on Japanese,
 *   Korean and Chinese pages too, from a subset of its own letters only (app/fonts/wordmark.woff2): those pages
 *   load those few glyphs, never the headings' face.
 * - Its fallback is the system's Arial Bold (or a metric twin: Arimo, Liberation Sans), scaled and given the
 *   face's vertical metrics, so that text set in the fallback takes the room the face will take when it
 *   arrives: no layout shift on the swap. The widths are measured on the same text with Arimo Bold
 *   (@fontsource/arimo, metric-compatible with Arial).
 *
 * Run it after changing the messages or content only when a new character appears (a letter the face lacks
 * is drawn by the fallback); the outputs are committed.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as fontkit from "fontkit";
import subsetFont from "subset-font";
import { SITE } from "../app/config/site.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const at = (...parts: string[]) => path.join(root, ...parts);

/** The instance of the variable face that the headings use. */
const AXES = { wght: 700, opsz: 48 };
const LOCALES = ["en", "id"];
const FAMILY = "Nusantara Display";
const FALLBACK_LOCAL = [
  "Arial Bold",
  "Arial-BoldMT",
  "Arimo Bold",
  "Arimo-Bold",
  "Liberation Sans Bold",
  "LiberationSans-Bold",
];

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(file, keep);
    return keep(file) ? [file] : [];
  });
}

/** The English and Indonesian text the site can show: message catalogues and content files. */
function siteText(): string {
  const messages = LOCALES.flatMap((locale) =>
    filesUnder(at("app/i18n/messages", locale), (file) => file.endsWith(".json")).flatMap((file) =>
      Object.values(JSON.parse(readFileSync(file, "utf8")) as Record<string, string>),
    ),
  );
  const content = filesUnder(at("content"), (file) => LOCALES.some((locale) => file.endsWith(`/${locale}.md`))).map(
    (file) => readFileSync(file, "utf8"),
  );
  return [...messages, ...content].join("\n");
}

/** Latin letters, digits, punctuation and symbols (no CJK, no emoji, no control characters). */
const isLatin = (codePoint: number) =>
  (codePoint >= 0x20 && codePoint <= 0x7e) ||
  (codePoint >= 0xa0 && codePoint <= 0x24f) ||
  (codePoint >= 0x2010 && codePoint <= 0x203a) ||
  codePoint === 0x20ac ||
  codePoint === 0x2122 ||
  codePoint === 0x2192 ||
  codePoint === 0x2212;

const ASCII = Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCodePoint(0x20 + index)).join("");

function fontOf(buffer: Buffer): fontkit.Font {
  const font = fontkit.create(buffer);
  if (!("layout" in font)) throw new Error("a font collection, not a font");
  return font;
}

const text = siteText();
const characters = [...new Set([...ASCII, ...text].filter((char) => isLatin(char.codePointAt(0) ?? 0)))].sort();
const source = readFileSync(
  at("node_modules/@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-opsz-normal.woff2"),
);
const woff2 = await subsetFont(source, characters.join(""), { targetFormat: "woff2", variationAxes: AXES });
writeFileSync(at("app/fonts/display.woff2"), woff2);
const wordmarkCharacters = [...new Set(SITE.brandName)].sort();
const wordmark = await subsetFont(source, wordmarkCharacters.join(""), { targetFormat: "woff2", variationAxes: AXES });
writeFileSync(at("app/fonts/wordmark.woff2"), wordmark);

// The fallback's scale: the face's width over Arial Bold's on the site's own Latin text (its letters weighted
// as they occur), so that lines break where the face will break them.
const face = fontOf(await subsetFont(source, characters.join(""), { targetFormat: "sfnt", variationAxes: AXES }));
const arial = fontOf(readFileSync(at("node_modules/@fontsource/arimo/files/arimo-latin-700-normal.woff2")));
const sample = [...text].filter((char) => isLatin(char.codePointAt(0) ?? 0)).join("");
const width = (font: fontkit.Font) => font.layout(sample).advanceWidth / font.unitsPerEm;
const sizeAdjust = width(face) / width(arial);
const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** The characters as CSS unicode-range runs (U+20-7E, U+E9…). */
function unicodeRange(chars: string[]): string {
  const points = chars.map((char) => char.codePointAt(0) ?? 0).sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const point of points) {
    const last = runs.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else runs.push([point, point]);
  }
  const hex = (point: number) => point.toString(16).toUpperCase();
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(", ");
}

const css = `/*
 * Made by \`npm run fonts\` (scripts/fonts.ts): do not edit. The headings' display face, Bricolage Grotesque Bold
 * (SIL OFL 1.1), ${characters.length} characters of the English and Indonesian pages, ${woff2.length} bytes; the same face
 * cut down to the ${wordmarkCharacters.length} characters of the brand name, ${wordmark.length} bytes, for the wordmark on the Japanese,
 * Korean and Chinese pages; and its fallback, Arial Bold scaled to the face's width and given its vertical
 * metrics (no layout shift on the swap).
 */
@font-face {
  font-family: "${FAMILY}";
  src: url("./display.woff2") format("woff2");
  font-weight: 600 800;
  font-style: normal;
  font-display: swap;
  unicode-range: ${unicodeRange(characters)};
}
@font-face {
  font-family: "${FAMILY} Wordmark";
  src: url("./wordmark.woff2") format("woff2");
  font-weight: 600 800;
  font-style: normal;
  font-display: swap;
  unicode-range: ${unicodeRange(wordmarkCharacters)};
}
@font-face {
  font-family: "${FAMILY} Fallback";
  src: ${FALLBACK_LOCAL.map((name) => `local("${name}")`).join(", ")};
  font-weight: 600 800;
  size-adjust: ${percent(sizeAdjust)};
  ascent-override: ${percent(face.ascent / face.unitsPerEm / sizeAdjust)};
  descent-override: ${percent(Math.abs(face.descent) / face.unitsPerEm / sizeAdjust)};
  line-gap-override: ${percent(face.lineGap / face.unitsPerEm / sizeAdjust)};
}
`;
writeFileSync(at("app/fonts/display.css"), css);
console.info(`app/fonts/display.woff2: ${characters.length} characters, ${woff2.length} bytes`);
console.info(`app/fonts/wordmark.woff2: ${wordmarkCharacters.length} characters, ${wordmark.length} bytes`);
console.info(`fallback size-adjust ${percent(sizeAdjust)}`);
