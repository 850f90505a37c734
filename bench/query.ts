/**
 * `npm run bench:query`: the analytics summary for 90 days over synthetic events on SQLite (and on
 * PostgreSQL when TEST_DATABASE_URL is set). The events go through the real write path (raw rows,
 * visits and rollups, one transaction per 5,000 events), spread over the 90 days; then the summary
 * is computed 10 times and the median printed. Sizes: BENCH_QUERY_SIZES (default "1000000,10000000").
 * Writes docs/BENCHMARKS.md; exits with 1 when a target is missed.
 */
import { execFileSync } from "node:child_process";
import os from "node:os";
import type { StoredEvent } from "../server/analytics/rollup";
import { storeEvents } from "../server/analytics/store";
import { analyticsSummary } from "../server/analytics/summary";
import { DAY_MS } from "../server/analytics/time";
import { migrate } from "../server/db/database";
import { testDatabases } from "../server/db/test-databases";
import { median, writeSection } from "./support/report";

const SIZES = (process.env.BENCH_QUERY_SIZES ?? "1000000,10000000").split(",").map(Number);
const TARGET_MS = (events: number) => (events <= 1_000_000 ? 100 : 500);
const PAGES = [
  "/",
  "/about",
  "/contact",
  "/services/web-development",
  "/services/mobile-development",
  "/ja",
  "/id/about",
];
const DEVICES = [
  "desktop",
  "desktop",
  "desktop",
  "desktop",
  "desktop",
  "desktop",
  "mobile",
  "mobile",
  "mobile",
  "tablet",
];
const COUNTRIES = ["ID", "ID", "ID", "SG", "MY", "JP", "KR", "CN", "AU", "Unknown"];
const CHUNK = 5000;
/** Events per visit in the synthetic traffic. */
const PER_VISIT = 8;

/** The `index`-th of `total` synthetic events, spread evenly over the 90 days before `now`. */
function syntheticEvent(index: number, total: number, now: number): StoredEvent {
  const visit = Math.floor(index / PER_VISIT);
  const step = index % PER_VISIT;
  return {
    occurred_at: Math.floor(now - 90 * DAY_MS + (index * 90 * DAY_MS) / total),
    name: step === PER_VISIT - 1 ? "page_exit" : step % 3 === 2 ? "scroll_depth" : "page_view",
    visitor: `visitor-${visit}`,
    page: PAGES[(visit + step) % PAGES.length] ?? "/",
    properties: "{}",
    device: DEVICES[visit % DEVICES.length] ?? "desktop",
    country: COUNTRIES[visit % COUNTRIES.length] ?? "Unknown",
  };
}

const rows: string[] = [];
const missed: string[] = [];
const now = Date.now();
for (const target of testDatabases("bench-query")) {
  for (const size of SIZES) {
    const database = await target.open();
    try {
      await migrate(database.db);
      const store = storeEvents(database.db, database.dialect);
      const loadStarted = performance.now();
      for (let start = 0; start < size; start += CHUNK) {
        const events = Array.from({ length: Math.min(CHUNK, size - start) }, (_, offset) =>
          syntheticEvent(start + offset, size, now),
        );
        await store(events);
      }
      const loadS = (performance.now() - loadStarted) / 1000;
      const times: number[] = [];
      let summary: Awaited<ReturnType<typeof analyticsSummary>> | undefined;
      for (let run = 0; run < 11; run++) {
        const started = performance.now();
        summary = await analyticsSummary(database.db, "90d", now);
        if (run > 0) times.push(performance.now() - started); // the first run warms the caches
      }
      const ms = median(times);
      const limit = TARGET_MS(size);
      if (!(ms < limit)) missed.push(`${target.name} ${size}: ${ms.toFixed(1)} ms`);
      const line = `| ${target.name} | ${size.toLocaleString("en")} | ${ms.toFixed(1)} | ${limit} | ${summary?.pageViews.toLocaleString("en")} | ${loadS.toFixed(0)} s |`;
      console.log(line);
      rows.push(line);
    } finally {
      await database.close();
      await target.cleanup();
    }
  }
}

const cpus = os.cpus();
const table = [
  "| Database | Events | Summary, median of 10 (ms) | Target (ms) | Page views counted | Loading the events |",
  "| --- | --- | --- | --- | --- | --- |",
  ...rows,
].join("\n");
console.log(missed.length === 0 ? "All targets met." : `Targets missed: ${missed.join("; ")}`);
writeSection(
  "docs/BENCHMARKS.md",
  "bench:query",
  `
## Analytics summary queries

Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:query\` (bench/query.ts): \`GET /api/analytics/summary?period=90d\`'s
query function over synthetic events spread over 90 days, written through the real write path (raw events, visits,
rollups). Node ${process.version}, ${cpus.length} × ${cpus[0]?.model.trim()}. PostgreSQL rows appear when
\`TEST_DATABASE_URL\` is set.

${table}

${missed.length === 0 ? "All targets met." : `Targets missed: ${missed.join("; ")}.`}
`,
);
execFileSync("node_modules/.bin/biome", ["format", "--write", "docs/BENCHMARKS.md"], { stdio: "ignore" });
process.exitCode = missed.length === 0 ? 0 : 1;
