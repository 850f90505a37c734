import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildSettingsSchema } from "../../app/config/build-settings";
import { envSchema } from "./env";

// The settings come from the schemas the server and the build validate with, so a setting added to or
// removed from the code without its line in docs/SETTINGS.md fails here.
const doc = readFileSync(join(import.meta.dirname, "../../docs/SETTINGS.md"), "utf8");
const inCode = new Set([...Object.keys(envSchema.shape), ...Object.keys(buildSettingsSchema.shape)]);
const inDoc = new Set(
  [...doc.matchAll(/^\|[^|]*\|/gm)].flatMap((row) =>
    [...row[0].matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1] ?? ""),
  ),
);

describe("docs/SETTINGS.md", () => {
  it.each([...inCode])("describes %s", (name) => {
    expect(inDoc.has(name), `${name} is read by the code but not in docs/SETTINGS.md's table`).toBe(true);
  });

  it("names no setting the code no longer reads", () => {
    expect([...inDoc].filter((name) => !inCode.has(name))).toEqual([]);
  });
});
