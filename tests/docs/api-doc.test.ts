import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Routes are read from every router call under server/, wherever a router lives, so moving one between files
// changes nothing here; the API is mounted at /api.
const root = join(import.meta.dirname, "../..");
const sources = readdirSync(join(root, "server"), { recursive: true, encoding: "utf8" }).filter(
  (file) => file.endsWith(".ts") && !file.endsWith(".test.ts"),
);
const inCode = new Set(
  sources.flatMap((file) =>
    [
      ...readFileSync(join(root, "server", file), "utf8").matchAll(/\.(get|post|put|patch|delete)\(\s*"(\/[^"]*)"/g),
    ].map((m) => `${(m[1] ?? "").toUpperCase()} /api${m[2]}`),
  ),
);
const doc = readFileSync(join(root, "docs/API.md"), "utf8");
const inDoc = new Set(
  [...doc.matchAll(/^\| (GET|POST|PUT|PATCH|DELETE) +\| `([^`]+)`/gm)].map((m) => `${m[1]} ${m[2]}`),
);

describe("docs/API.md", () => {
  it.each([...inCode])("names %s", (route) => {
    expect(inDoc.has(route), `${route} is served but not in docs/API.md`).toBe(true);
  });

  it("names no route the server no longer has", () => {
    expect([...inDoc].filter((route) => !inCode.has(route))).toEqual([]);
  });
});
