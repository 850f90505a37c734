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
  /** `##` headings' texts: the result tells where each one's section ends in the HTML (`sectionEnds`). */
  sectionsOf?: readonly string[];
}

const englishTableName = (columns: string[]) => `Table: ${columns.join(", ")}`;

export interface RenderedMarkdown {
  html: string;
  /** The words a reader reads (code included), for the reading time. */
  text: string;
  headings: { id: string; text: string }[];
  /** Where each section `sectionsOf` names ends in `html`: the start of the next `##` heading, or the end. */
  sectionEnds: number[];
}

/**
 * Markdown (CommonMark with GitHub's tables, strikethrough and autolinks) to HTML at build time: headings get
 * ids, code blocks are coloured by highlight.js into classes (the page's stylesheet colours them; no script
 * runs in the browser), each table sits in a region of its own that scrolls sideways, its cells labelled with
 * their column's heading for a phone, where its rows stack, and an amount or span of weeks ("IDR 60–400 million")
 * stays on one line. Raw HTML in the Markdown is dropped, so a content file cannot add scripts or styles. A
 * top-level `#` heading is refused: the page's title is the only one.
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
  { tableName = englishTableName, sectionsOf = [] }: MarkdownOptions = {},
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
  for (const { table, siblings, index } of tables) {
    const columns = labelCells(table);
    siblings[index] = scrollingRegion(table, tableName(columns), names);
  }
  keepFiguresWhole(tree);
  const html = processor.stringify(tree);
  return { html, text: textOf(tree), headings, sectionEnds: sectionsOf.map((title) => sectionEnd(tree, title)) };
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
 * Gives each body cell its column's heading (`data-label`) and returns the headings. On a phone (app.css,
 * `.table-scroll`) each row stacks into a block of its own and a cell shows its heading as a label before it. The
 * table's parts keep their own meaning, with no `role` restated: HTML forbids roles on the rows and cells of a
 * table, and browsers read a table whose parts CSS displays as blocks as a table still (tests/browser/tables.test.ts
 * compares what a screen reader is given on a phone and on a desktop).
 */
function labelCells(table: Element): string[] {
  const columns: string[] = [];
  visit(table, "element", (node: Element) => {
    if (node.tagName === "th") columns.push(textOf(node).trim());
    if (node.tagName === "tr") {
      const cells = node.children.filter((child): child is Element => child.type === "element");
      for (const [column, cell] of cells.entries()) {
        if (cell.tagName === "td") cell.properties.dataLabel = columns[column] ?? "";
      }
    }
  });
  return columns;
}

/**
 * A table inside its own region, named after the table's columns (`name`; two tables with the same columns are
 * numbered). On a wider screen a table wider than its column scrolls sideways there (the page never does), with a
 * light at the edge that hides more (app.css, `.table-scroll`); the region is a landmark the keyboard reaches
 * (tabindex 0) and scrolls. On a phone its rows stack and it does not scroll.
 */
function scrollingRegion(table: Element, name: string, names: Set<string>): Element {
  let unique = name;
  for (let n = 2; names.has(unique); n++) unique = `${name} (${n})`;
  names.add(unique);
  return {
    type: "element",
    tagName: "div",
    properties: { className: ["table-scroll"], role: "region", tabIndex: 0, ariaLabel: unique },
    children: [table],
  };
}

/** Where a range of figures may break when its line has no room for it whole: after its dash. */
const RANGE_DASH = /[–〜~]/;

/**
 * A figure in a span that does not break. A range ("IDR 60–400 million") is two halves, each whole, with a
 * possible break between them (`figure-range`, a `<wbr>` after the dash) that only a cell of a stacked table on
 * a phone opens (app.css): there a range such as "1億2,000万〜7億5,000万ルピア" is wider than the cell.
 */
function wholeFigure(figure: string): ElementContent {
  const dash = figure.search(RANGE_DASH);
  const text = (value: string): ElementContent => ({ type: "text", value });
  if (dash <= 0) {
    return {
      type: "element",
      tagName: "span",
      properties: { className: ["whitespace-nowrap"] },
      children: [text(figure)],
    };
  }
  const half = (value: string): ElementContent => ({
    type: "element",
    tagName: "span",
    properties: {},
    children: [text(value)],
  });
  return {
    type: "element",
    tagName: "span",
    properties: { className: ["whitespace-nowrap", "figure-range"] },
    children: [
      half(figure.slice(0, dash + 1)),
      { type: "element", tagName: "wbr", properties: {}, children: [] },
      half(figure.slice(dash + 1)),
    ],
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
      parts.push(wholeFigure(match[0]));
      last = match.index + match[0].length;
    }
    if (parts.length === 0) return;
    if (last < node.value.length) parts.push({ type: "text", value: node.value.slice(last) });
    (parent.children as ElementContent[]).splice(index, 1, ...parts);
    return [SKIP, index + parts.length];
  });
}
