/**
 * `npm run bench:pages`: builds the site and the framework floor, serves both with the built server, runs
 * Lighthouse (mobile, simulated throttling) on six pages, the floor and, when BENCH_PEER_URL names a site
 * served locally, the peer's BENCH_PEER_PATHS (default "/"), all in the same interleaved rounds, and writes
 * the medians to docs/BENCHMARKS.md. Exits with 1 when one of the targets (TARGETS) is missed.
 */
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import os from "node:os";
import { launch } from "chrome-launcher";
import { startServer } from "../tests/support/server";
import { buildFloor } from "./support/floor";
import { auditPage, type PageRun } from "./support/lighthouse";
import { missedTargets, summarize, table, writeSection } from "./support/report";

const PAGES = [
  "/",
  "/id",
  "/ja/services/web-development",
  "/about",
  "/privacy-policy",
  "/contact",
  "/case-studies/school-nfc-attendance",
  "/ko/blog/web-app-or-mobile-app",
  "/zh/blog",
];
const LIGHTHOUSE_VERSION = (createRequire(import.meta.url)("lighthouse/package.json") as { version: string }).version;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGETS = { minPerformance: 0.98, maxLcpMs: 1500, maxBuildS: 90, maxTbtMs: 50, maxJsKb: 60, maxMediaKb: 150 };
const FLOOR = "floor";
/** A peer to measure against in the same rounds: any site served locally (BENCH_PEER_URL), at BENCH_PEER_PATHS. */
const PEER_URL = process.env.BENCH_PEER_URL;
const PEER_PATHS = PEER_URL ? (process.env.BENCH_PEER_PATHS ?? "/").split(",") : [];
const peerKey = (path: string) => `peer ${path}`;

function timed<T>(label: string, work: () => T): { value: T; seconds: number } {
  const started = performance.now();
  const value = work();
  const seconds = (performance.now() - started) / 1000;
  console.log(`${label}: ${seconds.toFixed(1)} s`);
  return { value, seconds };
}

// The Japanese, Korean and Chinese pages are set in the system's faces, as every phone has them. Without any,
// the browser searches the system for each of their characters in vain, which is no visitor's page load.
const cjkFaces = execFileSync("fc-list", [":lang=ja", "family"], { encoding: "utf8" }).trim();
if (!cjkFaces) {
  console.error("No Japanese, Korean or Chinese face on this machine: install one (Debian: fonts-noto-cjk).");
  process.exit(2);
}

const build = timed("npm run build (all pages, all languages)", () =>
  execFileSync("npm", ["run", "build"], { stdio: "ignore" }),
);
const floorEntry = timed("framework floor build", buildFloor).value;

const site = await startServer({ LOG_LEVEL: "warn" });
const floor = await startServer({ LOG_LEVEL: "warn" }, floorEntry);
const chrome = await launch({
  chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
});
const chromeVersion = (
  (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { Browser: string }
).Browser;

const targets = [
  { page: FLOOR, url: `${floor.url}/` },
  ...PEER_PATHS.map((path) => ({ page: peerKey(path), url: new URL(path, PEER_URL).href })),
  ...PAGES.map((page) => ({ page, url: site.url + page })),
];
const runs = new Map<string, PageRun[]>(targets.map(({ page }) => [page, []]));
try {
  // One discarded run per page warms the server and the browser; then rounds interleave the pages, so a busy
  // moment of this shared machine falls on all of them alike.
  for (const { url } of targets) await auditPage(url, chrome.port);
  for (let round = 1; round <= RUNS; round++) {
    for (const { page, url } of targets) {
      const run = await auditPage(url, chrome.port);
      runs.get(page)?.push(run);
      console.log(
        `round ${round}/${RUNS} ${page.padEnd(30)} perf ${run.performance.toFixed(2)}  LCP ${run.lcpMs.toFixed(0)} ms  TBT ${run.tbtMs.toFixed(0)} ms`,
      );
    }
  }
} finally {
  chrome.kill();
  await Promise.all([site.stop(), floor.stop()]);
}

const floorResult = summarize(FLOOR, runs.get(FLOOR) ?? []);
const pageResults = PAGES.map((page) => summarize(page, runs.get(page) ?? []));
const peerResults = PEER_PATHS.map((path) => summarize(path, runs.get(peerKey(path)) ?? []));
const missed = missedTargets(floorResult, pageResults, build.seconds, TARGETS, peerResults);
const cpus = os.cpus();
const report = `
## Public pages: Lighthouse against the framework floor

Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:pages\`: Lighthouse ${LIGHTHOUSE_VERSION},
mobile preset with simulated throttling (slow 4G, 4x CPU slowdown), ${chromeVersion}, Node ${process.version},
${cpus.length} × ${cpus[0]?.model.trim()}, the system's CJK faces: ${cjkFaces.split("\n")[0]} and others. Medians of ${RUNS} runs per page, taken in interleaved rounds after one
discarded warm-up run each. The framework floor is one React Router page that renders one heading, built with the
site's versions and served by the site's server (bench/floor). Scores are 0–1; LCP and TBT are simulated mobile
milliseconds; CLS is the largest of all runs; JS is kilobytes (1000 bytes) as transferred (the server's
gzip, response headers included; the byte-budget tests count gzip level 9 of the bodies); CSS is gzip level
9 of the stylesheet inlined into the page (also counted in the document's own transfer); HTML is the document as
transferred (inline SVG visuals included); Img+font is every image and font file as transferred; Δ is the
difference to the floor.

${table(floorResult, pageResults, peerResults)}

Production build of every page in every language: ${build.seconds.toFixed(1)} s.

${PEER_URL ? `The peer, measured in the same rounds, is the static site served at ${PEER_URL} (\`BENCH_PEER_URL\`, paths \`BENCH_PEER_PATHS\`); each page of ours is compared with the peer's page of the same path, else its first.` : "No peer was measured (set `BENCH_PEER_URL` to a static site served locally, and `BENCH_PEER_PATHS`)."}

Targets (performance ≥ ${TARGETS.minPerformance} or at most 0.02 under the floor, and with a peer at least the peer's;
accessibility, best practices and SEO 1.00; CLS 0; LCP ≤ ${TARGETS.maxLcpMs} ms, and with a peer below the peer's; TBT median
≤ ${TARGETS.maxTbtMs} ms; JavaScript loaded before the first interaction ≤ ${TARGETS.maxJsKb} KB, as transferred; images and fonts ≤ ${TARGETS.maxMediaKb} KB; build < ${TARGETS.maxBuildS} s): ${missed.length === 0 ? "all met." : `missed: ${missed.join("; ")}.`}
`;
writeSection("docs/BENCHMARKS.md", "bench:pages", report);
execFileSync("node_modules/.bin/biome", ["format", "--write", "docs/BENCHMARKS.md"], { stdio: "ignore" });
console.log(`\n${table(floorResult, pageResults, peerResults)}\n`);
console.log(missed.length === 0 ? "All targets met." : `Targets missed:\n- ${missed.join("\n- ")}`);
console.log("Written to docs/BENCHMARKS.md");
process.exitCode = missed.length === 0 ? 0 : 1;
