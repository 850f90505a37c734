import type { Element, ElementContent, Root } from "hast";
import { toString as textOf } from "hast-util-to-string";
import rehypeHighlight from "rehype-highlight";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { SKIP, visit } from "unist-util-visit";
import { WRITTEN_FIGURE } from "../i18n/figures.ts";

export interface MarkdownOptions {
  /** The accessible name of a table's scrolling region, from its column headings (in the entry's language). */
  tableName?: (columns: string[]) => string;
}

const englishTableName = (columns: string[]) => `Table: ${columns.join(", ")}`;

export interface RenderedMarkdown {
  html: string;
  /** The words a reader reads (code included), for the reading time. */
  text: string;
  headings: { id: string; text: string }[];
}

/**
 * Markdown (CommonMark with GitHub's tables, strikethrough and autolinks) to HTML at build time: headings get
 * ids, code blocks are coloured by highlight.js into classes (the page's stylesheet colours them; no script
 * runs in the browser), each table sits in a scrolling region of its own, and an amount or span of weeks
 * ("IDR 60–400 million") stays on one line. Raw HTML in the Markdown is dropped,
 * so a content file cannot add scripts or styles. A top-level `#` heading is refused: the page's title is the
 * only one.
 */
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSlug)
  .use(rehypeHighlight, { detect: false })
  .use(rehypeStringify);

export function renderMarkdown(
  markdown: string,
  { tableName = englishTableName }: MarkdownOptions = {},
): RenderedMarkdown {
  const tree = processor.runSync(processor.parse(markdown)) as Root;
  const headings: RenderedMarkdown["headings"] = [];
  const tables: { table: Element; siblings: ElementContent[] | Root["children"]; index: number }[] = [];
  visit(tree, "element", (node: Element, index, parent) => {
    if (node.tagName === "h1") throw new Error("starts a section with `#`; the title is the page's heading, use `##`");
    if (node.tagName === "h2") headings.push({ id: String(node.properties.id), text: textOf(node) });
    if (node.tagName === "th" && textOf(node).trim() === "") {
      throw new Error("has a table whose header has an empty cell; name every column");
    }
    // Code wider than the screen scrolls sideways: a keyboard reaches it too.
    if (node.tagName === "pre") node.properties.tabIndex = 0;
    if (node.tagName === "table" && parent && index !== undefined)
      tables.push({ table: node, siblings: parent.children, index });
  });
  const names = new Set<string>();
  for (const { table, siblings, index } of tables) siblings[index] = scrollingRegion(table, tableName, names);
  keepFiguresWhole(tree);
  return { html: processor.stringify(tree), text: textOf(tree), headings };
}

/**
 * A table inside its own scrolling region: a table wider than the screen scrolls sideways there (the page never
 * does), with a shadow at the edge that hides more (app.css, `.table-scroll`). The region is a named landmark the
 * keyboard reaches (tabindex 0), named after the table's columns; two tables with the same columns are numbered.
 */
function scrollingRegion(table: Element, tableName: (columns: string[]) => string, names: Set<string>): Element {
  const columns: string[] = [];
  visit(table, "element", (cell: Element) => {
    if (cell.tagName === "th") columns.push(textOf(cell).trim());
  });
  let name = tableName(columns);
  for (let n = 2; names.has(name); n++) name = `${tableName(columns)} (${n})`;
  names.add(name);
  return {
    type: "element",
    tagName: "div",
    properties: { className: ["table-scroll"], role: "region", tabIndex: 0, ariaLabel: name },
    children: [table],
  };
}

/** Each amount or span of weeks of the text (outside code) in a span that does not break across lines. */
function keepFiguresWhole(tree: Root) {
  visit(tree, (node, index, parent) => {
    if (node.type === "element" && (node.tagName === "code" || node.tagName === "pre")) return SKIP;
    if (node.type !== "text" || !parent || index === undefined) return;
    const parts: ElementContent[] = [];
    let last = 0;
    for (const match of node.value.matchAll(WRITTEN_FIGURE)) {
      if (match.index > last) parts.push({ type: "text", value: node.value.slice(last, match.index) });
      parts.push({
        type: "element",
        tagName: "span",
        properties: { className: ["whitespace-nowrap"] },
        children: [{ type: "text", value: match[0] }],
      });
      last = match.index + match[0].length;
    }
    if (parts.length === 0) return;
    if (last < node.value.length) parts.push({ type: "text", value: node.value.slice(last) });
    (parent.children as ElementContent[]).splice(index, 1, ...parts);
    return [SKIP, index + parts.length];
  });
}
