import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown";

const TEXT =
  "## The problem\n\nPaper forms.\n\n## What we built\n\n### Readers\n\nAt the gates.\n\n## Results\n\nFaster.\n";

describe("the end of a section (where a case study's figure goes)", () => {
  it("is the start of the next `##` heading, or the end of the text for the last section", () => {
    const { html, sectionEnd } = renderMarkdown(TEXT, { sectionOf: "What we built" });
    expect(html.slice(0, sectionEnd)).toMatch(/<p>At the gates\.<\/p>\n$/);
    expect(html.slice(sectionEnd)).toMatch(/^<h2 id="results">Results<\/h2>/);
    expect(renderMarkdown(TEXT, { sectionOf: "Results" }).sectionEnd).toBe(html.length);
  });

  it("is refused for a heading the text does not have, or one that is not a `##`", () => {
    expect(() => renderMarkdown(TEXT, { sectionOf: "What we made" })).toThrow('"What we made"');
    expect(() => renderMarkdown(TEXT, { sectionOf: "Readers" })).toThrow('"Readers"');
  });
});
