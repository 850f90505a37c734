import fs from "node:fs";
import path from "node:path";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { LOCALES } from "./locales";
import { NAMESPACES } from "./namespaces";

const MESSAGES_DIR = path.join(import.meta.dirname, "messages");
const DEFAULT = "en";

function catalogue(locale: string, namespace: string): Record<string, string> {
  return JSON.parse(fs.readFileSync(path.join(MESSAGES_DIR, locale, `${namespace}.json`), "utf8"));
}

function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(/\{(\w+)/g)].map((match) => match[1] ?? ""))].sort();
}

describe.each(LOCALES.filter((locale) => locale !== DEFAULT))("catalogue %s", (locale) => {
  it.each(NAMESPACES)("has every %s key of the default language, with the same placeholders", (namespace) => {
    const source = catalogue(DEFAULT, namespace);
    const translated = catalogue(locale, namespace);
    const missing = Object.keys(source).filter((key) => !(key in translated));
    const extra = Object.keys(translated).filter((key) => !(key in source));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    for (const [key, message] of Object.entries(source)) {
      expect(translated[key]?.trim(), `${locale}/${namespace}: ${key} is empty`).toBeTruthy();
      expect(placeholders(translated[key] ?? ""), `${locale}/${namespace}: ${key}`).toEqual(placeholders(message));
    }
  });
});

describe("catalogue files", () => {
  it("exist for exactly the supported languages and namespaces", () => {
    expect(fs.readdirSync(MESSAGES_DIR).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) {
      expect(fs.readdirSync(path.join(MESSAGES_DIR, locale)).sort()).toEqual(
        NAMESPACES.map((ns) => `${ns}.json`).sort(),
      );
    }
  });

  it.each(LOCALES)("%s: every message is valid ICU MessageFormat", (locale) => {
    for (const namespace of NAMESPACES) {
      for (const [key, message] of Object.entries(catalogue(locale, namespace))) {
        expect(() => compileMessageOrThrow(message), `${locale}/${namespace}: ${key}`).not.toThrow();
      }
    }
  });
});

describe.each(["ja", "zh"])("catalogue %s's punctuation", (locale) => {
  it.each(NAMESPACES)("puts no space after full-width punctuation in %s", (namespace) => {
    const spaced = Object.entries(catalogue(locale, namespace)).filter(([, message]) =>
      /[、。，：；！？（）「」『』] /.test(message),
    );
    expect(spaced.map(([key]) => key)).toEqual([]);
  });
});
