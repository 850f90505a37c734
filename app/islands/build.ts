import fs from "node:fs";
import path from "node:path";
import { build, type Plugin } from "vite";

/** Where the islands' build (vite.islands.config.ts) writes its files, under the build directory. */
export const ISLANDS_DIR = "islands";
/** The URL path they are served under: the build copies them into the client files (`copyIslands`). */
export const ISLANDS_BASE = `/${ISLANDS_DIR}/`;
export const ISLANDS_ENTRY = "app/islands/main.tsx";

const VIRTUAL_ID = "virtual:islands-script";

/**
 * The URL of the islands' entry script in a build, from the islands' build manifest, for the pages the
 * main build prerenders.
 */
export function islandsScriptUrl(buildDirectory: string): string {
  const file = path.join(buildDirectory, ISLANDS_DIR, ".vite", "manifest.json");
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: the islands are built with the client.`);
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, { file: string }>;
  const entry = manifest[ISLANDS_ENTRY];
  if (!entry) throw new Error(`${file} has no entry for ${ISLANDS_ENTRY}.`);
  return ISLANDS_BASE + entry.file;
}

/**
 * Builds the islands (vite.islands.config.ts) when React Router's build starts its client, and gives the
 * pages their entry's URL as `virtual:islands-script` (empty in development, where pages hydrate whole).
 */
export function islands(buildDirectory: string): Plugin {
  let building = false;
  return {
    name: "islands",
    configResolved(config) {
      building = config.command === "build";
    },
    async buildStart() {
      if (!building || this.environment.name !== "client") return;
      await build({ configFile: "vite.islands.config.ts", logLevel: "warn" });
    },
    resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined),
    load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return;
      return `export default ${JSON.stringify(building ? islandsScriptUrl(buildDirectory) : "")};`;
    },
  };
}

/** Copies the islands' files into the build's client files, where the server serves them (hashed, immutable). */
export function copyIslands(buildDirectory: string): void {
  const target = path.join(buildDirectory, "client", ISLANDS_DIR);
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(path.join(buildDirectory, ISLANDS_DIR, "assets"), path.join(target, "assets"), { recursive: true });
}
