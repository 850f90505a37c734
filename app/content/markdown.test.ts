import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown";

const TEXT =
  "## The problem\n\nPaper forms.\n\n## What we built\n\n### Readers\n\nAt the gates.\n\n## Results\n\nFaster.\n";

describe("the end of a section (where a case study's figures go)", () => {
  it("is the start of the next `##` heading, or the end of the text for the last section", () => {
    const { html, sectionEnds } = renderMarkdown(TEXT, { sectionsOf: ["What we built", "The problem", "Results"] });
    const [built = 0, problem = 0, results] = sectionEnds;
    expect(html.slice(0, built)).toMatch(/<p>At the gates\.<\/p>\n$/);
    expect(html.slice(built)).toMatch(/^<h2 id="results">Results<\/h2>/);
    expect(html.slice(problem)).toMatch(/^<h2 id="what-we-built">/);
    expect(results).toBe(html.length);
    expect(renderMarkdown(TEXT).sectionEnds).toEqual([]);
  });

  it("is refused for a heading the text does not have, or one that is not a `##`", () => {
    expect(() => renderMarkdown(TEXT, { sectionsOf: ["What we made"] })).toThrow('"What we made"');
    expect(() => renderMarkdown(TEXT, { sectionsOf: ["Results", "Readers"] })).toThrow('"Readers"');
  });
});
