import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { CONTENT_PAGES, LOCALES, PUBLIC_PATHS, scheme } from "../support/pages";
import { sharedServer } from "../support/shared-server";

/** The checker's jar, from the vnu-jar package (it runs on the Java the machine has). */
const vnu = String(createRequire(import.meta.url)("vnu-jar"));

// A server that this file only reads from: the shared one (decision 031).
const server = sharedServer();

/**
 * What the Nu HTML Checker (vnu, the W3C validator's engine) reports that is not a fault of the markup, each with
 * why. Anything else it calls an error or a warning fails the test.
 */
const KNOWN: readonly { pattern: RegExp; why: string }[] = [
  // Tailwind's CSS, inlined in each page, is newer than the checker's CSS grammar.
  {
    pattern: /^CSS: Unrecognized at-rule “@property”/,
    why: "registered custom properties (CSS Properties and Values)",
  },
  { pattern: /^CSS: Unrecognized at-rule “@container”/, why: "container queries (a spotlight's figures side by side)" },
  {
    pattern: /^CSS: “(margin-trim|container-type|field-sizing)”: Property “\1” doesn't exist/,
    why: "newer CSS properties",
  },
  {
    pattern: /^CSS: “(top|left|rotate|transition-property)”: “[^”]+” is not a “\1” value/,
    why: "var() and newer values",
  },
  { pattern: /^CSS: (“font-size”: )?Parse Error\.$/, why: "nesting and newer functions (clamp with container units)" },
  // SVG 2 lets every shape carry pathLength; the checker knows SVG 1.1, where only <path> does.
  { pattern: /^Attribute “pathLength” not allowed on element “circle”/, why: "SVG 2's pathLength on a circle" },
];

/** Each public page in every language, an entry in each of its languages, a page that does not exist, staff sign-in. */
const PAGES = [
  ...LOCALES.flatMap((locale) => PUBLIC_PATHS.map((page) => scheme.localizePath(page, locale))),
  ...CONTENT_PAGES,
  "/no-such-page",
  "/admin",
];

interface Message {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  message: string;
  url: string;
  lastLine?: number;
}

describe("the HTML of every page, as the Nu HTML Checker reads it", () => {
  it("has no error or warning but the checker's known gaps", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "vnu-"));
    try {
      const files = await Promise.all(
        PAGES.map(async (page, index) => {
          const response = await fetch(server.url + page, { signal: AbortSignal.timeout(20_000) });
          const file = path.join(folder, `${index}.html`);
          fs.writeFileSync(file, await response.text());
          return [`file:${file}`, page] as const;
        }),
      );
      const pageOf = new Map<string, string>(files);
      // vnu writes its report to stderr and exits 1 when it found an error.
      const { stderr } = await promisify(execFile)("java", ["-jar", vnu, "--format", "json", folder], {
        maxBuffer: 256 * 1024 * 1024,
      }).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? "" }));
      const { messages } = JSON.parse(stderr) as { messages: Message[] };
      expect(messages.length).toBeGreaterThan(0); // It read the pages: Tailwind's CSS always draws some.
      const faults = messages
        .filter(({ type, subType }) => type !== "info" || subType === "warning")
        .filter(({ message }) => !KNOWN.some(({ pattern }) => pattern.test(message)))
        .map(
          ({ url, lastLine, message }) =>
            `${pageOf.get(url.replace(/^file:\/+/, "file:/")) ?? url}:${lastLine} ${message}`,
        );
      expect(faults).toEqual([]);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
    // A ceiling for a hung checker, not a budget: one Java run over 77 pages, 25 s on an idle machine and several
    // times that beside the rest of the suite on two cores.
  }, 600_000);
});
