import { describe, expect, it } from "vitest";
import { urlScheme } from "../i18n/url-scheme";
import { contentPaths, LISTING_PAGE_SIZE } from "./pages";
import type { Entry } from "./schema";

const entry = (collection: Entry["collection"], slug: string, locale: Entry["locale"]) =>
  ({ collection, slug, locale }) as Entry;

describe("contentPaths", () => {
  const scheme = urlScheme("en");

  it("has each entry in the languages it is written in, and a feed where the blog has posts", () => {
    const { pages, feeds } = contentPaths(
      { entries: [entry("blog", "costs", "en"), entry("blog", "costs", "ja"), entry("case-studies", "school", "id")] },
      scheme,
    );
    expect(pages).toEqual(["/blog/costs", "/ja/blog/costs", "/id/case-studies/school"]);
    expect(feeds).toEqual(["/blog/rss.xml", "/ja/blog/rss.xml"]);
  });

  it("pages a listing past a page's worth of entries", () => {
    const many = Array.from({ length: LISTING_PAGE_SIZE * 2 + 1 }, (_, n) => entry("blog", `post-${n}`, "ko"));
    const { pages } = contentPaths({ entries: many }, scheme);
    expect(pages.filter((path) => path.includes("/page/"))).toEqual(["/ko/blog/page/2", "/ko/blog/page/3"]);
  });
});
