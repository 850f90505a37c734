import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LOCALES } from "../i18n/locales";
import { ContentError, compileContent } from "./compile";
import { COLLECTIONS } from "./schema";

const COVER = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"><defs><linearGradient id="first-post-glow"><stop offset="0" stop-color="#3b82f6"/></linearGradient></defs><rect width="1200" height="630" fill="url(#first-post-glow)"/></svg>`;

const FRONTMATTER = `title: Our first post
summary: What this post is about.
date: 2026-06-18
coverAlt: A blue rectangle
tags: [Testing]
services: [web-development]
author: Ayu Lestari
authorRole: Technical lead`;

const BODY = '## Why\n\nSome **bold** words.\n\n```json\n{ "name": "app" }\n```\n\n<script>alert(1)</script>\n';

let roots: string[] = [];
afterEach(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
  roots = [];
});

/** A content folder holding one blog post, with its files as given. */
function contentWith(files: Record<string, string>, slug = "first-post"): string {
  const root = mkdtempSync(join(tmpdir(), "content-"));
  roots.push(root);
  const folder = join(root, "blog", slug);
  mkdirSync(folder, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
  return root;
}

const post = (frontmatter = FRONTMATTER, body = BODY) => `---\n${frontmatter}\n---\n\n${body}`;

function problemsOf(root: string): string[] {
  try {
    compileContent(root);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

describe("compileContent", () => {
  it("publishes an entry from one file in one language: meta, HTML, headings, reading time, cover", () => {
    const { entries, covers } = compileContent(contentWith({ "en.md": post(), "cover.svg": COVER }));
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry).toMatchObject({ collection: "blog", slug: "first-post", locale: "en", readingMinutes: 1 });
    expect(entry?.meta).toMatchObject({ title: "Our first post", date: "2026-06-18", services: ["web-development"] });
    expect(entry?.headings).toEqual([{ id: "why", text: "Why" }]);
    expect(entry?.html).toContain('<h2 id="why">Why</h2>');
    // Code is coloured at build into classes; raw HTML in the Markdown never reaches the page.
    expect(entry?.html).toContain('<span class="hljs-attr">"name"</span>');
    expect(entry?.html).not.toContain("<script");
    expect(covers["blog/first-post"]).toMatch(/^<svg [^>]*aria-hidden="true"/);
  });

  it("names the file and the field of every mistake, all at once", () => {
    const root = contentWith({
      "en.md": post(
        FRONTMATTER.replace("title: Our first post\n", "")
          .replace("2026-06-18", "18 June")
          .replace("author: Ayu Lestari", "author: 42"),
      ),
      "id.md": post(`${FRONTMATTER.replace("date: 2026-06-18\n", "")}\nflavour: mint`),
      "cover.svg": COVER,
    });
    expect(problemsOf(root)).toEqual([
      "content/blog/first-post/en.md: title is missing",
      "content/blog/first-post/en.md: date must be a day written YYYY-MM-DD",
      "content/blog/first-post/en.md: author Invalid input: expected string, received number",
      "content/blog/first-post/id.md: date is missing",
      "content/blog/first-post/id.md: frontmatter has unknown field(s): flavour",
    ]);
  });

  it("refuses a bad folder name, a file not named after a language and a missing cover", () => {
    expect(problemsOf(contentWith({ "en.md": post(), "cover.svg": COVER }, "First_Post"))).toEqual([
      "content/blog/First_Post: the folder's name must be lower-case letters and digits joined by hyphens",
    ]);
    expect(problemsOf(contentWith({ "en.md": post(), "english.md": post() }))).toEqual([
      "content/blog/first-post/english.md: is not named after a language (en.md, id.md, ja.md, ko.md, zh.md)",
      "content/blog/first-post/cover.svg: is missing",
    ]);
  });

  it.each([
    ["words", COVER.replace("</svg>", "<text>Hi</text></svg>"), "may not hold <text>"],
    ["a script", COVER.replace("</svg>", "<script>alert(1)</script></svg>"), "may not hold <script>"],
    ["inline style", COVER.replace("<rect ", '<rect style="fill:red" '), "may not use the style attribute"],
    [
      "another file",
      COVER.replace("<rect ", '<use href="https://example.com/a.svg#x"/><rect '),
      "links outside itself",
    ],
    ["a foreign id", COVER.replaceAll("first-post-glow", "glow"), 'has id="glow", which must start with "first-post-"'],
    ["another size", COVER.replace("0 0 1200 630", "0 0 100 100"), 'needs viewBox="0 0 1200 630"'],
  ])("refuses a cover with %s", (_, cover, problem) => {
    expect(problemsOf(contentWith({ "en.md": post(), "cover.svg": cover }))).toEqual([
      expect.stringContaining(`content/blog/first-post/cover.svg: ${problem}`),
    ]);
  });

  it("refuses a second top-level heading: the title is the page's", () => {
    expect(
      problemsOf(contentWith({ "en.md": post(FRONTMATTER, "# Title again\n\nText."), "cover.svg": COVER })),
    ).toEqual([
      "content/blog/first-post/en.md: the text starts a section with `#`; the title is the page's heading, use `##`",
    ]);
  });

  it("refuses a table with an unnamed column, and lets the keyboard reach what scrolls sideways", () => {
    const table = "| | Before |\n| - | - |\n| Days | 5 |\n";
    expect(problemsOf(contentWith({ "en.md": post(FRONTMATTER, table), "cover.svg": COVER }))).toEqual([
      "content/blog/first-post/en.md: the text has a table whose header has an empty cell; name every column",
    ]);
    const { entries } = compileContent(contentWith({ "en.md": post(), "cover.svg": COVER }));
    expect(entries[0]?.html).toContain('<pre tabindex="0">');
  });

  it("puts every table in a region of its own, named after its columns in the entry's language, each cell labelled with its column's heading", () => {
    const table = "| Item | Cost | Notes |\n| - | - | - |\n| Design | 10 | Two weeks |\n";
    const root = contentWith({ "en.md": post(FRONTMATTER, `${table}\nText.\n\n${table}`), "cover.svg": COVER });
    writeFileSync(join(root, "blog", "first-post", "ja.md"), post(FRONTMATTER, table));
    const { entries } = compileContent(root);
    const html = (locale: string) => entries.find((entry) => entry.locale === locale)?.html ?? "";
    expect(html("en")).toContain(
      '<div class="table-scroll" role="region" tabindex="0" aria-label="Table: Item, Cost, and Notes"><table>',
    );
    // On a phone the rows stack (app.css): each cell carries its column's heading as its label, and no part of the
    // table restates its role (HTML forbids it).
    expect(html("en")).toContain("<th>Cost</th>");
    expect(html("en")).toContain('<tr>\n<td data-label="Item">Design</td>\n<td data-label="Cost">10</td>');
    expect(html("en")).not.toContain(' role="cell"');
    // Two tables with the same columns are told apart.
    expect(html("en")).toContain('aria-label="Table: Item, Cost, and Notes (2)"');
    expect(html("ja")).toContain('aria-label="表：Item、Cost、Notes"');
  });

  it("reads the repository's content: every entry valid, each in all five languages", () => {
    const { entries, covers } = compileContent("content");
    for (const collection of COLLECTIONS) {
      const slugs = new Set(entries.filter((entry) => entry.collection === collection).map((entry) => entry.slug));
      expect(slugs.size, collection).toBeGreaterThanOrEqual(3);
      for (const slug of slugs) {
        expect(covers[`${collection}/${slug}`], slug).toBeTruthy();
        const locales = entries.filter((entry) => entry.slug === slug).map((entry) => entry.locale);
        expect(locales.sort(), slug).toEqual([...LOCALES].sort());
      }
    }
  });
});
