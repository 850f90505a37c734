import type { Element, ElementContent, Root } from "hast";
import { toString as textOf } from "hast-util-to-string";
import rehypeHighlight from "rehype-highlight";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";

export interface MarkdownOptions {
  /** The accessible name of a table's scrolling region, from its column headings (in the entry's language). */
  tableName?: (columns: string[]) => string;
  /** A `##` heading's text: the result tells where its section ends in the HTML (`sectionEnd`). */
  sectionOf?: string;
}

const englishTableName = (columns: string[]) => `Table: ${columns.join(", ")}`;

export interface RenderedMarkdown {
  html: string;
  /** The words a reader reads (code included), for the reading time. */
  text: string;
  headings: { id: string; text: string }[];
  /** Where the section `sectionOf` names ends in `html`: the start of the next `##` heading, or the end. */
  sectionEnd?: number;
}

/**
 * Markdown (CommonMark with GitHub's tables, strikethrough and autolinks) to HTML at build time: headings get
 * ids, code blocks are coloured by highlight.js into classes (the page's stylesheet colours them; no script
 * runs in the browser), each table sits in a scrolling region of its own. Raw HTML in the Markdown is dropped,
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
  { tableName = englishTableName, sectionOf }: MarkdownOptions = {},
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
  const html = processor.stringify(tree);
  if (sectionOf === undefined) return { html, text: textOf(tree), headings };
  return { html, text: textOf(tree), headings, sectionEnd: sectionEnd(tree, sectionOf) };
}

const isH2 = (node: Root["children"][number]) => node.type === "element" && node.tagName === "h2";

/** The length of the HTML up to the end of the section under the `##` heading `title` (the HTML is its blocks in a row). */
function sectionEnd(tree: Root, title: string): number {
  const start = tree.children.findIndex((node) => isH2(node) && textOf(node).trim() === title.trim());
  if (start < 0) throw new Error(`has no \`##\` heading "${title}" for the figure to follow`);
  const next = tree.children.findIndex((node, index) => index > start && isH2(node));
  const blocks = next < 0 ? tree.children : tree.children.slice(0, next);
  return processor.stringify({ type: "root", children: blocks }).length;
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
