import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { VFile } from "vfile";
import { matter } from "vfile-matter";
import type { z } from "zod";
import { LOCALES, type Locale } from "../i18n/locales.ts";
import { prepareCover } from "./cover.ts";
import { renderMarkdown } from "./markdown.ts";
import { readingMinutes } from "./reading-time.ts";
import { COLLECTIONS, type Content, type Entry, FRONTMATTER, slugSchema } from "./schema.ts";

/** A mistake in content/, named by file (relative to the project) and field. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`content/ has ${problems.length} problem(s):\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ContentError";
  }
}

function folders(path: string): string[] {
  if (!existsSync(path)) return [];
  return readdirSync(path, { withFileTypes: true })
    .filter((item) => item.isDirectory())
    .map((item) => item.name)
    .sort();
}

/**
 * Reads, checks and renders every entry of `root` (the content/ folder): frontmatter against its collection's
 * schema, the body from Markdown, the cover from SVG. Collects every problem before failing, so one build names
 * them all.
 */
export function compileContent(root: string): Content {
  const problems: string[] = [];
  const entries: Entry[] = [];
  const covers: Record<string, string> = {};

  for (const collection of COLLECTIONS) {
    for (const slug of folders(join(root, collection))) {
      const folder = join(root, collection, slug);
      const where = `content/${collection}/${slug}`;
      const slugCheck = slugSchema.safeParse(slug);
      if (!slugCheck.success) {
        problems.push(`${where}: the folder's name ${slugCheck.error.issues[0]?.message}`);
        continue;
      }
      const files = readdirSync(folder).filter((name) => name.endsWith(".md"));
      for (const name of files.filter((file) => !LOCALES.includes(file.slice(0, -3) as Locale))) {
        problems.push(`${where}/${name}: is not named after a language (${LOCALES.map((l) => `${l}.md`).join(", ")})`);
      }
      if (files.length === 0) problems.push(`${where}: has no language file (en.md, id.md…)`);
      try {
        covers[`${collection}/${slug}`] = prepareCover(readFileSync(join(folder, "cover.svg"), "utf8"), slug);
      } catch (error) {
        const reason = (error as NodeJS.ErrnoException).code === "ENOENT" ? "is missing" : (error as Error).message;
        problems.push(`${where}/cover.svg: ${reason}`);
      }
      for (const locale of LOCALES.filter((code) => files.includes(`${code}.md`))) {
        const file = `${where}/${locale}.md`;
        const vfile = new VFile({ path: file, value: readFileSync(join(folder, `${locale}.md`), "utf8") });
        try {
          matter(vfile, { strip: true });
        } catch (error) {
          problems.push(`${file}: the frontmatter is not valid YAML (${(error as Error).message.split("\n")[0]})`);
          continue;
        }
        const parsed = FRONTMATTER[collection].safeParse(vfile.data.matter ?? {}, { reportInput: true });
        if (!parsed.success) {
          for (const issue of parsed.error.issues) {
            problems.push(`${file}: ${issue.path.join(".") || "frontmatter"} ${fieldMessage(issue)}`);
          }
          continue;
        }
        try {
          const figures = "figures" in parsed.data ? parsed.data.figures : [];
          const body = renderMarkdown(String(vfile.value), {
            tableName: tableNameIn(locale),
            sectionsOf: figures.map(({ after }) => after),
          });
          entries.push({
            collection,
            slug,
            locale,
            meta: parsed.data,
            html: body.html,
            headings: body.headings,
            readingMinutes: readingMinutes(body.text, locale),
            figuresAt: body.sectionEnds,
          } as Entry);
        } catch (error) {
          problems.push(`${file}: the text ${(error as Error).message}`);
        }
      }
    }
  }
  if (problems.length > 0) throw new ContentError(problems);
  return { entries, covers };
}

/**
 * How a table's region is named in a language: the catalogue's `content.table` ("Table: {columns}") with the
 * column headings listed as the language lists things ("Item, Cost, and Notes"; "項目、費用、備考").
 */
function tableNameIn(locale: Locale): (columns: string[]) => string {
  const catalogue = new URL(`../i18n/messages/${locale}/company.json`, import.meta.url);
  const template: string = JSON.parse(readFileSync(catalogue, "utf8"))["content.table"];
  const list = new Intl.ListFormat(locale, { style: "long", type: "conjunction" });
  return (columns) => template.replace("{columns}", list.format(columns));
}

function fieldMessage(issue: z.core.$ZodIssue): string {
  if (issue.input === undefined) return "is missing";
  if (issue.code === "unrecognized_keys") return `has unknown field(s): ${issue.keys.join(", ")}`;
  return issue.message;
}
