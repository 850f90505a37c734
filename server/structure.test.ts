import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The project's shape, checked without a build (so it lives beside the code, not in tests/, which holds
 * the tests of the built server): no source or test file over 400 lines, and no import loop among the
 * project's own modules (decision 027). Imports are read from the text: relative ones and the `~` alias
 * of app/ (tsconfig.json), type-only ones included, since a loop of types is still a knot of modules.
 */

const ROOT = path.resolve(import.meta.dirname, "..");
const FOLDERS = ["app", "server", "bench", "tests"];
const MAX_LINES = 400;
const SOURCE = /\.(ts|tsx|js|mjs)$/;

/** Folders of installed or generated files (the framework floor's build after `npm run bench:pages`, say). */
const NOT_SOURCE = new Set(["node_modules", "build", ".react-router"]);

function filesUnder(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const at = path.join(folder, entry.name);
    if (entry.isDirectory()) return NOT_SOURCE.has(entry.name) ? [] : filesUnder(at);
    return SOURCE.test(entry.name) ? [at] : [];
  });
}

const FILES = FOLDERS.flatMap((folder) => filesUnder(path.join(ROOT, folder)));
const KNOWN = new Set(FILES);

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^"'`;]*?from\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|^import\s*["']([^"']+)["']/gm;

/** The project file `specifier` names from `file`, or null for a package or a file that is not source. */
function resolved(file: string, specifier: string): string | null {
  const base = specifier.startsWith("~/")
    ? path.join(ROOT, "app", specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(file), specifier)
      : null;
  if (base === null) return null;
  const stem = base.replace(/\.(js|jsx|mjs)$/, "");
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (KNOWN.has(candidate)) return candidate;
  }
  return null;
}

function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  return [...text.matchAll(IMPORT)].flatMap((match) => {
    const target = resolved(file, match[1] ?? match[2] ?? match[3] ?? "");
    return target ? [target] : [];
  });
}

/** Every import loop, each once, as the files around it (a depth-first search that reports back edges). */
function loops(): string[][] {
  const graph = new Map(FILES.map((file) => [file, importsOf(file)]));
  const state = new Map<string, "open" | "done">();
  const found: string[][] = [];
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === "open") found.push(stack.slice(stack.indexOf(next)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of FILES) if (!state.has(file)) visit(file);
  return found.map((loop) => loop.map((file) => path.relative(ROOT, file)));
}

/** Imports from the first folder into the second that would turn a layering around (decision 029). */
const FORBIDDEN: [from: string, to: string][] = [
  // Staff invitations and management build on accounts and passwords; sign-in needs nothing of them.
  ["server/auth", "server/staff"],
];

const inside = (file: string, folder: string) => file.startsWith(path.join(ROOT, folder) + path.sep);

function crossings(from: string, to: string): string[] {
  return FILES.filter((file) => inside(file, from)).flatMap((file) =>
    importsOf(file)
      .filter((target) => inside(target, to))
      .map((target) => `${path.relative(ROOT, file)} imports ${path.relative(ROOT, target)}`),
  );
}

describe("the project's structure", () => {
  it("has no source or test file over 400 lines", () => {
    const long = FILES.map((file) => ({
      file: path.relative(ROOT, file),
      lines: fs.readFileSync(file, "utf8").replace(/\n$/, "").split("\n").length,
    })).filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });

  it("has no import loop among its own modules", () => {
    expect(loops()).toEqual([]);
  });

  it.each(FORBIDDEN)("has nothing in %s import %s", (from, to) => {
    expect(crossings(from, to)).toEqual([]);
  });

  it("has server/api's routers imported by server/app.ts alone", () => {
    const app = path.join(ROOT, "server/app.ts");
    const users = FILES.filter((file) => file !== app && !inside(file, "server/api"))
      .filter((file) => importsOf(file).some((target) => inside(target, "server/api")))
      .map((file) => path.relative(ROOT, file));
    expect(users).toEqual([]);
  });
});
