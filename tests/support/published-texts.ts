import fs from "node:fs";
import path from "node:path";
import type { Locale } from "../../app/i18n/locales";
import { NAMESPACES } from "../../app/i18n/namespaces";

const ROOT = path.join(import.meta.dirname, "..", "..");

/** One piece of published text: where it is (a file, and a catalogue key) and what it says. */
export interface PublishedText {
  where: string;
  text: string;
}

/**
 * Everything a language publishes in words: each catalogue message and each content file (frontmatter and
 * body), without link addresses, HTML tags and code, which are not prose.
 */
export function publishedTexts(locale: Locale): PublishedText[] {
  const texts: PublishedText[] = [];
  for (const namespace of NAMESPACES) {
    const file = `app/i18n/messages/${locale}/${namespace}.json`;
    const messages: Record<string, string> = JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8"));
    for (const [key, message] of Object.entries(messages)) texts.push({ where: `${file} ${key}`, text: message });
  }
  for (const collection of ["blog", "case-studies"]) {
    const folder = path.join(ROOT, "content", collection);
    for (const slug of fs.readdirSync(folder)) {
      const file = path.join(folder, slug, `${locale}.md`);
      if (!fs.existsSync(file)) continue;
      const prose = fs
        .readFileSync(file, "utf8")
        .replace(/```[\s\S]*?```/g, "")
        .replace(/`[^`\n]*`/g, "")
        .replace(/\]\([^)]*\)/g, "]")
        .replace(/<[^>\n]+>/g, "");
      prose.split("\n").forEach((line, index) => {
        if (line.trim()) texts.push({ where: `content/${collection}/${slug}/${locale}.md:${index + 1}`, text: line });
      });
    }
  }
  return texts;
}
