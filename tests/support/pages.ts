import fs from "node:fs";
import path from "node:path";
import { setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { expect } from "vitest";
import { readBuildSettings } from "../../app/config/build-settings";
import { CONTENT_PATHS, entryLocales } from "../../app/content/entries";
import type { Collection } from "../../app/content/schema";
import type { MessageKey } from "../../app/i18n/keys";
import { LOCALES, type Locale } from "../../app/i18n/locales";
import { NAMESPACES } from "../../app/i18n/namespaces";
import { urlScheme } from "../../app/i18n/url-scheme";
import { PUBLIC_PATHS } from "../../app/routing/pages";

export const settings = readBuildSettings();
export const scheme = urlScheme(settings.DEFAULT_LOCALE);
export { LOCALES, PUBLIC_PATHS };

/** The pages content/ adds (case studies, blog posts, later listing pages), with their language prefixes. */
export const CONTENT_PAGES: readonly string[] = CONTENT_PATHS.pages;

/** The blog's feeds, one per language that has posts. */
export const FEEDS: readonly string[] = CONTENT_PATHS.feeds;

/** An entry's collection and slug, from its path in any language; undefined for other pages. */
export function entryOf(page: string): { collection: Collection; slug: string } | undefined {
  const match = scheme.stripLocale(page).match(/^\/(case-studies|blog)\/([^/]+)$/);
  return match && match[2] !== "page" ? { collection: match[1] as Collection, slug: match[2] as string } : undefined;
}

/** The languages a page is written in: every language, but for content/'s entries. */
export function pageLocales(page: string): Locale[] {
  const entry = entryOf(page);
  return entry ? entryLocales(entry.collection, entry.slug) : [...LOCALES];
}

/**
 * One case study and one blog post, without language prefix: the entry pages the browser suites (axe, budgets,
 * other origins) visit in every language they are written in.
 */
export const SAMPLE_ENTRIES: readonly string[] = ["/case-studies/school-nfc-attendance", "/blog/web-app-or-mobile-app"];

const messages = new Map<Locale, Record<string, string>>();

/** Every message of a language, straight from the catalogue files. */
export function allMessages(locale: Locale): Record<string, string> {
  let all = messages.get(locale);
  if (!all) {
    all = Object.assign(
      {},
      ...NAMESPACES.map((ns) =>
        JSON.parse(fs.readFileSync(path.resolve("app/i18n/messages", locale, `${ns}.json`), "utf8")),
      ),
    ) as Record<string, string>;
    messages.set(locale, all);
  }
  return all;
}

/** A message as the visitor reads it. */
export function message(locale: Locale, key: MessageKey): string {
  const text = allMessages(locale)[key];
  if (text === undefined) throw new Error(`No message ${key} in ${locale}`);
  return text;
}

/** A message of `locale` with its placeholders (plurals too) filled in, as the page words it. */
export function formatted(locale: Locale, key: MessageKey, values: Record<string, unknown>): string {
  const i18n = setupI18n({ locale, messages: { [locale]: { [key]: compileMessage(message(locale, key)) } } });
  return i18n._(key, values);
}

/** The heading each public page shows, by unprefixed path. */
export function headingKey(page: string): MessageKey {
  const service = page.match(/^\/services\/(.+)$/)?.[1];
  if (service) return `service.${service}` as MessageKey;
  const keys: Record<string, MessageKey> = {
    "/": "home.hero.title",
    "/about": "company.about.title",
    "/careers": "company.careers.title",
    "/case-studies": "company.caseStudies.title",
    "/blog": "company.blog.title",
    "/contact": "company.contact.title",
    "/terms-of-service": "legal.terms.title",
    "/privacy-policy": "legal.privacy.title",
    "/cookie-policy": "legal.cookies.title",
    "/admin": "admin.title",
  };
  const key = keys[page];
  if (!key) throw new Error(`No heading known for ${page}`);
  return key;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'", nbsp: " " };

/** Visible text of an HTML fragment: tags removed, entities decoded, whitespace collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<!--.*?-->/gs, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&(#?\w+);/g, (entity, name: string) => ENTITIES[name] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
}

export function h1Of(html: string): string | undefined {
  const match = html.match(/<h1[^>]*>(.*?)<\/h1>/s);
  return match ? textOf(match[1] ?? "") : undefined;
}

export function attribute(tag: string, name: string): string | undefined {
  return tag.match(new RegExp(`\\s${name}="([^"]*)"`, "i"))?.[1]?.replace(/&amp;/g, "&");
}

export function linkTags(html: string, rel: string): string[] {
  return [...html.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]).filter((tag) => attribute(tag, "rel") === rel);
}

/** A GET of `path` on a running server, without following redirects. */
export const getPath = (server: { url: string }, path: string) => fetch(server.url + path, { redirect: "manual" });

/** A page's HTML, asserting that it answers 200. */
export async function pageHtml(server: { url: string }, path: string): Promise<string> {
  const response = await getPath(server, path);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The href of every link of an HTML page, in order. */
export const hrefsOf = (html: string) => [...html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)].map((match) => match[1]);
