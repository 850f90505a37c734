import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";
import type { ServerBuild } from "react-router";
import { describe, it } from "vitest";
import type { Locale } from "~/i18n/locales";
import { findEntry } from "../../app/content/entries";
import { readingBrowserSuite } from "../support/browser-suite";
import { allMessages, entryOf, LOCALES, PUBLIC_PATHS, SAMPLE_ENTRIES, scheme } from "../support/pages";
import { tabPool } from "../support/tabs";

/** Byte budgets of the public pages, in kilobytes of 1000 bytes, gzip level 9 of each response body. */
/** JavaScript run before the first interaction on a public page, and CSS (gzip); images and fonts as sent. */
const BUDGET = { jsKb: 60, cssKb: 15, mediaKb: 150 };

const suite = readingBrowserSuite();
// Every load fetches every file, as a first visit does.
const inTab = tabPool(() => suite.browser, { noCache: true });

const gzipKb = (text: string) => gzipSync(text, { level: 9 }).length / 1000;

interface PageLoad {
  /** Every script the page loaded before any interaction: path → source. */
  scripts: Map<string, string>;
  /** Inline and linked stylesheets, concatenated. */
  css: string;
  /** Every image and font the page loaded: path → bytes (as sent; they are not compressed further). */
  media: Map<string, number>;
}

/** Loads a page as a visitor would, waits until it is interactive and the network is idle, and keeps what came. */
function load(pagePath: string): Promise<PageLoad> {
  return inTab(async (page: Page) => {
    const pending: Promise<[string, string]>[] = [];
    const stylesheets: Promise<string>[] = [];
    const media: Promise<[string, number]>[] = [];
    page.on("response", (response) => {
      const type = response.request().resourceType();
      if (type === "image" || type === "font")
        media.push(
          response.body().then(
            (body): [string, number] => [new URL(response.url()).pathname, body.length],
            (): [string, number] => ["", 0],
          ),
        );
      // A response still arriving when the page is left (an idle island's chunk) is not counted.
      if (type === "script")
        pending.push(
          response.text().then(
            (text): [string, string] => [new URL(response.url()).pathname, text],
            (): [string, string] => ["", ""],
          ),
        );
      if (type === "stylesheet") stylesheets.push(response.text().catch(() => ""));
    });
    await page.goto(suite.server.url + pagePath, { waitUntil: "networkidle" });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.waitForLoadState("networkidle");
    const inline = await page.$$eval("style", (styles) => styles.map((style) => style.textContent ?? ""));
    const scripts = new Map((await Promise.all(pending)).filter(([file]) => file));
    const css = [...inline, ...(await Promise.all(stylesheets))].join("\n");
    return { scripts, css, media: new Map((await Promise.all(media)).filter(([file]) => file)) };
  });
}

const totalKb = (scripts: Map<string, string>) =>
  [...scripts.values()].reduce((sum, source) => sum + gzipKb(source), 0);

// Pages load a few at a time (vitest's maxConcurrency), in tabs that the loads take turns in.
describe.concurrent("byte budgets", () => {
  it.for(LOCALES)(`the %s landing page loads at most ${BUDGET.jsKb} KB of JavaScript`, async (locale, { expect }) => {
    const { scripts } = await load(scheme.localizePath("/", locale));
    const kb = totalKb(scripts);
    console.info(`landing page (${locale}): ${kb.toFixed(1)} KB of JavaScript in ${scripts.size} files`);
    expect(kb).toBeLessThanOrEqual(BUDGET.jsKb);
  });

  it.for(PUBLIC_PATHS)(`%s carries at most ${BUDGET.cssKb} KB of CSS`, async (pagePath, { expect }) => {
    const { css } = await load(pagePath);
    expect(css.length).toBeGreaterThan(0);
    expect(gzipKb(css)).toBeLessThanOrEqual(BUDGET.cssKb);
  });
});

describe.concurrent("images and fonts", () => {
  const pages = ["/", "/services/web-development", "/about", "/contact", ...SAMPLE_ENTRIES];

  it.for(LOCALES.flatMap((locale) => pages.map((page) => scheme.localizePath(page, locale))))(
    `%s loads at most ${BUDGET.mediaKb} KB of images and fonts on a first visit`,
    async (pagePath, { expect }) => {
      const { media } = await load(pagePath);
      const kb = [...media.values()].reduce((sum, bytes) => sum + bytes, 0) / 1000;
      expect(kb, [...media.keys()].join(", ")).toBeLessThanOrEqual(BUDGET.mediaKb);
    },
  );

  it.for(LOCALES)(
    "the %s pages preload the display face where a heading in it is the largest paint, in Latin-script languages",
    async (locale, { expect }) => {
      const latin = locale === "en" || locale === "id";
      const preloads = async (pagePath: string) => {
        const html = await (await fetch(suite.server.url + scheme.localizePath(pagePath, locale))).text();
        return [...html.matchAll(/<link rel="preload"[^>]*as="font"[^>]*>/g)].length;
      };
      for (const pagePath of ["/", "/services/hr-systems", SAMPLE_ENTRIES[1] ?? ""])
        expect(await preloads(pagePath), `${pagePath} in ${locale}`).toBe(latin ? 1 : 0);
      for (const pagePath of ["/about", "/privacy-policy"])
        expect(await preloads(pagePath), `${pagePath} in ${locale}`).toBe(0);
    },
  );

  it.for(LOCALES)(
    "the %s pages load the display face only where the language uses it, else the wordmark's few letters",
    async (locale, { expect }) => {
      const latin = locale === "en" || locale === "id";
      for (const pagePath of ["/", "/services/web-development", "/contact"]) {
        const { media } = await load(scheme.localizePath(pagePath, locale));
        const fonts = [...media].filter(([file]) => file.endsWith(".woff2"));
        expect(
          fonts.map(([file]) => path.basename(file).split("-")[0]),
          `${pagePath} in ${locale}`,
        ).toEqual([latin ? "display" : "wordmark"]);
        if (!latin) expect(fonts[0]?.[1]).toBeLessThan(3000);
      }
    },
  );
});

/** The staff area's chunks that no public route needs, from the build's route manifest. */
async function staffOnlyChunks(): Promise<Set<string>> {
  const build: ServerBuild = await import(pathToFileURL(path.resolve("build/server/index.js")).href);
  const routes = Object.values(build.assets.routes).filter((route) => route !== undefined);
  const isStaff = (route: (typeof routes)[number]) => /(^|\/)admin(\/|$)/.test(route.path ?? "");
  const filesOf = (route: (typeof routes)[number]) => [route.module, ...(route.imports ?? [])];
  const publicFiles = new Set([
    build.assets.entry.module,
    ...build.assets.entry.imports,
    ...routes.filter((route) => !isStaff(route)).flatMap(filesOf),
  ]);
  return new Set(
    routes
      .filter(isStaff)
      .flatMap(filesOf)
      .filter((file) => !publicFiles.has(file)),
  );
}

/** Message texts of one namespace in one language (long enough to be unmistakable in code). */
function texts(locale: Locale, prefix: string): string[] {
  return Object.entries(allMessages(locale))
    .filter(([key, text]) => key.startsWith(prefix) && text.length >= 12)
    .map(([, text]) => text);
}

/**
 * Texts of `language` that none of `others`' messages contain (names, technologies and the like are shared).
 * Messages with placeholders are compiled into parts, so only plain texts are compared.
 */
function textsOnlyIn(language: Locale, others: readonly Locale[]): string[] {
  const theirs = others.flatMap((other) => Object.values(allMessages(other)).map((text) => text.toLowerCase()));
  return texts(language, "").filter(
    (text) => !text.includes("{") && !theirs.some((their) => their.includes(text.toLowerCase())),
  );
}

describe.concurrent("what public pages load", () => {
  it.for(PUBLIC_PATHS)(
    `%s loads at most ${BUDGET.jsKb} KB of JavaScript, none of the staff area`,
    async (pagePath, { expect }) => {
      const staffChunks = await staffOnlyChunks();
      expect(staffChunks.size).toBeGreaterThan(0);
      const { scripts } = await load(pagePath);
      expect(totalKb(scripts)).toBeLessThanOrEqual(BUDGET.jsKb);
      expect([...scripts.keys()].filter((file) => staffChunks.has(file))).toEqual([]);
      const code = [...scripts.values()].join("\n");
      for (const locale of LOCALES) {
        expect(texts(locale, "admin.").filter((text) => code.includes(text))).toEqual([]);
      }
    },
  );

  // A listing and an entry of each collection in every language: their text is HTML, never code.
  it.for(
    LOCALES.flatMap((locale) =>
      ["/case-studies", "/blog", ...SAMPLE_ENTRIES].map((page) => scheme.localizePath(page, locale)),
    ),
  )(
    `%s loads at most ${BUDGET.jsKb} KB of JavaScript and ${BUDGET.cssKb} KB of CSS, and none of its text as code`,
    async (pagePath, { expect }) => {
      const { scripts, css } = await load(pagePath);
      expect(totalKb(scripts)).toBeLessThanOrEqual(BUDGET.jsKb);
      expect(gzipKb(css)).toBeLessThanOrEqual(BUDGET.cssKb);
      const entry = entryOf(pagePath);
      if (entry) {
        const { meta } = findEntry(entry.collection, entry.slug, scheme.localeFromPath(pagePath)) ?? {};
        const code = [...scripts.values()].join("\n");
        expect(meta?.summary).toBeTruthy();
        expect(code.includes(meta?.summary ?? ""), "the summary travels as code").toBe(false);
      }
    },
  );

  it.for(LOCALES)("the %s pages load the messages of their own language only", async (locale, { expect }) => {
    for (const pagePath of ["/", "/services/web-development", "/privacy-policy"]) {
      const code = [...(await load(scheme.localizePath(pagePath, locale))).scripts.values()].join("\n");
      const others = LOCALES.filter((language) => language !== locale);
      const own = textsOnlyIn(locale, others).filter((text) => code.includes(text));
      expect(own.length, `${pagePath} in ${locale}`).toBeGreaterThan(0);
      for (const other of others) {
        const shipped = textsOnlyIn(other, [locale]).filter((text) => code.includes(text));
        expect(shipped, `${pagePath} in ${locale} ships ${other}`).toEqual([]);
      }
    }
  });
});
