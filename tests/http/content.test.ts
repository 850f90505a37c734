import { describe, expect, it } from "vitest";
import { entriesOf } from "../../app/content/entries";
import {
  attribute,
  FEEDS,
  getPath,
  hrefsOf,
  LOCALES,
  linkTags,
  pageHtml,
  scheme,
  settings,
  textOf,
} from "../support/pages";
import { sharedServer } from "../support/shared-server";

// A server that this file only reads from: the shared one (decision 031).
const server = sharedServer();

const get = (path: string) => getPath(server, path);
const page = (path: string) => pageHtml(server, path);

describe.each(LOCALES)("content in %s", (locale) => {
  const at = (path: string) => scheme.localizePath(path, locale);

  it.each(["case-studies", "blog"] as const)(
    "the %s listing shows the language's entries, newest first",
    async (collection) => {
      const html = await page(at(`/${collection}`));
      const entries = entriesOf(collection, locale);
      expect(entries.length).toBeGreaterThanOrEqual(3);
      // The cards' links (the industries under the case studies lead to them a second time).
      const cards = html.split('id="industries"')[0] ?? html;
      const links = hrefsOf(cards).filter((href) => href?.startsWith(at(`/${collection}/`)) && !href.endsWith(".xml"));
      expect(links).toEqual(entries.map((entry) => at(`/${collection}/${entry.slug}`)));
      for (const entry of entries) expect(textOf(html)).toContain(entry.meta.summary);
    },
  );

  it("an entry has its heading, byline, cover, body, services, related entries and the contact call", async () => {
    for (const entry of [...entriesOf("case-studies", locale), ...entriesOf("blog", locale)]) {
      const path = at(`/${entry.collection}/${entry.slug}`);
      const html = await page(path);
      const text = textOf(html);
      expect(
        html.match(/<h1\b[^>]*>(.*?)<\/h1>/s)?.[1] && textOf(html.match(/<h1\b[^>]*>(.*?)<\/h1>/s)?.[1] ?? ""),
      ).toBe(entry.meta.title);
      expect(html, path).toContain(`<time dateTime="${entry.meta.date}">`);
      const cover = html.match(/<div [^>]*role="img" aria-label="([^"]*)"/)?.[1];
      expect(textOf(cover ?? ""), path).toBe(entry.meta.coverAlt);
      expect(text, path).toContain(entry.meta.author);
      if (entry.collection === "blog" && entry.meta.authorRole) expect(text, path).toContain(entry.meta.authorRole);
      for (const heading of entry.headings) expect(html, path).toContain(`<h2 id="${heading.id}">`);
      for (const service of entry.meta.services) expect(hrefsOf(html), path).toContain(at(`/services/${service}`));
      expect(hrefsOf(html), path).toContain(`${at("/")}#contact`.replace("//#", "/#"));
      // Related: other entries of the collection in this language.
      const others = hrefsOf(html).filter((href) => href?.startsWith(at(`/${entry.collection}/`)) && href !== path);
      expect(others.length, path).toBeGreaterThan(0);
      if (entry.collection === "case-studies") {
        for (const result of entry.meta.results) expect(text, path).toContain(result.value);
        expect(text, path).toContain(entry.meta.quote.by);
      }
    }
  });

  it("the landing page's work section and the service pages lead to the case studies", async () => {
    const landing = hrefsOf(await page(at("/")));
    for (const entry of entriesOf("case-studies", locale)) {
      expect(landing).toContain(at(`/case-studies/${entry.slug}`));
      for (const service of entry.meta.services) {
        expect(hrefsOf(await page(at(`/services/${service}`)))).toContain(at(`/case-studies/${entry.slug}`));
      }
    }
  });

  it("the blog's feed lists the language's posts, and the blog's pages name it", async () => {
    const feed = at("/blog/rss.xml");
    expect(FEEDS).toContain(feed);
    const response = await get(feed);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/(rss\+)?xml/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/);
    expect(xml).toContain(`<language>${locale}</language>`);
    const links = [...xml.matchAll(/<item>.*?<link>(.*?)<\/link>/gs)].map((match) => match[1]);
    expect(links).toEqual(entriesOf("blog", locale).map((entry) => settings.SITE_URL + at(`/blog/${entry.slug}`)));
    // Each post's writer by name in Dublin Core's creator: RSS's <author> would have to be an e-mail address.
    expect(xml).toMatch(/<rss [^>]*xmlns:dc="http:\/\/purl\.org\/dc\/elements\/1\.1\/"/);
    expect(xml).not.toContain("<author>");
    const creators = [...xml.matchAll(/<item>.*?<dc:creator>(.*?)<\/dc:creator>/gs)].map((match) => match[1]);
    expect(creators).toEqual(entriesOf("blog", locale).map((entry) => entry.meta.author));
    // The HTML of descriptions and contents has no bare "&" (an entity starts every one).
    const htmlOf = /<(description|content:encoded)><!\[CDATA\[(.*?)\]\]><\/\1>/gs;
    const sections = [...xml.matchAll(htmlOf)];
    expect(sections.length).toBe(2 * entriesOf("blog", locale).length);
    for (const [, , html = ""] of sections) {
      expect(html.match(/&(?![a-z]+;|#\d+;|#x[0-9a-f]+;)[^\s]{0,12}/gi) ?? []).toEqual([]);
    }
    // The channel's image is a PNG (RSS takes GIF, JPEG or PNG) of at least 112×112 pixels.
    const image = xml.match(/<image>.*?<url>(.*?)<\/url>.*?<\/image>/s)?.[1] ?? "";
    expect(image).toMatch(/\.png$/);
    const png = Buffer.from(await (await get(image.slice(settings.SITE_URL.length))).arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)].every((side) => side >= 112)).toBe(true);
    const first = entriesOf("blog", locale)[0]?.slug;
    for (const pathname of [at("/blog"), at(`/blog/${first}`)]) {
      const feedLinks = linkTags(await page(pathname), "alternate").filter(
        (tag) => attribute(tag, "type") === "application/rss+xml",
      );
      expect(
        feedLinks.map((tag) => attribute(tag, "href")),
        pathname,
      ).toEqual([feed]);
    }
  });
});

describe("addresses", () => {
  it("answers 404 for an entry or a listing page that does not exist", async () => {
    for (const path of [
      "/blog/no-such-post",
      "/ja/case-studies/no-such-project",
      "/blog/page/1",
      "/blog/page/2",
      "/blog/page/x",
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it("redirects other spellings of an entry's address to it", async () => {
    for (const [path, location] of [
      ["/Blog/Web-App-Or-Mobile-App", "/blog/web-app-or-mobile-app"],
      ["/en/case-studies/school-nfc-attendance", "/case-studies/school-nfc-attendance"],
      ["/ja/blog/web-app-or-mobile-app/", "/ja/blog/web-app-or-mobile-app"],
    ]) {
      const response = await get(path ?? "");
      expect(response.status, path).toBe(308);
      expect(response.headers.get("location"), path).toBe(location);
    }
  });

  it("colours code blocks at build: classes and the page's stylesheet, no script", async () => {
    const html = await page("/blog/web-app-or-mobile-app");
    expect(html).toContain('<code class="hljs language-json">');
    expect(html).toMatch(/<span class="hljs-attr">"name"<\/span>/);
  });
});
