import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "./module-preloads";

describe("withoutModulePreloads", () => {
  it("drops every module preload and keeps the rest of the document", () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="icon" href="/favicon.svg"/>' +
      '<link rel="modulepreload" href="/assets/root-B.js" crossorigin=""/></head>' +
      '<body><script type="module" async="">import "/assets/root-B.js";</script></body>';
    expect(withoutModulePreloads(html)).toBe(
      '<head><link rel="icon" href="/favicon.svg"/></head>' +
        '<body><script type="module" async="">import "/assets/root-B.js";</script></body>',
    );
  });
});
