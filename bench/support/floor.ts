import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { writeCspHashes } from "../../server/http/csp-hashes";

const FLOOR_DIR = path.resolve("bench/floor");

/**
 * Builds the framework floor (bench/floor: one React Router page rendering one heading, prerendered with the
 * site's versions) and places a copy of the site's built server beside it, with its pages' CSP hashes, so
 * the same server serves it.
 * Returns the path of that server entry.
 */
export function buildFloor(): string {
  execFileSync(path.resolve("node_modules/.bin/react-router"), ["build"], { cwd: FLOOR_DIR, stdio: "ignore" });
  const entry = path.join(FLOOR_DIR, "build/node/server.js");
  fs.mkdirSync(path.dirname(entry), { recursive: true });
  fs.copyFileSync(path.resolve("build/node/server.js"), entry);
  writeCspHashes(path.join(FLOOR_DIR, "build"));
  return entry;
}
