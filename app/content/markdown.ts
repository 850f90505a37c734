import type { Element, Root } from "hast";
import { toString as textOf } from "hast-util-to-string";
import rehypeHighlight from "rehype-highlight";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";

export interface RenderedMarkdown {
  html: string;
  /** The words a reader reads (code included), for the reading time. */
  text: string;
  headings: { id: string; text: string }[];
}

/**
 * Markdown (CommonMark with GitHub's tables, strikethrough and autolinks) to HTML at build time: headings get
 * ids, code blocks are coloured by highlight.js into classes (the page's stylesheet colours them; no script
 * runs in the browser). Raw HTML in the Markdown is dropped, so a content file cannot add scripts or styles.
 * A top-level `#` heading is refused: the page's title is the only one.
 */
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSlug)
  .use(rehypeHighlight, { detect: false })
  .use(rehypeStringify);

export function renderMarkdown(markdown: string): RenderedMarkdown {
  const tree = processor.runSync(processor.parse(markdown)) as Root;
  const headings: RenderedMarkdown["headings"] = [];
  visit(tree, "element", (node: Element) => {
    if (node.tagName === "h1") throw new Error("starts a section with `#`; the title is the page's heading, use `##`");
    if (node.tagName === "h2") headings.push({ id: String(node.properties.id), text: textOf(node) });
    if (node.tagName === "th" && textOf(node).trim() === "") {
      throw new Error("has a table whose header has an empty cell; name every column");
    }
    // Code and tables wider than the screen scroll sideways: a keyboard reaches them too.
    if (node.tagName === "pre" || node.tagName === "table") node.properties.tabIndex = 0;
  });
  return { html: processor.stringify(tree), text: textOf(tree), headings };
}
