import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Every decision record, whatever its number, must have its line in the index, and the index names no
// record that is not there: records are added by several people at once and the index is easy to forget.
const dir = join(import.meta.dirname, "../../docs/decisions");
const records = readdirSync(dir).filter((name) => /^\d{3}-.+\.md$/.test(name));
const index = readFileSync(join(dir, "README.md"), "utf8");

describe("the index of decision records", () => {
  it.each(records)("links %s with a status", (name) => {
    const line = index.split("\n").find((l) => l.includes(`(${name})`));
    expect(line, `${name} is missing from docs/decisions/README.md`).toBeDefined();
    expect(line).toMatch(/\| (accepted|(partly )?superseded by \d{3}) +\|$/);
  });

  it("links only records that exist", () => {
    const linked = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((m) => m[1] ?? "");
    expect(linked.filter((name) => !records.includes(name))).toEqual([]);
  });
});
