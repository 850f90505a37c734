import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineHashes } from "./csp-hashes";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inline hashes of a prerendered page", () => {
  it("hashes inline scripts and styles exactly as written, and nothing the browser does not run", () => {
    const html = [
      "<html><head><style data-stylesheet>body{color:red}</style>",
      '<script>window.a = "ä";</script>',
      '<script type="module" async="">import("/assets/x.js")</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="module" src="/assets/entry.js"></script>',
      '<script>window.a = "ä";</script></head></html>',
    ].join("\n");
    expect(inlineHashes(html)).toEqual({
      script: [sha('window.a = "ä";'), sha('import("/assets/x.js")')],
      style: [sha("body{color:red}")],
    });
  });
});
