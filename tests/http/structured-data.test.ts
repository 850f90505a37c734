import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { CONTENT_PAGES, entryOf, PUBLIC_PATHS, scheme, settings } from "../support/pages";
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
      "@id": absolute("/#website"),
      publisher: { "@id": absolute("/#organization") },
    });
    const kind = expectedKind(page);
    const webPage = node(graph, kind.page);
    expect(webPage).toMatchObject({
      "@id": `${absolute(page)}#webpage`,
      url: absolute(page),
      inLanguage: scheme.localeFromPath(page),
      isPartOf: { "@id": absolute("/#website") },
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
          datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        });
      }
    }
  });

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
