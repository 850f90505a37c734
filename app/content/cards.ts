import { readFileSync } from "node:fs";
import { Resvg } from "@resvg/resvg-js";
import type { Plugin } from "vite";
import { CARD_IMAGE, cardImagePath } from "./card-image.ts";
import type { Collection } from "./collections.ts";
import type { Content } from "./schema.ts";

/**
 * An entry's social card: its cover drawing with the site's mark in a corner, as a PNG. The cover holds no
 * words (content/README.md), so no font is needed and one card serves every language; the networks show the
 * page's title and description beside it.
 */
export function renderCard(cover: string, logo: string): Buffer {
  const mark = logo.replace(/<svg[^>]*>/, '<svg x="64" y="64" width="72" height="72" viewBox="0 0 32 32">');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_IMAGE.width}" height="${CARD_IMAGE.height}" viewBox="0 0 ${CARD_IMAGE.width} ${CARD_IMAGE.height}">${cover}${mark}</svg>`;
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
}

/**
 * A Vite plugin for the client build: every entry's card, at cardImagePath, beside the site's other files, from
 * the covers the build compiled once (vite.config.ts).
 */
export function contentCards(covers: Content["covers"]): Plugin {
  return {
    name: "content-cards",
    apply: "build",
    generateBundle() {
      if (this.environment?.name !== "client") return;
      const logo = readFileSync("public/logo.svg", "utf8").replace(/<title>.*?<\/title>/, "");
      for (const [key, cover] of Object.entries(covers)) {
        const [collection, slug] = key.split("/") as [Collection, string];
        this.emitFile({
          type: "asset",
          fileName: cardImagePath({ collection, slug }).slice(1),
          source: renderCard(cover, logo),
        });
      }
    },
  };
}
