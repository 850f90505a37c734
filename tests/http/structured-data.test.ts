import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { TEAM, teamAnchor } from "../../app/components/people/team";
import { findEntry } from "../../app/content/entries";
import { CONTENT_PAGES, entryOf, LOCALES, PUBLIC_PATHS, scheme, settings } from "../support/pages";
import { sharedServer } from "../support/shared-server";

type Node = Record<string, unknown> & { "@type": string; "@id"?: string };
interface Graph {
  "@context": string;
  "@graph": Node[];
}

// A server that this file only reads from: the shared one (decision 031).
const server = sharedServer();
const pages = [...scheme.everyLocale(PUBLIC_PATHS), ...CONTENT_PAGES];
const graphs = new Map<string, Graph>();

beforeAll(async () => {
  for (const page of pages) {
    const html = await (await fetch(server.url + page)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
    expect(blocks, page).toHaveLength(1);
    graphs.set(page, JSON.parse(blocks[0]?.[1] ?? "{}"));
  }
});

const absolute = (page: string) => settings.SITE_URL + page;
const node = (graph: Graph | undefined, type: string) => graph?.["@graph"].find((item) => item["@type"] === type);
/** The id of the website in the language of a page: its home page's URL with "#website". */
const websiteOf = (page: string) => `${absolute(scheme.localizePath("/", scheme.localeFromPath(page)))}#website`;
/** A day's start in the site's time zone, with its offset: "2026-04-14T00:00:00+07:00". */
const DAY_START = /^\d{4}-\d{2}-\d{2}T00:00:00[+-]\d{2}:\d{2}$/;

/** What each page is (its web page's @type) and what it is about (its main entity's @type). */
function expectedKind(page: string): { page: string; main?: string } {
  const unprefixed = scheme.stripLocale(page);
  const entry = entryOf(page);
  if (entry) return { page: "WebPage", main: entry.collection === "blog" ? "BlogPosting" : "Article" };
  if (unprefixed.startsWith("/services/")) return { page: "WebPage", main: "Service" };
  const kinds: Record<string, string> = {
    "/about": "AboutPage",
    "/contact": "ContactPage",
    "/case-studies": "CollectionPage",
    "/blog": "CollectionPage",
  };
  return { page: kinds[unprefixed] ?? "WebPage" };
}

describe("structured data", () => {
  it.each(pages)("%s has one graph: the organisation, the website, the page, its trail and subject", (page) => {
    const graph = graphs.get(page);
    expect(graph?.["@context"]).toBe("https://schema.org");
    // The same organisation and website on every page, by the same ids.
    expect(node(graph, "Organization")).toMatchObject({ "@id": absolute("/#organization"), url: absolute("/") });
    expect(node(graph, "WebSite")).toMatchObject({
      "@id": websiteOf(page),
      url: absolute(scheme.localizePath("/", scheme.localeFromPath(page))),
      inLanguage: scheme.localeFromPath(page),
      publisher: { "@id": absolute("/#organization") },
    });
    const kind = expectedKind(page);
    const webPage = node(graph, kind.page);
    expect(webPage).toMatchObject({
      "@id": `${absolute(page)}#webpage`,
      url: absolute(page),
      inLanguage: scheme.localeFromPath(page),
      isPartOf: { "@id": websiteOf(page) },
    });
    const ids = graph?.["@graph"].map((item) => item["@id"]);
    expect(new Set(ids).size, "ids are unique").toBe(ids?.length);

    const trail = node(graph, "BreadcrumbList");
    if (scheme.stripLocale(page) === "/") {
      expect(trail).toBeUndefined();
    } else {
      expect(webPage?.breadcrumb).toEqual({ "@id": `${absolute(page)}#breadcrumb` });
      const items = trail?.itemListElement as { position: number; item: string }[];
      expect(items[0]?.item).toBe(absolute(scheme.localizePath("/", scheme.localeFromPath(page))));
      expect(items.at(-1)?.item).toBe(absolute(page));
      expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
    }
    if (kind.main) {
      const main = node(graph, kind.main);
      expect(webPage?.mainEntity).toEqual({ "@id": main?.["@id"] });
      if (kind.main === "Service") {
        expect(main).toMatchObject({
          provider: { "@id": absolute("/#organization") },
          offers: { priceSpecification: { priceCurrency: "IDR" } },
        });
      } else {
        expect(main).toMatchObject({
          publisher: { "@id": absolute("/#organization") },
          mainEntityOfPage: { "@id": `${absolute(page)}#webpage` },
          image: expect.stringMatching(/\/cards\/.+\.png$/),
          datePublished: expect.stringMatching(DAY_START),
          dateModified: expect.stringMatching(DAY_START),
        });
        const entry = entryOf(page);
        const { meta } = (entry && findEntry(entry.collection, entry.slug, scheme.localeFromPath(page))) || {};
        expect(String(main?.datePublished).slice(0, 10)).toBe(meta?.date);
      }
    }
  });

  it("gives every id one meaning: a node named by the same id on several pages is the same node", () => {
    const byId = new Map<string, Map<string, string[]>>();
    for (const [page, graph] of graphs) {
      for (const item of graph["@graph"]) {
        if (!item["@id"]) continue;
        const versions = byId.get(item["@id"]) ?? new Map<string, string[]>();
        const json = JSON.stringify(item);
        versions.set(json, [...(versions.get(json) ?? []), page]);
        byId.set(item["@id"], versions);
      }
    }
    const differing = [...byId].filter(([, versions]) => versions.size > 1).map(([id]) => id);
    expect(differing).toEqual([]);
    // One website per language, each in its language.
    const websites = new Set([...graphs.values()].map((graph) => JSON.stringify(node(graph, "WebSite"))));
    expect(websites.size).toBe(LOCALES.length);
  });

  it("names the organisation's logo as a PNG of at least 112×112 pixels, which is served", async () => {
    const graph = graphs.get(scheme.localizePath("/", settings.DEFAULT_LOCALE));
    const logo = node(graph, "Organization")?.logo as { "@type": string; url: string };
    expect(logo["@type"]).toBe("ImageObject");
    const response = await fetch(server.url + logo.url.slice(settings.SITE_URL.length));
    expect(response.headers.get("content-type")).toBe("image/png");
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect(png.readUInt32BE(16)).toBeGreaterThanOrEqual(112);
    expect(png.readUInt32BE(20)).toBeGreaterThanOrEqual(112);
    expect(logo).toMatchObject({ width: { value: png.readUInt32BE(16) }, height: { value: png.readUInt32BE(20) } });
  });

  it("names a blog post's writer by name alone, with their role and a page of the site about them", async () => {
    for (const page of CONTENT_PAGES.filter((path) => entryOf(path)?.collection === "blog")) {
      const locale = scheme.localeFromPath(page);
      const post = findEntry("blog", entryOf(page)?.slug ?? "", locale);
      const meta = post?.collection === "blog" ? post.meta : undefined;
      const author = node(graphs.get(page), "BlogPosting")?.author as Record<string, string>;
      expect(author, page).toMatchObject({ "@type": "Person", name: meta?.author, jobTitle: meta?.authorRole });
      expect(author.name, page).not.toMatch(/[,，（(]/);
      const url = new URL(author.url ?? "");
      // A page of the site, in the post's language.
      expect(url.origin, page).toBe(new URL(settings.SITE_URL).origin);
      expect(scheme.localeFromPath(url.pathname), page).toBe(locale);
      const answer = await fetch(server.url + url.pathname, { redirect: "manual" });
      expect(answer.status, page).toBe(200);
      // A writer in the team is linked to their own place in it.
      const member = TEAM.find((person) => person.name === meta?.author);
      expect(url.hash, page).toBe(`#${teamAnchor(member?.id)}`);
      expect(await answer.text(), page).toContain(`id="${url.hash.slice(1)}"`);
    }
  });

  it.each(["/no-such-page", "/ja/no-such-page", "/blog/no-such-post", "/ko/services/no-such-service"])(
    "the 404 at %s has no web page in its graph, only the organisation and the website",
    async (path) => {
      const response = await fetch(server.url + path);
      expect(response.status).toBe(404);
      const html = await response.text();
      const graph = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1] ?? "{}");
      expect(graph["@graph"].map((item: Node) => item["@type"])).toEqual(["Organization", "WebSite"]);
    },
  );

  /**
   * Sets of graphs as schema-dts types them (schema.org's vocabulary as TypeScript types), type-checked by the
   * compiler in one program (its library and schema-dts are read and checked once): each set's errors, an
   * unknown type or property or a value of the wrong kind.
   */
  function typeErrors(sets: Record<string, unknown[]>): Record<string, string[]> {
    const folder = path.resolve("node_modules/.cache/structured-data");
    fs.mkdirSync(folder, { recursive: true });
    const files = Object.entries(sets).map(([name, graphsToCheck]) => {
      const file = path.join(folder, `${name}-${process.pid}.ts`);
      fs.writeFileSync(
        file,
        `import type { Graph } from "schema-dts";\nexport const graphs: Graph[] = ${JSON.stringify(graphsToCheck, null, 1)};\n`,
      );
      return [name, file] as const;
    });
    const program = ts.createProgram(
      files.map(([, file]) => file),
      {
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        types: [],
      },
    );
    const diagnostics = ts.getPreEmitDiagnostics(program);
    for (const [, file] of files) fs.rmSync(file);
    return Object.fromEntries(
      files.map(([name, file]) => [
        name,
        diagnostics
          .filter((diagnostic) => diagnostic.file === undefined || path.resolve(diagnostic.file.fileName) === file)
          .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n").split("\n").at(-1) ?? ""),
      ]),
    );
  }

  /** The site's graphs, and one with an unknown property that the check must catch, checked together once. */
  let checked: Record<string, string[]> | undefined;
  const checkedGraphs = () => {
    const graph = graphs.get(scheme.localizePath("/contact", settings.DEFAULT_LOCALE)) as Graph;
    const organization = node(graph, "Organization");
    const broken = { ...graph, "@graph": [{ ...organization, colour: "blue" }] };
    checked ??= typeErrors({ site: [...graphs.values()], broken: [broken] });
    return checked;
  };

  it("every page's graph is valid schema.org: no unknown type or property", () => {
    expect(checkedGraphs().site).toEqual([]);
  });

  it("the check catches an unknown property", () => {
    const errors = checkedGraphs().broken ?? [];
    expect(errors.join("\n")).toMatch(/'"colour"' does not exist in type 'OrganizationLeaf'/);
  });
});
