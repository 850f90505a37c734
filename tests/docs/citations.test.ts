import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// Code and docs cite what is in the repository (docs/PRODUCT.md's anchors, decision records), never the
// product's original description or an issue tracker, which a reader of the repository does not have.
const root = join(import.meta.dirname, "../..");
const FOLDERS = ["app", "server", "bench", "tests", "docs"];
const SKIP = new Set(["node_modules", "build", ".react-router"]);
const FORBIDDEN = /SPEC §|DESIGN §|\b[Ii]ssue [0-9]+/;
// The pattern itself, spelt out above, is not a citation.
const SELF = relative(root, import.meta.filename);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const sources = [...FOLDERS.flatMap((folder) => files(join(root, folder))), join(root, "README.md")]
  .map((path) => relative(root, path))
  .filter((path) => path !== SELF && /\.(ts|tsx|js|mjs|md|json|css|html)$/.test(path));

describe("citations", () => {
  it("finds the files it checks", () => {
    expect(sources.length).toBeGreaterThan(100);
  });

  it("cites only what is in the repository", () => {
    const found = sources.flatMap((path) =>
      readFileSync(join(root, path), "utf8")
        .split("\n")
        .flatMap((line, index) => (FORBIDDEN.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
