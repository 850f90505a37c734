import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildVariant } from "../support/build";
import { attribute, getPath, hrefsOf, linkTags, pageHtml, settings } from "../support/pages";
import { type RunningServer, startServer } from "../support/server";

/** The project's content plus one case study written in English only, as a writer would add it. */
const CONTENT = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
const BUILD = "build-publishing";
const SLUG = "warehouse-scanners";
const ENTRY = `---
title: Barcode scanners for a cold-chain warehouse
summary: Handheld scanners and a stock app that cut picking errors in a frozen-food warehouse in Cikarang.
date: 2099-01-15
coverAlt: A handheld scanner in front of warehouse racks
tags: [Logistics, Warehouse]
services: [mobile-development]
author: Nusantara Digital mobile team
client: PT Dingin Sejahtera
industry: Logistics
outcome: Picking errors down from 1 in 200 lines to 1 in 2,000
results:
  - value: "10×"
    label: fewer picking errors
  - value: "40"
    label: pickers on handheld scanners
quote:
  text: We stopped sending the wrong cartons.
  by: Sari Dewi
  role: Warehouse manager
---

## The problem

Pickers read paper lists in gloves at minus twenty degrees.
`;
const COVER = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"><rect width="1200" height="630" fill="#0a0f1c"/><rect x="500" y="200" width="200" height="230" rx="24" fill="#3b82f6"/></svg>`;

let server: RunningServer;
const build = { remove: () => {} };

beforeAll(async () => {
  fs.cpSync("content", CONTENT, { recursive: true });
  fs.mkdirSync(path.join(CONTENT, "case-studies", SLUG));
  fs.writeFileSync(path.join(CONTENT, "case-studies", SLUG, "en.md"), ENTRY);
  fs.writeFileSync(path.join(CONTENT, "case-studies", SLUG, "cover.svg"), COVER);
  const built = buildVariant(BUILD, { CONTENT_DIR: CONTENT });
  build.remove = built.remove;
  expect(built.status, built.output).toBe(0);
  server = await startServer({}, built.server);
}, 300_000);

afterAll(async () => {
  await server?.stop();
  build.remove();
  fs.rmSync(CONTENT, { recursive: true, force: true });
});

const get = (pathname: string) => getPath(server, pathname);
const html = (pathname: string) => pageHtml(server, pathname);

describe("publishing a case study in one language by adding one file", () => {
  it("prerenders its page in that language only, with its card", async () => {
    const page = await html(`/case-studies/${SLUG}`);
    expect(page).toContain("Barcode scanners for a cold-chain warehouse");
    for (const locale of ["id", "ja", "ko", "zh"])
      expect((await get(`/${locale}/case-studies/${SLUG}`)).status).toBe(404);
    const card = await get(`/cards/case-studies/${SLUG}.png`);
    expect(card.headers.get("content-type")).toBe("image/png");
  });

  it("joins its listing, the landing page and its service's page, in its language", async () => {
    for (const pathname of ["/case-studies", "/", "/services/mobile-development"]) {
      expect(hrefsOf(await html(pathname)), pathname).toContain(`/case-studies/${SLUG}`);
    }
    // Newest first: its date is the latest.
    expect(hrefsOf(await html("/case-studies")).find((href) => href?.startsWith("/case-studies/"))).toBe(
      `/case-studies/${SLUG}`,
    );
    expect(hrefsOf(await html("/id/case-studies"))).not.toContain(`/id/case-studies/${SLUG}`);
  });

  it("names only its language in hreflang and the sitemap, and leads other languages to their listing", async () => {
    const page = await html(`/case-studies/${SLUG}`);
    const alternates = linkTags(page, "alternate").map((tag) => [attribute(tag, "hreflang"), attribute(tag, "href")]);
    const url = `${settings.SITE_URL}/case-studies/${SLUG}`;
    expect(alternates).toEqual([
      ["en", url],
      ["x-default", url],
    ]);
    const sitemap = await (await get("/sitemap.xml")).text();
    const entry = sitemap.match(new RegExp(`<url><loc>${url}</loc>.*?</url>`))?.[0] ?? "";
    expect(entry).toContain("<lastmod>2099-01-15</lastmod>");
    expect(entry.match(/hreflang=/g)).toHaveLength(2);
    // The language selector: English stays, every other language goes to its listing.
    const links = hrefsOf(page);
    expect(links).toContain(`/case-studies/${SLUG}`);
    for (const locale of ["id", "ja", "ko", "zh"]) {
      expect(links).toContain(`/${locale}/case-studies`);
      expect(links).not.toContain(`/${locale}/case-studies/${SLUG}`);
    }
  });
});

describe("a mistake in a content file", () => {
  it("stops the build, naming the file and the field", () => {
    const broken = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
    fs.cpSync(CONTENT, broken, { recursive: true });
    const file = path.join(broken, "case-studies", SLUG, "en.md");
    fs.writeFileSync(file, ENTRY.replace("date: 2099-01-15\n", ""));
    const built = buildVariant(`${BUILD}-broken`, { CONTENT_DIR: broken });
    built.remove();
    fs.rmSync(broken, { recursive: true, force: true });
    expect(built.status).not.toBe(0);
    expect(built.output).toContain(`content/case-studies/${SLUG}/en.md: date is missing`);
  });
});
