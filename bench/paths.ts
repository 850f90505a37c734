/**
 * `npm run bench:paths`: what pathological request paths cost the built server. For each path, the server
 * process's CPU time per request (user + system, read from /proc, so Linux only; the mean of BENCH_RUNS
 * requests after 3 unmeasured ones), then the latency of GET /api/health while 8 requests of that path are
 * in flight.
 * Run `npm run build` first. Writes docs/BENCHMARKS.md; exits with 1 when a target is missed.
 */
import os from "node:os";
import { startServer } from "../tests/support/server";
import { cpuMs } from "./support/process-cpu";
import { writeSection } from "./support/report";

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const TARGET = { cpuMs: 50, healthMs: 100 };
const segments = (count: number, length: number) => `/${"b".repeat(length - 1)}`.repeat(count);
/** [name, path, whether the path is refused by the guards (the health target applies to those)]. */
const PATHS: [string, string, boolean][] = [
  ["`/` × 16,000 + `a`", `${"/".repeat(16_000)}a`, true],
  ["`/a` × 8,100", "/a".repeat(8_100), true],
  ["`/a` × 4,000 (8 KB, too deep)", "/a".repeat(4_000), true],
  ["31 segments of 260 characters (inside both bounds)", segments(31, 260), false],
  ["one segment of 8,000 characters", segments(1, 8_000), false],
  ["`/no-such-page` (an ordinary 404)", "/no-such-page", false],
  ["`/about` (a page)", "/about", false],
];

const server = await startServer({ LOG_LEVEL: "warn" });
const get = async (path: string) => {
  const response = await fetch(server.url + path, { redirect: "manual" });
  await response.arrayBuffer();
  return response.status;
};

const rows: string[] = [];
const missed: string[] = [];
try {
  for (let run = 0; run < 20; run++) await Promise.all([get("/api/health"), get("/no-such-page")]);
  for (const [name, path, refused] of PATHS) {
    for (let run = 0; run < 3; run++) await get(path);
    const before = cpuMs(server.pid);
    let status = 0;
    for (let run = 0; run < RUNS; run++) status = await get(path);
    const cpu = (cpuMs(server.pid) - before) / RUNS;
    const inFlight = Array.from({ length: 8 }, () => get(path));
    const started = performance.now();
    await get("/api/health");
    const healthMs = performance.now() - started;
    await Promise.all(inFlight);
    rows.push(`| ${name} | ${path.length} | ${status} | ${cpu.toFixed(1)} | ${healthMs.toFixed(0)} |`);
    console.log(`${name}: ${status}, ${cpu.toFixed(1)} ms CPU, health ${healthMs.toFixed(0)} ms`);
    if (!(cpu < TARGET.cpuMs)) missed.push(`${name}: ${cpu.toFixed(1)} ms CPU per request`);
    if (refused && !(healthMs < TARGET.healthMs)) missed.push(`${name}: /api/health took ${healthMs.toFixed(0)} ms`);
  }
} finally {
  await server.stop();
}

writeSection(
  "docs/BENCHMARKS.md",
  "bench:paths",
  `## Pathological request paths

Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:paths\` (bench/paths.ts): the built server
on SQLite, Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? "CPU"}. CPU is the
server process's user + system time per request (mean of ${RUNS} after a warm-up, 10 ms clock ticks); health is
the wall time of GET /api/health sent while 8 requests of the path are in flight. Paths longer than 8,192 characters are answered
414 and paths of more than 32 segments 404 before any routing (server/http/request-guards.ts); the others are
rendered as the 404 page, whose cost grows with the number of segments (React Router matches every ancestor path
for the page's route manifest). Targets: under ${TARGET.cpuMs} ms CPU per request for every path, health under
${TARGET.healthMs} ms while refused paths are in flight (rendered 404s wait their turn like any page).

| Path | Characters | Status | CPU ms | Health ms |
| --- | --- | --- | --- | --- |
${rows.join("\n")}

${missed.length === 0 ? "All targets met." : `Missed: ${missed.join("; ")}.`}`,
);
if (missed.length > 0) {
  console.error(`Missed: ${missed.join("; ")}`);
  process.exit(1);
}
