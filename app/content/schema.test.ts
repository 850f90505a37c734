import { describe, expect, it } from "vitest";
import { caseStudySchema } from "./schema";

const figures = caseStudySchema.shape.figures;
const figure = (after: string) => ({ visual: "route", after, caption: "What the drawing shows." });

describe("a case study's figures", () => {
  it("are none when the frontmatter gives none, and up to three, each closing a section of its own", () => {
    expect(figures.parse(undefined)).toEqual([]);
    expect(figures.parse([figure("What we built"), figure("Results")])).toHaveLength(2);
    expect(figures.safeParse([figure("Results"), figure("Results")]).error?.issues[0]?.message).toBe(
      "must close each section with one figure at most",
    );
    const four = ["The problem", "The approach", "What we built", "Results"].map(figure);
    expect(figures.safeParse(four).error?.issues[0]?.message).toBe("must give at most three figures");
  });

  it("draw one of the site's own mockups", () => {
    expect(figures.safeParse([{ ...figure("Results"), visual: "photo" }]).success).toBe(false);
  });
});
