/**
 * `npm run bench:start`: what a start of the built server costs, from `node build/node/server.js` to a listening
 * socket on a new SQLite data folder (migrations included). The server process's CPU time (user + system, read
 * from /proc once it listens, so Linux only) and the wall time, median of BENCH_RUNS starts. The test suite starts
 * a server dozens of times, and an operator's restart waits for it.
 * Run `npm run build` first. Writes docs/BENCHMARKS.md.
 */
import os from "node:os";
import { startServer } from "../tests/support/server";
import { cpuMs } from "./support/process-cpu";
import { median, writeSection } from "./support/report";

const RUNS = Number(process.env.BENCH_RUNS ?? 10);

const cpu: number[] = [];
const wall: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  const server = await startServer({ LOG_LEVEL: "warn" });
  wall.push(performance.now() - started);
  cpu.push(cpuMs(server.pid));
  await server.stop();
}
const row = `| ${median(cpu).toFixed(0)} | ${Math.min(...cpu).toFixed(0)}–${Math.max(...cpu).toFixed(0)} | ${median(wall).toFixed(0)} |`;
console.log(`server start: CPU ${median(cpu).toFixed(0)} ms, wall ${median(wall).toFixed(0)} ms (median of ${RUNS})`);

writeSection(
  "docs/BENCHMARKS.md",
  "bench:start",
  `## Server start

Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:start\` (bench/start.ts): the built server on
a new SQLite data folder, Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? "CPU"}. CPU
is the server process's user + system time when it listens (10 ms clock ticks); wall is from the spawn to the
listening socket, as the test suite's servers wait for it. Median of ${RUNS} starts.

| CPU ms | CPU range ms | Wall ms |
| --- | --- | --- |
${row}`,
);
