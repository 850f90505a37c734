import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { findPages } from "./static-files";

/** The CSP sources that allow a page's inline code: one sha256 per inline script and per style element. */
export interface InlineHashes {
  script: string[];
  style: string[];
}

const hash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * Hashes of a prerendered page's inline scripts (not those with a src, nor data blocks such as JSON-LD,
 * which the browser does not run) and of its style elements, for the page's Content-Security-Policy.
 */
export function inlineHashes(html: string): InlineHashes {
  const script = new Set<string>();
  const style = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
    // Speculation rules are inline code too for the policy (script-src), though written as JSON.
    if (type && type !== "module" && type !== "text/javascript" && type !== "speculationrules") continue;
    script.add(hash(body));
  }
  for (const [, body = ""] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) style.add(hash(body));
  return { script: [...script], style: [...style] };
}

/** Where a build keeps its pages' hashes: written by the build, read by the server at start. */
export const CSP_HASHES_FILE = "node/csp-hashes.json";

/** Computes the inline hashes of every prerendered page of a build (`buildDir`/client) into its CSP_HASHES_FILE. */
export function writeCspHashes(buildDir: string): void {
  const pages = findPages(path.join(buildDir, "client"));
  const hashes = Object.fromEntries(
    [...pages].map(([url, file]) => [url, inlineHashes(fs.readFileSync(file, "utf8"))]),
  );
  fs.mkdirSync(path.join(buildDir, "node"), { recursive: true });
  fs.writeFileSync(path.join(buildDir, CSP_HASHES_FILE), `${JSON.stringify(hashes, null, 1)}\n`);
}

/** The hashes a build wrote, by page URL path. */
export function readCspHashes(buildDir: string): Map<string, InlineHashes> {
  const file = path.join(buildDir, CSP_HASHES_FILE);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run "npm run build".`);
  return new Map(Object.entries(JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, InlineHashes>));
}
