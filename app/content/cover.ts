import type { Element, Root } from "hast";
import rehypeParse from "rehype-parse";
import rehypeStringify from "rehype-stringify";
import { unified } from "unified";
import { visit } from "unist-util-visit";

/** Elements a cover may not hold: words belong to the page, and nothing may run, restyle or load. */
const REFUSED = new Set(["script", "style", "text", "foreignObject", "image", "a", "iframe", "audio", "video"]);

const parser = unified().use(rehypeParse, { fragment: true });
const printer = unified().use(rehypeStringify);

/**
 * A cover drawing checked and made ready to sit inside a page: one <svg> with a 1200×630 viewBox and shapes
 * only (content/README.md). It is hidden from assistive technology; the page labels it with `coverAlt`.
 * Throws what is wrong, naming the element or attribute.
 */
export function prepareCover(source: string, slug: string): string {
  const tree = parser.parse(source) as Root;
  const roots = tree.children.filter((node): node is Element => node.type === "element");
  const svg = roots[0];
  if (roots.length !== 1 || svg?.tagName !== "svg") throw new Error("must hold one <svg> element");
  if (svg.properties.viewBox !== "0 0 1200 630") throw new Error('needs viewBox="0 0 1200 630"');
  visit(tree, (node) => {
    if (node.type !== "element") return;
    if (REFUSED.has(node.tagName)) throw new Error(`may not hold <${node.tagName}>`);
    for (const [name, value] of Object.entries(node.properties)) {
      if (name === "style" || /^on/i.test(name)) throw new Error(`may not use the ${name} attribute`);
      if ((name === "href" || name === "xLinkHref") && !String(value).startsWith("#")) {
        throw new Error(`links outside itself (${name}="${value}")`);
      }
      if (name === "id" && !String(value).startsWith(`${slug}-`)) {
        throw new Error(`has id="${value}", which must start with "${slug}-"`);
      }
    }
  });
  // Comments go; the drawing is decoration for assistive technology.
  svg.children = svg.children.filter((node) => node.type !== "comment");
  Object.assign(svg.properties, { ariaHidden: "true", focusable: "false" });
  return printer.stringify({ type: "root", children: [svg] }).trim();
}
